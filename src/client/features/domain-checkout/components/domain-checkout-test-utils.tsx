import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import type { PublicUser } from '@shared/auth/auth.schemas';
import type { DomainOrder } from '@shared/storefronts/domain-checkout.schemas';
import { createQueryClient } from '@client/lib/query-client';
import { SessionProvider, USER_KEY } from '@client/lib/session';
import { sampleOwner } from '../../../../test/client-fixtures';
import { DomainCheckoutPage } from './domain-checkout-page';

export const order: DomainOrder = {
  subdomain: 'greenline',
  domainType: 'subdomain',
  companyName: 'Greenline Landscaping',
  industry: 'landscaping',
  setupFee: '29.00',
  monthlyFee: '9.00',
  status: 'pending',
  payments: { mode: 'test' },
};

/** The checkout at `route` for a signed-in owner (or a visitor: `user: null`), with the domain manager and toasts. */
export function renderCheckout({ route = '/checkout/domain/greenline', user = sampleOwner as PublicUser | null } = {}) {
  const client = createQueryClient();
  client.setQueryData(USER_KEY, user);
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/checkout/domain/:subdomain" element={<DomainCheckoutPage />} />
            <Route path="/domain-manager" element={<p>Domain manager screen</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

/** The toast whose text includes `text`. */
export const toastSaying = async (text: string) =>
  (await screen.findByText(text, { selector: '[data-sonner-toast] *' })).closest('[data-sonner-toast]');
