import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaidInvoice } from '@shared/payments/card-payments.schemas';
import type { PaidDeposit } from '@shared/payments/deposit-payments.schemas';
import { loadMessageGroup, switchLanguage } from '@client/i18n/i18n';
import { renderWithProviders } from '../../../../test/render';
import fr from '../messages/fr.json';
import { PaymentSuccessPage } from './payment-success-page';

// The page's messages, as the app loads them with its route (route-modules.tsx).
beforeAll(() => loadMessageGroup('app'));

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const paid: PaidInvoice = {
  id: 7,
  invoiceNumber: 'INV-0007',
  totalAmount: 123450,
  amountPaid: '1234.50',
  balanceDue: '0.00',
  status: 'paid',
  customerToken: 'tok123',
  language: 'en',
  payment: { amount: '1234.50', status: 'succeeded' },
};

function renderAt(route: string, answer: (url: string, init?: RequestInit) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(
    <Routes>
      <Route path="/payment-success" element={<PaymentSuccessPage />} />
    </Routes>,
    { route },
  );
  return fetch;
}

describe('PaymentSuccessPage', () => {
  it('sends mark-paid once with the payment id, then shows the invoice, the amount and the links', async () => {
    const fetch = renderAt('/payment-success?invoice=7&payment_id=pay_1', () => Response.json(paid));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('INV-0007')).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Paid in full')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your invoices' })).toHaveAttribute('href', '/customer/tok123');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const calls = fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(calls).toEqual(['POST /api/invoices/7/mark-paid?payment_id=pay_1', 'GET /api/invoices/7?payment_id=pay_1']);
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ paymentMethod: 'card', transactionId: 'pay_1' });
  });

  it('shows the balance left after a partial payment', async () => {
    renderAt('/payment-success?invoice=7&payment_id=pay_2', () =>
      Response.json({ ...paid, balanceDue: '234.50', payment: { amount: '1000.00', status: 'succeeded' } }),
    );
    expect(await screen.findByText('$1,000.00')).toBeInTheDocument();
    expect(screen.getByText('Balance left')).toBeInTheDocument();
    expect(screen.getByText('$234.50')).toBeInTheDocument();
  });

  it('waits for the processor while the payment is pending', async () => {
    renderAt('/payment-success?invoice=7&payment_id=cs_1', (_url, init) =>
      init?.method === 'POST'
        ? Response.json({ message: 'boom' }, { status: 500 })
        : Response.json({ ...paid, status: 'sent', payment: { amount: '1234.50', status: 'pending' } }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
  });

  it('says the payment is not found without a payment id of the invoice', async () => {
    renderAt('/payment-success?invoice=7&payment_id=made-up', () => Response.json({ message: 'x' }, { status: 404 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.queryByText('INV-0007')).not.toBeInTheDocument();
  });

  it("is in the business's language, as the portal the customer paid from", async () => {
    renderAt('/payment-success?invoice=7&payment_id=pay_1', () => Response.json({ ...paid, language: 'fr' }));
    expect(await screen.findByRole('heading', { name: fr['customer-portal.paid.title'] })).toBeInTheDocument();
  });

  it('shows a deposit received: the quote, the amount and the link to the portal, after its nudge', async () => {
    const deposit: PaidDeposit = {
      id: 3,
      quoteNumber: 'Q-0003',
      depositAmount: '120.00',
      depositPaid: '120.00',
      customerToken: 'tok123',
      language: 'en',
      payment: { amount: '120.00', status: 'succeeded' },
    };
    const fetch = renderAt('/payment-success?quote=3&payment_id=pay_9', () => Response.json(deposit));
    expect(await screen.findByRole('heading', { name: 'Deposit received' })).toBeInTheDocument();
    expect(screen.getByText('Q-0003')).toBeInTheDocument();
    expect(screen.getByText('$120.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your customer portal' })).toHaveAttribute('href', '/customer/tok123');
    const calls = fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(calls).toEqual([
      'POST /api/quotes/3/deposit/confirm?payment_id=pay_9',
      'GET /api/quotes/3/deposit?payment_id=pay_9',
    ]);
  });

  it('waits for the processor on a deposit still pending', async () => {
    renderAt('/payment-success?quote=3&payment_id=cs_2', () =>
      Response.json({
        id: 3,
        quoteNumber: 'Q-0003',
        depositAmount: '120.00',
        depositPaid: '0.00',
        customerToken: 'tok123',
        payment: { amount: '120.00', status: 'pending' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('the deposit for quote Q-0003');
  });

  it('says a deposit payment is not found without a payment id of the quote', async () => {
    renderAt('/payment-success?quote=3&payment_id=made-up', () => Response.json({ message: 'x' }, { status: 404 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeInTheDocument();
  });
});
