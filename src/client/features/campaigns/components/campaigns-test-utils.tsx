import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import type { PublicUser } from '@shared/auth/auth.schemas';
import type { Campaign, CampaignRecipient } from '@shared/campaigns/campaigns.schemas';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider, USER_KEY } from '@client/lib/session';
import { sampleCompany, sampleOwner } from '../../../../test/client-fixtures';

// The campaigns screens' tests: a business in Los Angeles, seen from a process in Tokyo (vitest.config.ts), so a
// time typed or shown in the process's zone instead of the business's lands on another day and hour.
export const BUSINESS_ZONE = 'America/Los_Angeles';

/** A campaign as the API answers it; spread overrides for what the test is about. */
export function campaignFixture(id: number, overrides: Partial<Campaign> = {}): Campaign {
  return {
    id,
    name: `Campaign ${id}`,
    subject: `Subject ${id}`,
    content: 'Hi {{customer_name}}, see you soon.',
    targetAudience: 'all',
    status: 'draft',
    scheduledDate: null,
    sentDate: null,
    createdAt: '2026-03-05T18:00:00.000Z',
    recipientCount: 0,
    emailsSent: 0,
    failedCount: 0,
    opensCount: 0,
    clicksCount: 0,
    unsubscribesCount: 0,
    ...overrides,
  };
}

export function recipientFixture(id: number, overrides: Partial<CampaignRecipient> = {}): CampaignRecipient {
  return {
    id,
    customerId: id,
    name: `Customer ${id}`,
    email: `customer${id}@example.com`,
    state: 'sent',
    error: null,
    sentAt: '2026-03-06T17:00:00.000Z',
    openedAt: null,
    clickedAt: null,
    unsubscribedAt: null,
    ...overrides,
  };
}

/** A list answer: the items, with their total in `X-Total-Count`. */
export const pageOf =
  <T,>(items: T[], total = items.length) =>
  () =>
    Response.json(items, { headers: { 'X-Total-Count': String(total) } });

/** Where the router is: the paths the screens navigate to. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders with the app's providers, signed in as an owner of a company in the business's zone; `path` is the route
 * pattern the screen is drawn under (its parameters read from `route`).
 */
export function renderCampaigns(ui: ReactNode, { route = '/marketing', path = '/marketing' } = {}) {
  const client = createQueryClient();
  const owner: PublicUser = { ...sampleOwner, timezone: BUSINESS_ZONE };
  client.setQueryData(USER_KEY, owner);
  client.setQueryData(['/api/company'], sampleCompany);
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<p>Another screen</p>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </SessionProvider>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
