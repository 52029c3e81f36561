import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider, USER_KEY } from '@client/lib/session';
import { sampleCompany, sampleOwner } from '../../../../test/client-fixtures';

// The scheduling screens' tests: a business in Los Angeles, seen from a process in Tokyo (every client test's zone,
// vitest.config.ts), so a time drawn in the process's zone instead of the business's lands on another day and hour.
export const BUSINESS_ZONE = 'America/Los_Angeles';

/** Where the router is: `?tab=` and the paths the screen navigates to. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders with the app's providers, signed in as an owner of a company in the business's zone (or as `user` says:
 * a technician of the team).
 */
export function renderScheduling(
  ui: ReactNode,
  { route = '/scheduling', user = {} }: { route?: string; user?: Partial<PublicUser> } = {},
) {
  const client = createQueryClient();
  const owner: PublicUser = { ...sampleOwner, timezone: BUSINESS_ZONE, ...user };
  client.setQueryData(USER_KEY, owner);
  client.setQueryData(['/api/company'], sampleCompany);
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter initialEntries={[route]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </SessionProvider>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
