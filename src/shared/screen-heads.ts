import { accessOf, pageView, type PageRoutePattern, type Viewer } from './page-modules';

/** The top of a signed-in screen: its title and one-line description (the screens' PageHeader shows them). */
export type ScreenHead = { title: string; description: string };

/** Where the company's name goes in a head; the server fills it in a frame prerendered once for every owner. */
export const COMPANY_SLOT = '{company}';

/**
 * The heads of the screens that open with one, once the owner's company exists, written once: the screen draws it,
 * and so do the frame the server sends in the page and the app's waiting frame, so nothing of it moves or
 * changes while the screen's code loads. '/' is the owner's dashboard.
 */
export const screenHeads = {
  '/': { title: 'Dashboard', description: `Welcome back to ${COMPANY_SLOT}.` },
  '/invoices': {
    title: 'Invoices',
    description: 'Bill your customers, send invoices by e-mail and keep track of what is paid.',
  },
  '/customers': {
    title: 'Customers',
    description: 'The people you work for, their portal links, and what they have paid and still owe.',
  },
  '/quotes': {
    title: 'Quotes',
    description: 'Price the work, send quotes by e-mail and turn accepted ones into invoices.',
  },
  '/payment-setup': {
    title: 'Payment Setup',
    description: 'Connect your Stripe account so customers can pay your invoices by card.',
  },
  '/scheduling': {
    title: 'Scheduling',
    description: 'Book visits, move them on the calendar and follow each job from start to invoice.',
  },
  '/marketing': {
    title: 'Marketing Campaigns',
    description: 'E-mail your customers, then see who opened, clicked and unsubscribed.',
  },
  '/supplies': {
    title: 'Supplies & Merchandise',
    description: 'Order branded cards, signs and apparel with your logo, and follow each order to your door.',
  },
  '/landing-page-builder': {
    title: 'Store Builder',
    description: 'Publish your storefront, sell your products, take bookings and requests, and see how it does.',
  },
  '/team': {
    title: 'Team',
    description: 'Invite the people who work with you, choose what each may use, and remove access.',
  },
  '/todo-management': {
    title: 'TODO Management',
    description: 'Keep track of what needs doing, and get a summary by e-mail every week.',
  },
} as const satisfies Partial<Record<PageRoutePattern, ScreenHead>>;

export type HeadedScreen = keyof typeof screenHeads;

/** A head with the company's name in its place. */
export function withCompany(head: ScreenHead, companyName: string): ScreenHead {
  return { title: head.title, description: head.description.replace(COMPANY_SLOT, () => companyName) };
}

/**
 * The screen whose head a route opens with for this viewer, or undefined when what it shows first has none of
 * these (a visitor's landing page, an administrator's or unverified owner's dashboard, an owner without a company,
 * who is asked to create it, a screen not in the table). `hasCompany`: the owner's company exists.
 */
export function headedScreen(pattern: PageRoutePattern, viewer: Viewer, hasCompany: boolean): HeadedScreen | undefined {
  const view = pageView(accessOf(pattern), viewer);
  if (!viewer || view === 'landing' || !hasCompany || viewer.isAdmin) return undefined;
  const screen = view === 'dashboard' ? '/' : pattern;
  if (view === 'dashboard' && !viewer.emailVerified) return undefined;
  return screen in screenHeads ? (screen as HeadedScreen) : undefined;
}

/**
 * The file (in dist/client/prerendered/) of the signed-in frames the server sends in the page, by screen of
 * `screenHeads`, and the key of the frame without a head. scripts/prerender.mjs writes it, the server reads it.
 */
export const APP_FRAMES_FILE = 'app-frames.json';
export const PLAIN_FRAME = 'plain';
