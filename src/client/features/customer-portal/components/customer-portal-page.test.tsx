import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Portal } from '@shared/customer-portal/customer-portal.schemas';
import { renderWithProviders } from '../../../../test/render';
import { CustomerPortalPage } from './customer-portal-page';

afterEach(() => vi.unstubAllGlobals());

const portal: Portal = {
  language: 'en',
  customer: { name: 'Dana Whitfield', email: 'dana@example.com', phone: '(555) 201-3344', address: null },
  company: {
    name: 'Greenline Landscaping',
    email: 'hello@greenline.example',
    phone: '(555) 010-2000',
    address: '1 Main St',
    website: null,
    logo: null,
  },
  outstandingBalance: '1234.50',
  pendingQuotes: 1,
  nextService: null,
  invoices: [
    {
      id: 7,
      invoiceNumber: 'INV-0007',
      amount: '1234.50',
      balanceDue: '1234.50',
      status: 'viewed',
      createdAt: '2024-03-05T15:00:00.000Z',
      dueDate: '2024-04-04',
    },
  ],
  quotes: [
    {
      id: 3,
      quoteNumber: 'Q-0003',
      amount: '480.00',
      status: 'sent',
      createdAt: '2024-03-01T15:00:00.000Z',
      validUntil: '2099-01-01',
      depositAmount: '0.00',
      depositPaid: '0.00',
      depositPayable: false,
    },
    {
      id: 2,
      quoteNumber: 'Q-0002',
      amount: '90.00',
      status: 'accepted',
      createdAt: '2024-02-01T15:00:00.000Z',
      validUntil: null,
      depositAmount: '0.00',
      depositPaid: '0.00',
      depositPayable: false,
    },
  ],
  summary: { totalInvoices: 4, totalPaid: '800.00', quotesPending: 1 },
  payments: { enabled: false, mode: 'test', allowPartial: false, minimumPartial: '1.00' },
};
const payable: Portal = { ...portal, payments: { ...portal.payments, enabled: true } };

function renderPortal(answer: (url: string, init?: RequestInit) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(
    <Routes>
      <Route path="/customer/:token" element={<CustomerPortalPage />} />
      <Route path="/payment-success" element={<p>Success page</p>} />
    </Routes>,
    { route: '/customer/tok123' },
  );
  return fetch;
}

