import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import type { PublicUser } from '@shared/auth/auth.schemas';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider, USER_KEY } from '@client/lib/session';
import { sampleOwner } from '../../../../test/client-fixtures';

/** `ui` at `route` for a signed-in `user` (an owner unless given), with '/' drawn as "Home screen" and the toasts. */
export function renderAt(ui: ReactNode, { route = '/subscribe', user = sampleOwner as PublicUser } = {}) {
  const client = createQueryClient();
  client.setQueryData(USER_KEY, user);
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/" element={<p>Home screen</p>} />
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

/** The toast whose text includes `text` (sonner's toasts outlive a test: the title alone is not enough). */
export const toastSaying = async (text: string) =>
  (await screen.findByText(text, { selector: '[data-sonner-toast] *' })).closest('[data-sonner-toast]');

export const testCard = {
  cardholderName: 'Dana Moreno',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/34',
  cvv: '123',
};
