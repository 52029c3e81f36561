import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Quote } from '@shared/quotes/quotes.schemas';
import { renderWithProviders } from '../../../../test/render';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { QuotesPage } from './quotes-page';
import { preloadQuoteForm } from './quote-form-dialog';

// The app starts loading the form when the pointer reaches the button that opens it: so do these tests, once.
beforeAll(preloadQuoteForm);

afterEach(() => vi.unstubAllGlobals());

function quote(id: number, overrides: Partial<Quote> = {}): Quote {
  return {
    id,
    quoteNumber: `Q-000${id}`,
    customerId: 7,
    customerName: 'Acme Pools',
    amount: '150.00',
    depositType: null,
    depositValue: null,
    depositAmount: '0.00',
    depositPaid: '0.00',
    description: null,
    validUntil: '2030-06-30',
    notes: null,
    status: 'draft',
    createdAt: '2024-03-05T15:00:00.000Z',
    sentDate: null,
    acceptedDate: null,
    signerName: null,
    declinedDate: null,
    declineReason: null,
    convertedInvoiceId: null,
    previewToken: `token-${id}`,
    delivery: null,
    items: [{ description: 'Pool opening', quantity: 2, rate: '75.00', amount: '150.00' }],
    createdBy: null,
    ...overrides,
  };
}

const summary = { totalValue: '450.00', count: 3, accepted: 1, pending: 1 };
const page = (items: Quote[]) => () => Response.json(items, { headers: { 'X-Total-Count': String(items.length) } });

describe('Quotes page', () => {
  it('closes only the customer list, not the New Quote dialog, on Escape', async () => {
    mockApi({
      'GET /api/quotes': page([]),
      'GET /api/quotes/summary': () => Response.json(summary),
      'GET /api/customers': () => Response.json([{ id: 7, name: 'Acme Pools', email: 'a@example.com' }]),
    });
    renderWithProviders(<QuotesPage />);
    await userEvent.click((await screen.findAllByRole('button', { name: 'New Quote' }))[0]);
    const dialog = await screen.findByRole('dialog');
    // The form loads with the dialog, not with the list.
    await userEvent.click(await within(dialog).findByLabelText('Customer'));
    expect(within(dialog).getByLabelText('Customer')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Customer')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockApi({ 'GET /api/quotes': page([]), 'GET /api/quotes/summary': () => Response.json(summary) });
    renderWithProviders(<QuotesPage />);
    expect(await screen.findByText('No quotes yet')).toBeInTheDocument();
    expect(screen.getByText('Total Quote Value')).toBeInTheDocument();
    expect(screen.getByTestId('summary-Total Quote Value')).toHaveTextContent('$450.00');
  });

  it('names the member who created a quote, when one is known', async () => {
    mockApi({
      'GET /api/quotes': page([quote(1, { createdBy: { id: 3, name: 'Robin Office' } }), quote(2)]),
      'GET /api/quotes/summary': () => Response.json(summary),
    });
    renderWithProviders(<QuotesPage />);
    const rows = await screen.findAllByTestId('quote-row');
    expect(within(rows[0]).getByText('Created by Robin Office')).toBeInTheDocument();
    expect(within(rows[1]).queryByText(/Created by/)).toBeNull();
  });

  it('offers the next step of each quote, shows failed deliveries and deletes after confirmation', async () => {
    const failed = { status: 'failed' as const, error: 'Mailbox unavailable', to: 'billing@acme.test' };
    const fetch = mockApi({
      'GET /api/quotes': page([
        quote(1),
        quote(2, { status: 'sent', delivery: failed }),
        quote(3, { status: 'accepted' }),
      ]),
      'GET /api/quotes/summary': () => Response.json(summary),
      'DELETE /api/quotes/1': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<QuotesPage />);
    const rows = await screen.findAllByTestId('quote-row');
    expect(within(rows[0]).getByRole('button', { name: 'Send Quote' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Mark Accepted' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('alert')).toHaveTextContent('Mailbox unavailable');
    expect(within(rows[2]).getByRole('button', { name: 'Convert to Invoice' })).toBeInTheDocument();

    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Actions for quote Q-0001' }));
    expect(await screen.findByRole('menuitem', { name: 'View Preview' })).toHaveAttribute(
      'href',
      '/quote-preview/1?token=token-1',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete Quote' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Quote' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'DELETE /api/quotes/1')).toHaveLength(1));
  });

  it('shows the deposit asked and paid, and what the conversion carried onto the invoice', async () => {
    const deposit = { depositType: 'percent' as const, depositValue: '25.00', depositAmount: '37.50' };
    mockApi({
      'GET /api/quotes': page([
        quote(1, { status: 'accepted', ...deposit, depositPaid: '37.50' }),
        quote(2, { status: 'sent', depositType: 'fixed', depositValue: '50.00', depositAmount: '50.00' }),
        quote(3),
      ]),
      'GET /api/quotes/summary': () => Response.json(summary),
      'POST /api/quotes/1/convert': () =>
        Response.json({ invoiceId: 9, invoiceNumber: 'INV-0009', depositCarried: '37.50', depositUnpaid: false }),
    });
    renderWithProviders(
      <>
        <QuotesPage />
        <Toaster />
      </>,
    );
    const rows = await screen.findAllByTestId('quote-row');
    expect(within(rows[0]).getByTestId('quote-deposit')).toHaveTextContent('Deposit $37.50 (25%) · Paid');
    expect(within(rows[1]).getByTestId('quote-deposit')).toHaveTextContent('Deposit $50.00 · Not paid');
    expect(within(rows[2]).queryByTestId('quote-deposit')).not.toBeInTheDocument();
    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Convert to Invoice' }));
    expect(
      await screen.findByText(
        'Invoice INV-0009 was created from quote Q-0001. The deposit of $37.50 is counted as paid on it.',
      ),
    ).toBeInTheDocument();
  });

  it('opens the new-quote form for the customer named in the address, then saves it for that customer', async () => {
    const fetch = mockApi({
      'GET /api/quotes': page([]),
      'GET /api/quotes/summary': () => Response.json(summary),
      'GET /api/customers/7': () => Response.json({ id: 7, name: 'Acme Pools', email: 'billing@acme.test' }),
      'POST /api/quotes': () => Response.json(quote(5), { status: 201 }),
    });
    renderWithProviders(<QuotesPage />, { route: '/quotes?new=1&customer=7' });
    const dialog = await screen.findByRole('dialog', { name: 'New Quote' });
    expect(await within(dialog).findByLabelText('Customer')).toHaveValue('Acme Pools');
    const line = within(within(dialog).getByTestId('quote-item'));
    await userEvent.type(line.getByLabelText('Description'), 'Pool opening');
    await userEvent.type(line.getByLabelText('Rate ($)'), '75');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Quote' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'POST /api/quotes')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /api/quotes')[0].body).toMatchObject({ customerId: 7 });
  });
});
