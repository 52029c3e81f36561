import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../client/lib/query-client';
import type { PublicUser } from '../shared/auth/auth.schemas';
import { SessionProvider, USER_KEY } from '../client/lib/session';

/** Renders a client component with the app's real providers around it. */
export function renderWithProviders(
  ui: ReactNode,
  {
    route = '/',
    user,
    cached = [],
  }: {
    route?: string;
    /** signed in as */
    user?: PublicUser;
    /** answers already loaded, by query key */
    cached?: [key: readonly unknown[], data: unknown][];
  } = {},
) {
  const queryClient = createQueryClient();
  if (user) queryClient.setQueryData(USER_KEY, user);
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}
