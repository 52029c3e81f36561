// What the signed-in screens request when they open, at the page sizes they use (imported from the screens'
// own api modules, so the bench follows them), and a few requests a screen makes next: a filter, a search,
// the last page.
import { CUSTOMERS_PAGE_SIZE } from '../../../src/client/features/customers/api/customers.queries';
import { RECENT_INVOICES } from '../../../src/client/features/dashboard/api/dashboard.queries';
import { INVOICES_PAGE_SIZE } from '../../../src/client/features/invoices/api/invoices.queries';
import { QUOTES_PAGE_SIZE } from '../../../src/client/features/quotes/api/quotes.queries';
import { VISITS_PAGE_SIZE } from '../../../src/client/features/scheduling/api/scheduling.queries';
import type { GoalClass } from './goals';
import { PAYMENTS_PER_INVOICE } from './seed-payments';
import { VISIT_SEARCH_TERM, VISITS } from './seed-visits';
import { CUSTOMER_SEARCH_TERM, INVOICE_SEARCH_TERM } from './vocabulary';

/** Whose session a request carries: the owner of the big business, or of the small one. */
export type Owner = 'big' | 'small';
/** `against`: the name of the route whose time this one is held to (goals.ts `scale`), measured with it. */
export type BenchRoute = { name: string; path: string; goal: GoalClass; owner: Owner; against?: string };

/** The two references, served by the bench itself through the same hooks as the API. */
export const REFERENCE_ROW: BenchRoute = {
  name: 'reference: one row by key',
  path: '/api/bench/row',
  goal: 'reference',
  owner: 'big',
};
export const REFERENCE_JSON: BenchRoute = {
  name: 'reference: bare JSON',
  path: '/api/bench/json',
  goal: 'reference',
  owner: 'big',
};

/** `offset` of the last page of `total` rows at `size` a page, as the screen's pager asks for it. */
export const lastPageOffset = (total: number, size: number) => Math.max(0, Math.ceil(total / size) - 1) * size;

const page = (size: number, offset = 0) => `limit=${size}&offset=${offset}`;

/** The small company's size in invoices, the same in every run (server.ts seeds it). */
export const SMALL_INVOICES = 100;

/** Every measured route, the bare JSON reference first; the one-row reference is measured around them. */
export function benchRoutes(size: { invoices: number; customers: number }): BenchRoute[] {
  const invoices = (query: string, name: string, goal: GoalClass = 'list'): BenchRoute => ({
    name: `GET /api/invoices ${name}`,
    path: `/api/invoices?${query}`,
    goal,
    owner: 'big',
  });
  const customers = (query: string, name: string, goal: GoalClass = 'list'): BenchRoute => ({
    name: `GET /api/customers ${name}`,
    path: `/api/customers?${query}`,
    goal,
    owner: 'big',
  });
  const get = (path: string, owner: Owner = 'big', suffix = ''): BenchRoute => ({
    name: `GET ${path}${suffix}`,
    path,
    goal: 'list',
    owner,
  });
  const bigInvoices = size.invoices.toLocaleString('en-US');
  const withPayments = (invoices: number) =>
    ` (${invoices.toLocaleString('en-US')} invoices, ${(invoices * PAYMENTS_PER_INVOICE).toLocaleString('en-US')} payments)`;
  // The paid-revenue dashboard reads kept totals: the big company's is held to its time for the small one.
  const smallDashboard = get('/api/dashboard/stats', 'small', withPayments(SMALL_INVOICES));
  const bigDashboard = {
    ...get('/api/dashboard/stats', 'big', withPayments(size.invoices)),
    against: smallDashboard.name,
  };
  return [
    REFERENCE_JSON,
    // Every signed-in screen: the session, the company, the notification bell.
    get('/api/user'),
    get('/api/company'),
    get('/api/notifications'),
    // The dashboard.
    bigDashboard,
    smallDashboard,
    invoices(`limit=${RECENT_INVOICES}`, `?limit=${RECENT_INVOICES} (dashboard)`),
    // The invoices screen.
    get('/api/invoices/summary'),
    get('/api/invoices/aging', 'big', ` (${bigInvoices} invoices)`),
    invoices(page(INVOICES_PAGE_SIZE), 'first page'),
    invoices(`status=overdue&${page(INVOICES_PAGE_SIZE)}`, '?status=overdue'),
    invoices(`status=paid&${page(INVOICES_PAGE_SIZE)}`, '?status=paid'),
    invoices(
      page(INVOICES_PAGE_SIZE, lastPageOffset(size.invoices, INVOICES_PAGE_SIZE)),
      `last page (of ${bigInvoices})`,
    ),
    invoices(`search=${INVOICE_SEARCH_TERM}&${page(INVOICES_PAGE_SIZE)}`, `?search=${INVOICE_SEARCH_TERM}`, 'search'),
    // The customers screen.
    get('/api/customers/summary'),
    customers(page(CUSTOMERS_PAGE_SIZE), 'first page'),
    customers(page(CUSTOMERS_PAGE_SIZE, lastPageOffset(size.customers, CUSTOMERS_PAGE_SIZE)), 'last page'),
    customers(
      `search=${CUSTOMER_SEARCH_TERM}&${page(CUSTOMERS_PAGE_SIZE)}`,
      `?search=${CUSTOMER_SEARCH_TERM}`,
      'search',
    ),
    // The quotes screen.
    get('/api/quotes/summary'),
    { name: 'GET /api/quotes first page', path: `/api/quotes?${page(QUOTES_PAGE_SIZE)}`, goal: 'list', owner: 'big' },
    // The scheduling screen: the week in view, the List View (a filter, a search), the settings.
    get('/api/schedule-settings'),
    get(`/api/appointments?${thisWeek()}`, 'big', ` this week (of ${VISITS.toLocaleString('en-US')} visits)`),
    get(`/api/appointments/list?${page(VISITS_PAGE_SIZE)}`, 'big', ' first page'),
    get(`/api/appointments/list?status=scheduled&${page(VISITS_PAGE_SIZE)}`, 'big', ' ?status=scheduled'),
    {
      name: `GET /api/appointments/list ?search=${VISIT_SEARCH_TERM}`,
      path: `/api/appointments/list?search=${VISIT_SEARCH_TERM}&${page(VISITS_PAGE_SIZE)}`,
      goal: 'search',
      owner: 'big',
    },
    get('/api/appointments/technicians'),
  ];
}

/** `from=&to=` of the week the calendar opens on: Sunday to Sunday (UTC: the bench's business zone). */
function thisWeek(now = new Date()) {
  const sunday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay()));
  const next = new Date(sunday.getTime() + 7 * 86_400_000);
  return `from=${sunday.toISOString()}&to=${next.toISOString()}`;
}

/**
 * The routes whose name contains `only` (case-insensitive; all without it), and the routes they are held against,
 * in the list's order.
 */
export function selectRoutes(routes: readonly BenchRoute[], only: string | undefined): BenchRoute[] {
  const named = routes.filter((r) => !only || r.name.toLowerCase().includes(only.toLowerCase()));
  const partners = new Set(named.flatMap((r) => (r.against === undefined ? [] : [r.against])));
  return routes.filter((r) => named.includes(r) || partners.has(r.name));
}
