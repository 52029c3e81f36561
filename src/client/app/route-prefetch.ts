import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { appShellModule, dashboardModule, pageModulesFor, type PageRoutePattern } from '@shared/page-modules';
import { pageRoutePatterns } from '@shared/paths';
import { USER_KEY } from '@client/lib/session';
import { companyQuery, servicesQuery } from '@client/features/company/api/company.queries';
import { customerPageQuery, customerSummaryQuery } from '@client/features/customers/api/customers.queries';
import { dashboardStatsQuery, recentInvoicesQuery } from '@client/features/dashboard/api/dashboard.queries';
import {
  billingSettingsQuery,
  firstInvoicesPage,
  invoiceSummaryQuery,
  invoicesQuery,
} from '@client/features/invoices/api/invoices.queries';
import { invoiceAgingQuery } from '@client/features/invoices/api/invoice-aging.queries';
import { notificationsQuery } from '@client/features/notifications/api/notifications.api';
import {
  billingSettingsQuery as paymentSettingsQuery,
  connectedAccountsQuery,
  paymentModeQuery,
  platformTransactionsQuery,
} from '@client/features/payments/api/payments.queries';
import { firstQuotesPage, quoteSummaryQuery, quotesQuery } from '@client/features/quotes/api/quotes.queries';
import { preloadModules } from './route-modules';

type Read = FetchQueryOptions<never, Error, never, readonly unknown[]>;

/**
 * The reads each route module makes on its first render, with the screen's own query options (so the cache is
 * shared): started with the app, before the module has loaded. All of them read a company's data, so they start
 * only for an owner who has one. A test holds each list to what its screen asks for. A list may come once code the
 * landing page must not carry has loaded (a promise), and may depend on the session in the cache.
 */
export const firstReads: Record<string, (client: QueryClient) => unknown[] | Promise<unknown[]>> = {
  [appShellModule]: () => [notificationsQuery],
  // A technician's `/` opens their schedule (the business's figures are not theirs): nothing of the dashboard's.
  [dashboardModule]: (client) =>
    client.getQueryData<PublicUser | null>(USER_KEY)?.businessRole === 'technician'
      ? []
      : [dashboardStatsQuery, recentInvoicesQuery, servicesQuery],
  'routes/invoices.tsx': () => [
    invoicesQuery(firstInvoicesPage),
    invoiceSummaryQuery,
    invoiceAgingQuery,
    billingSettingsQuery,
  ],
  'routes/customers.tsx': () => [customerPageQuery(0, ''), customerSummaryQuery],
  'routes/quotes.tsx': () => [quotesQuery(firstQuotesPage), quoteSummaryQuery],
  'routes/payment-setup.tsx': () => [
    connectedAccountsQuery,
    paymentModeQuery,
    paymentSettingsQuery,
    platformTransactionsQuery,
  ],
  // The owner's week, counted in their zone: that arithmetic and the schedule's values come with the screen's code
  // (the page preloads its chunks), not in the entry every visitor downloads.
  'routes/scheduling.tsx': (client) =>
    import('@client/features/scheduling/api/scheduling.queries').then((q) => [
      q.scheduleSettingsQuery,
      q.thisWeekQuery(q.ownerZone(client.getQueryData<PublicUser | null>(USER_KEY))),
    ]),
  // The campaigns' reads come with the screen's code too: none of it belongs in the entry.
  'routes/marketing.tsx': () =>
    import('@client/features/campaigns/api/campaigns.queries').then((q) => [
      q.campaignsQuery(0),
      q.campaignSummaryQuery,
    ]),
  // The store builder opens on its overview: the storefront, the week's figures and the first leads, together.
  'routes/landing-page-builder.tsx': () =>
    import('@client/features/storefronts/api/storefront.queries').then((q) => [
      q.configQuery,
      q.analyticsQuery(7),
      q.leadsQuery(q.firstLeadsPage),
    ]),
  'routes/supplies.tsx': () =>
    import('@client/features/merch/api/merch.queries').then((q) => [q.merchStoreQuery, q.merchSummaryQuery]),
};

const patterns = pageRoutePatterns.map((path) => ({ path }));

/** The route pattern of a path, as the router matches it; undefined for its not-found screen. */
export function patternOf(pathname: string): PageRoutePattern | undefined {
  return matchRoutes(patterns, pathname)?.at(-1)?.route.path as PageRoutePattern | undefined;
}

/**
 * Starts what the screen at `pathname` needs, all at once: its modules (the shell's too; the page's HTML already
 * fetches their chunks) and, for an owner with a company, the reads of its first render. Nothing waits for the
 * code that will show them. The promise settles once the modules have loaded and the reads have answered (a
 * failed read too: the screen then shows its error).
 */
export function startScreen(client: QueryClient, pathname: string): Promise<unknown> {
  const pattern = patternOf(pathname);
  if (!pattern) return Promise.resolve();
  const user = client.getQueryData<PublicUser | null>(USER_KEY) ?? null;
  const modules = pageModulesFor(pattern, user);
  const started: Promise<unknown>[] = [preloadModules(modules)];
  if (client.getQueryData(companyQuery.queryKey)) {
    for (const module of modules) {
      const reads = firstReads[module]?.(client) ?? [];
      const prefetch = (list: unknown[]) => list.map((read) => client.prefetchQuery(read as Read));
      started.push(...(Array.isArray(reads) ? prefetch(reads) : [reads.then((later) => Promise.all(prefetch(later)))]));
    }
  }
  return Promise.all(started);
}
