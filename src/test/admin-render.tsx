import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider, USER_KEY } from '@client/lib/session';
import { sampleOwner } from './client-fixtures';

/** A list answer: the items, with their total in `X-Total-Count`. */
export const pageOf =
  <T,>(items: T[], total = items.length) =>
  () =>
    Response.json(items, { headers: { 'X-Total-Count': String(total) } });

/** The sonner toast a text is in (its title and description). */
export const toastOf = (text: HTMLElement) => text.closest('[data-sonner-toast]');

/** Renders with the app's providers and toasts, signed in as `user` (the platform's administrator by default). */
export function renderAdmin(ui: ReactNode, user: PublicUser = { ...sampleOwner, isAdmin: true }) {
  const client = createQueryClient();
  client.setQueryData(USER_KEY, user);
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </SessionProvider>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
