import { adminPaths, pageRoutePatterns, verifiedUserPaths, verifiedUserSubpaths, type Access } from './paths';

export type PageRoutePattern = (typeof pageRoutePatterns)[number];

const notFound = 'routes/not-found.tsx';

/** The routes drawn so far; the others pass their gate and show the not-found screen until they land. */
const drawnBy: Partial<Record<PageRoutePattern, string>> = {
  '/': 'routes/landing.tsx',
  '/auth': 'routes/auth.tsx',
  '/reset-password': 'routes/reset-password.tsx',
  '/confirm-email': 'routes/confirm-email.tsx',
  '/join-team': 'routes/join-team.tsx',
  '/quote-preview/:id': 'routes/quote-preview.tsx',
  '/customer/:token': 'routes/customer-portal.tsx',
  '/unsubscribe/:token': 'routes/unsubscribe.tsx',
  '/payment-success': 'routes/payment-success.tsx',
  '/checkout/domain/:subdomain': 'routes/checkout-domain.tsx',
  '/features': 'routes/features.tsx',
  '/pricing': 'routes/pricing.tsx',
  '/blog': 'routes/blog.tsx',
  '/blog/:slug': 'routes/blog-post.tsx',
  '/logo-test': 'routes/logo-test.tsx',
  '/terms-of-service': 'routes/terms-of-service.tsx',
  '/privacy-policy': 'routes/privacy-policy.tsx',
  '/customer-storefronts': 'routes/customer-storefronts.tsx',
  '/company': 'routes/company.tsx',
  '/invoices': 'routes/invoices.tsx',
  '/quotes': 'routes/quotes.tsx',
  '/customers': 'routes/customers.tsx',
  '/payment-setup': 'routes/payment-setup.tsx',
  '/scheduling': 'routes/scheduling.tsx',
  '/marketing': 'routes/marketing.tsx',
  '/marketing/campaigns/:id': 'routes/marketing-campaign.tsx',
  '/supplies': 'routes/supplies.tsx',
  '/subscribe': 'routes/subscribe.tsx',
  '/landing-page-builder': 'routes/landing-page-builder.tsx',
  '/domains': 'routes/domains.tsx',
  '/domain-manager': 'routes/domain-manager.tsx',
  '/account-settings': 'routes/account-settings.tsx',
  '/profile-settings': 'routes/profile-settings.tsx',
  '/user-management': 'routes/user-management.tsx',
  '/admin-settings': 'routes/admin-settings.tsx',
  '/admin/coupons': 'routes/admin-coupons.tsx',
  '/admin/feedback': 'routes/admin-feedback.tsx',
  '/feedback': 'routes/feedback.tsx',
  '/team': 'routes/team.tsx',
  '/todo-management': 'routes/todo-management.tsx',
  '/platform-reports': 'routes/platform-reports.tsx',
  '/admin/orders': 'routes/admin-orders.tsx',
  '/admin/outbox': 'routes/admin-outbox.tsx',
  '/admin/inbox': 'routes/admin-inbox.tsx',
  '/site-settings': 'routes/site-settings.tsx',
};

/**
 * The client module (under src/client/app/) that draws each page route. The router loads it lazily by this name,
 * and the server names its chunks in the page's HTML (from the build's manifest, where its key is `app/<module>`),
 * so the browser fetches them with the entry script instead of after it.
 */
export const pageModules = Object.fromEntries(
  pageRoutePatterns.map((pattern) => [pattern, drawnBy[pattern] ?? notFound]),
) as Record<PageRoutePattern, string>;

/** The frame of every signed-in screen, and what `/` and an unverified owner's screens show once signed in. */
export const appShellModule = 'layout/app-shell.tsx';
export const dashboardModule = 'routes/dashboard.tsx';
export const notFoundModule = notFound;

/** Who may open a route: 'home' is `/`, the landing page for a visitor and the dashboard once signed in. */
export function accessOf(pattern: PageRoutePattern): Access | 'home' {
  if (pattern === '/') return 'home';
  if ((adminPaths as readonly string[]).includes(pattern)) return 'admin';
  const verified: readonly string[] = [...verifiedUserPaths, ...verifiedUserSubpaths];
  if (pattern === '/company' || verified.includes(pattern)) return 'verified';
  return 'public';
}

export type Viewer = { isAdmin: boolean; emailVerified: boolean } | null;

/**
 * What a route shows to who opens it: a visitor on a protected route sees the landing page, an unverified owner
 * sees the dashboard (its verification screen), a non-administrator on an administrator's route sees the landing
 * page. The client's gate and the server's preloads both follow it.
 */
export function pageView(access: Access | 'home', viewer: Viewer): 'screen' | 'landing' | 'dashboard' {
  if (access === 'public') return 'screen';
  if (!viewer || (access === 'admin' && !viewer.isAdmin)) return 'landing';
  if (access === 'home' || (access === 'verified' && !viewer.emailVerified && !viewer.isAdmin)) return 'dashboard';
  return 'screen';
}

/** The modules a route draws for this viewer, the shell first when it is a signed-in screen. */
export function pageModulesFor(pattern: PageRoutePattern, viewer: Viewer): string[] {
  const access = accessOf(pattern);
  const view = pageView(access, viewer);
  if (view === 'landing') return [pageModules['/']];
  if (view === 'dashboard') return [appShellModule, dashboardModule];
  return access === 'public' ? [pageModules[pattern]] : [appShellModule, pageModules[pattern]];
}

/** The modules of the public pages and the sign-in but the landing page: the `site` group of messages (src/client/i18n). */
const siteModules = new Set([
  'routes/auth.tsx',
  'routes/reset-password.tsx',
  'routes/features.tsx',
  'routes/pricing.tsx',
  'routes/blog.tsx',
  'routes/blog-post.tsx',
  'routes/logo-test.tsx',
  'routes/terms-of-service.tsx',
  'routes/privacy-policy.tsx',
  'routes/customer-storefronts.tsx',
]);

/**
 * Which group of messages a route module draws with: the landing page's (`home`, which every page has: the not-found
 * page draws from it only), the other public pages' (`site`), or the app's (the signed-in screens, customers' pages).
 */
export function groupOfModule(module: string): 'home' | 'site' | 'app' {
  if (module === drawnBy['/'] || module === notFound) return 'home';
  return siteModules.has(module) ? 'site' : 'app';
}
