import { hashKey, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { PAGE_DATA_ID } from '@shared/page-data';
import { appShellModule, dashboardModule, pageModules } from '@shared/page-modules';
import { seedFromPage } from '@client/lib/page-data';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider, USER_KEY } from '@client/lib/session';
import { sampleCompany, sampleOwner } from '../../test/client-fixtures';
import { mockApi } from '../../test/mock-api';
import { firstReads, startScreen } from './route-prefetch';
import { hasRouteModule, preloadModules, routeComponent } from './route-modules';

afterEach(() => vi.unstubAllGlobals());

const user = sampleOwner;
const company = sampleCompany;

/** A query client as main.tsx makes it, from a page that brought this session. */
function clientFromPage(data: Record<string, unknown>): QueryClient {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ID;
  element.textContent = JSON.stringify(data);
  document.body.append(element);
  const client = createQueryClient();
  seedFromPage(client);
  return client;
}

const keysOf = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryHash);
const readKeys = async (module: string, client: QueryClient = createQueryClient()) =>
  ((await firstReads[module](client)) as { queryKey: readonly unknown[] }[]).map((r) => hashKey(r.queryKey));

describe('the route table', () => {
  it('names modules that exist, for every route and for the shell and the dashboard', () => {
    for (const module of [...Object.values(pageModules), appShellModule, dashboardModule]) {
      expect(hasRouteModule(module), module).toBe(true);
    }
    for (const module of Object.keys(firstReads)) expect(hasRouteModule(module), module).toBe(true);
  });
});

describe('the page data', () => {
  it('fills the session and the company under the keys the app reads them with, once', () => {
    const client = clientFromPage({ '/api/user': user, '/api/company': company });
    expect(client.getQueryData(USER_KEY)).toEqual(user);
    expect(client.getQueryData(['/api/company'])).toEqual(company);
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
  });
});

describe('the first reads of each screen', () => {
  it.each(Object.keys(firstReads))('are what %s asks for on its first render', async (module) => {
    mockApi({});
    const client = clientFromPage({ '/api/user': user, '/api/company': company });
    await preloadModules([module]);
    const Screen = routeComponent<{ user: PublicUser; children?: never }>(module) as ComponentType<{
      user: PublicUser;
    }>;
    render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter>
            <Screen user={user} />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>,
    );
    const expected = await readKeys(module, client);
    await waitFor(() => expect(keysOf(client)).toEqual(expect.arrayContaining(expected)));
  });

  it('start with the app, before any screen is drawn, for an owner with a company', async () => {
    const fetch = mockApi({});
    const client = clientFromPage({ '/api/user': user, '/api/company': company });
    const loading = startScreen(client, '/invoices');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(5));
    await loading;
    const urls = fetch.mock.calls.map(([url]) => String(url)).sort();
    expect(urls).toEqual([
      '/api/billing-settings',
      '/api/invoices/aging',
      '/api/invoices/summary',
      '/api/invoices?limit=20&offset=0',
      '/api/notifications',
    ]);
    expect(keysOf(client)).toEqual(
      expect.arrayContaining([...(await readKeys(appShellModule)), ...(await readKeys('routes/invoices.tsx'))]),
    );
    // Settled once every read has answered (here with the mock's 404): main.tsx draws the screen then.
    const reads = client
      .getQueryCache()
      .findAll({ predicate: (q) => !['/api/user', '/api/company'].includes(String(q.queryKey[0])) });
    expect(reads).toHaveLength(5);
    expect(reads.map((q) => q.state.status)).not.toContain('pending');
  });

  it('start the reads of the payment setup screen: accounts, mode, billing settings and card payments', async () => {
    const fetch = mockApi({});
    const client = clientFromPage({ '/api/user': user, '/api/company': company });
    await startScreen(client, '/payment-setup');
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/api/billing-settings',
      '/api/connected-accounts',
      '/api/notifications',
      '/api/payments/mode',
      '/api/platform-transactions',
    ]);
  });

  it("start the reads of the scheduling screen: its settings and this week in the owner's zone", async () => {
    const fetch = mockApi({});
    const client = clientFromPage({
      '/api/user': { ...user, timezone: 'America/Los_Angeles' },
      '/api/company': company,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T03:00:00Z')); // Tuesday evening in Los Angeles
    try {
      await startScreen(client, '/scheduling');
    } finally {
      vi.useRealTimers();
    }
    expect(fetch.mock.calls.map(([url]) => decodeURIComponent(String(url))).sort()).toEqual([
      '/api/appointments?from=2026-11-23T08:00:00.000Z&to=2026-11-30T08:00:00.000Z',
      '/api/notifications',
      '/api/schedule-settings',
    ]);
  });

  it('do not start for a visitor, an owner without a company, or a screen the owner does not see', async () => {
    const fetch = mockApi({});
    await Promise.all([
      startScreen(createQueryClient(), '/invoices'),
      startScreen(clientFromPage({ '/api/user': user, '/api/company': null }), '/invoices'),
      startScreen(clientFromPage({ '/api/user': user, '/api/company': company }), '/admin/outbox'),
      startScreen(clientFromPage({ '/api/user': user, '/api/company': company }), '/pricing'),
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