describe('CustomerPortalPage', () => {
  it('shows the welcome, the figures and the recent documents', async () => {
    renderPortal(() => Response.json(portal));
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana Whitfield' })).toBeInTheDocument();
    expect(screen.getAllByText('Greenline Landscaping').length).toBeGreaterThan(0);
    expect(screen.getByText('dana@example.com')).toBeInTheDocument();
    const outstanding = screen.getByRole('heading', { name: 'Outstanding Balance' }).parentElement!;
    expect(within(outstanding).getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('No service is scheduled yet.')).toBeInTheDocument();
    expect(screen.getByText('INV-0007')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF of invoice INV-0007' })).toHaveAttribute(
      'href',
      '/api/customer-portal/tok123/invoices/7/pdf',
    );
    expect(screen.getByRole('button', { name: 'Accept quote Q-0003' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept quote Q-0002' })).not.toBeInTheDocument();
    expect(screen.getByText('$800.00')).toBeInTheDocument();
    expect(screen.getByText('hello@greenline.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /pay/i })).not.toBeInTheDocument();
    expect(
      screen.getByText('Online payment is not set up yet. Please contact Greenline Landscaping to pay your invoices.'),
    ).toBeInTheDocument();
  });

  const card = async (dialog: HTMLElement, number: string) => {
    await userEvent.type(within(dialog).getByLabelText('Name on card'), 'Dana Whitfield');
    await userEvent.type(within(dialog).getByLabelText('Card number'), number);
    await userEvent.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/40');
    await userEvent.type(within(dialog).getByLabelText('Security code'), '123');
  };
  const payCalls = (fetch: ReturnType<typeof renderPortal>) =>
    fetch.mock.calls.filter(([url]) => String(url).endsWith('/invoices/7/pay'));

  it('pays the balance by card in test mode and goes to the success page', async () => {
    const fetch = renderPortal((url) =>
      url.endsWith('/pay')
        ? Response.json({ status: 'succeeded', redirectUrl: '/payment-success?invoice=7&payment_id=pay_1' })
        : Response.json(payable),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay invoice INV-0007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay Invoice INV-0007' });
    expect(within(dialog).getByText('Test mode: no real money moves')).toBeInTheDocument();
    expect(within(dialog).getByText('Balance due: $1,234.50')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Amount to pay')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(await within(dialog).findByText('Please enter a valid card number')).toBeInTheDocument();
    expect(payCalls(fetch)).toHaveLength(0);

    await card(dialog, '4242 4242 4242 4242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Success page')).toBeInTheDocument();
    const [[, init]] = payCalls(fetch);
    expect(JSON.parse(String(init?.body))).toEqual({
      card: { cardholderName: 'Dana Whitfield', cardNumber: '4242424242424242', expiryDate: '12/40', cvv: '123' },
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the customer to Stripe with no card typed here when the business takes cards through Stripe', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const stripe = { ...payable, payments: { ...payable.payments, mode: 'stripe' as const } };
    const fetch = renderPortal((url) =>
      url.endsWith('/pay')
        ? Response.json({ status: 'redirect', redirectUrl: 'https://checkout.stripe.test/c/cs_1' })
        : Response.json(stripe),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay invoice INV-0007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay Invoice INV-0007' });
    expect(within(dialog).queryByLabelText('Card number')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_1'));
    const [[, init]] = payCalls(fetch);
    expect(JSON.parse(String(init?.body))).toEqual({});
  });

  it("shows a declined card's message and tries again with a new key", async () => {
    const fetch = renderPortal((url) =>
      url.endsWith('/pay')
        ? Response.json({ message: 'Your card was declined.' }, { status: 402 })
        : Response.json(payable),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay invoice INV-0007' }));
    const dialog = await screen.findByRole('dialog');
    await card(dialog, '4000 0000 0000 0002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await vi.waitFor(() => expect(payCalls(fetch)).toHaveLength(2));
    const keys = payCalls(fetch).map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('lets the customer pay part of the balance when the business allows it, at least $1.00', async () => {
    const fetch = renderPortal((url) =>
      url.endsWith('/pay')
        ? Response.json({ status: 'succeeded', redirectUrl: '/payment-success?invoice=7&payment_id=pay_2' })
        : Response.json({ ...payable, payments: { ...payable.payments, allowPartial: true } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay invoice INV-0007' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Amount to pay');
    expect(amount).toHaveValue('1234.50');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.50');
    await card(dialog, '4242424242424242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(await within(dialog).findByText('A partial payment must be at least $1.00.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '200.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Success page')).toBeInTheDocument();
    expect(JSON.parse(String(payCalls(fetch)[0][1]?.body))).toMatchObject({ amount: '200.00' });
  });

  it('asks for the typed name before accepting, then sends it', async () => {
    const fetch = renderPortal((_url, init) =>
      init?.method === 'POST'
        ? Response.json({ ...portal.quotes[0], status: 'accepted', items: [], description: null, notes: null })
        : Response.json(portal),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept quote Q-0003' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/By typing your name below/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept Quote' }));
    expect(await within(dialog).findByText('Please type your name to accept')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Your full name'), 'Dana Whitfield');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept Quote' }));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/customer-portal/tok123/quotes/3/accept',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ signerName: 'Dana Whitfield' }) }),
      ),
    );
  });

  const withDeposit = (base: Portal, quote: Partial<Portal['quotes'][number]>): Portal => ({
    ...base,
    quotes: [base.quotes[0], { ...base.quotes[1], depositAmount: '22.50', depositPayable: true, ...quote }],
  });
  const depositCalls = (fetch: ReturnType<typeof renderPortal>) =>
    fetch.mock.calls.filter(([url]) => String(url).endsWith('/quotes/2/pay-deposit'));

  it('pays the deposit of an accepted quote by card in test mode, from the list and from the quote', async () => {
    const fetch = renderPortal((url) =>
      url.endsWith('/pay-deposit')
        ? Response.json({ status: 'succeeded', redirectUrl: '/payment-success?quote=2&payment_id=pay_3' })
        : url.endsWith('/quotes/2')
          ? Response.json({ ...withDeposit(payable, {}).quotes[1], items: [], description: null, notes: null })
          : Response.json(withDeposit(payable, {})),
    );
    expect(await screen.findByText('Deposit $22.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View quote Q-0002' }));
    const view = await screen.findByRole('dialog', { name: 'Quote Q-0002' });
    expect(await within(view).findByTestId('quote-deposit')).toHaveTextContent('Deposit due on acceptance: $22.50');
    await userEvent.click(within(view).getByRole('button', { name: 'Pay deposit for quote Q-0002' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay Deposit for Quote Q-0002' });
    expect(within(dialog).getByText('Test mode: no real money moves')).toBeInTheDocument();
    expect(within(dialog).getByText('Deposit due: $22.50')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Amount to pay')).not.toBeInTheDocument();
    await card(dialog, '4242 4242 4242 4242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Success page')).toBeInTheDocument();
    const [[, init]] = depositCalls(fetch);
    expect(JSON.parse(String(init?.body))).toEqual({
      card: { cardholderName: 'Dana Whitfield', cardNumber: '4242424242424242', expiryDate: '12/40', cvv: '123' },
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers no Pay deposit once it is paid', async () => {
    renderPortal(() => Response.json(withDeposit(payable, { depositPaid: '22.50', depositPayable: false })));
    expect(await screen.findByText('Deposit $22.50 · paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay deposit/ })).not.toBeInTheDocument();
  });

  it('hides Pay deposit while online payment is not set up', async () => {
    renderPortal(() => Response.json(withDeposit(portal, {})));
    expect(await screen.findByText('Deposit $22.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay deposit/ })).not.toBeInTheDocument();
  });

  it('offers to pay the deposit right away once a quote asking one is accepted', async () => {
    const sent = withDeposit(payable, {});
    const asking: Portal = { ...sent, quotes: [{ ...sent.quotes[0], depositAmount: '120.00' }] };
    const fetch = renderPortal((url, init) =>
      init?.method === 'POST'
        ? url.endsWith('/accept')
          ? Response.json({
              ...asking.quotes[0],
              status: 'accepted',
              depositPayable: true,
              items: [],
              description: null,
              notes: null,
            })
          : Response.json({ status: 'succeeded', redirectUrl: '/payment-success?quote=3&payment_id=pay_4' })
        : Response.json(asking),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept quote Q-0003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Quote Q-0003' });
    await userEvent.type(within(dialog).getByLabelText('Your full name'), 'Dana Whitfield');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept Quote' }));
    expect(await within(dialog).findByText(/A deposit of \$120.00 is due on acceptance/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay deposit now' }));
    const pay = await screen.findByRole('dialog', { name: 'Pay Deposit for Quote Q-0003' });
    await card(pay, '4242424242424242');
    await userEvent.click(within(pay).getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Success page')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/customer-portal/tok123/quotes/3/pay-deposit');
  });

  it('shows Access Denied for an unknown link', async () => {
    renderPortal(() => Response.json({ message: 'Invalid or expired customer portal link.' }, { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText('Invalid or expired customer portal link. Please contact your service provider.'),
    ).toBeInTheDocument();
  });
});
