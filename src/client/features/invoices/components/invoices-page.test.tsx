import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import { renderWithProviders } from '../../../../test/render';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { invoiceFixture } from '../invoice-fixtures';
import { InvoicesPage } from './invoices-page';
import { preloadInvoiceForm } from './invoice-form-dialog';

// The app starts loading the form when the pointer reaches the button that opens it: so do these tests, once.
beforeAll(preloadInvoiceForm);

afterEach(() => vi.unstubAllGlobals());

const summary = {
  totalRevenue: { amount: '1250.00', count: 4 },
  paid: { amount: '500.00', count: 1 },
  pending: { amount: '600.00', count: 2 },
  overdue: { amount: '150.00', count: 1 },
};

const draft = invoiceFixture({ id: 1, invoiceNumber: 'INV-0001', status: 'draft' });
const paid = invoiceFixture({ id: 2, invoiceNumber: 'INV-0002', status: 'paid', paidDate: '2024-03-20' });
const failed = invoiceFixture({
  id: 3,
  invoiceNumber: 'INV-0003',
  status: 'sent',
  sentDate: '2024-03-06T10:00:00.000Z',
  delivery: { status: 'failed', error: 'Mailbox unavailable', to: 'billing@acme.test' },
});

const aging = {
  buckets: [
    { key: 'current', label: 'Current', count: 1, amount: '150.00' },
    { key: '1-30', label: '1-30 days', count: 0, amount: '0.00' },
    { key: '31-60', label: '31-60 days', count: 0, amount: '0.00' },
    { key: '61-90', label: '61-90 days', count: 0, amount: '0.00' },
    { key: '90+', label: 'Over 90 days', count: 0, amount: '0.00' },
  ],
  total: { count: 1, amount: '150.00' },
};

function api(invoices: Invoice[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/invoices': ({ url }) => {
      const search = url.searchParams.get('search');
      const rows = search ? invoices.filter((i) => i.invoiceNumber.includes(search)) : invoices;
      return Response.json(rows, { headers: { 'X-Total-Count': String(rows.length) } });
    },
    'GET /api/invoices/summary': () => Response.json(summary),
    'GET /api/invoices/aging': () => Response.json(aging),
    'GET /api/billing-settings': () => Response.json({ paymentRemindersEnabled: true }),
    ...Object.fromEntries(invoices.map((i) => [`GET /api/invoices/${i.id}`, () => Response.json(i)])),
    ...extra,
  });
}

describe('InvoicesPage', () => {
  it('shows the summary cards and the invoices, with a send action only on drafts', async () => {
    api([draft, paid, failed]);
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });

    expect(await screen.findByRole('button', { name: 'Send invoice INV-0001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invoice INV-0002' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invoice INV-0003' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^View invoice/ })).toHaveLength(3);

    for (const header of ['Invoice #', 'Customer', 'Date', 'Due Date', 'Amount', 'Balance', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const firstRow = screen.getAllByRole('row')[1];
    expect(within(firstRow).getByText('Mar 05, 2024')).toBeInTheDocument();
    expect(within(firstRow).getByText('Apr 04, 2024')).toBeInTheDocument();
    expect(within(firstRow).getAllByText('$150.00')).toHaveLength(2); // the amount, and all of it still due
    expect(within(firstRow).getByText('Draft')).toBeInTheDocument();

    expect(await screen.findByTestId('summary-totalRevenue')).toHaveTextContent('$1,250.00');
    expect(screen.getByText('Total Revenue').parentElement!.nextElementSibling).toHaveTextContent(
      'Everything billed, paid or not',
    );
    const aging = screen.getByRole('region', { name: 'Receivables aging' });
    expect(await within(aging).findByText('Total outstanding')).toBeInTheDocument();
    expect(screen.getByTestId('summary-pending')).toHaveTextContent('Still due on 2 invoices');
    expect(screen.getByTestId('summary-overdue')).toHaveTextContent('Still due on 1 invoice');
    expect(screen.getByTestId('summary-paid')).not.toHaveTextContent('Still due');
  });

  it('shows what is left to pay on each invoice', async () => {
    const partly = invoiceFixture({
      id: 4,
      invoiceNumber: 'INV-0004',
      status: 'sent',
      total: '150.00',
      amountPaid: '49.50',
      balanceDue: '100.50',
    });
    const settled = { ...paid, amountPaid: '150.00', balanceDue: '0.00' };
    const cancelled = invoiceFixture({ id: 5, invoiceNumber: 'INV-0005', status: 'cancelled' });
    api([partly, settled, cancelled]);
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await screen.findByRole('button', { name: 'View invoice INV-0004' });
    const balanceColumn = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === 'Balance');
    const balances = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[balanceColumn].textContent);
    expect(balances).toEqual(['$100.50', '$0.00', '—None']);
  });

  it('sends a draft from its row', async () => {
    const fetch = api([draft], {
      'POST /api/invoices/1/send': () =>
        Response.json({
          ...draft,
          status: 'sent',
          delivery: { status: 'queued', error: null, to: draft.customerEmail },
        }),
    });
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send invoice INV-0001' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'POST /api/invoices/1/send')).toHaveLength(1));
  });

  it('says there are no invoices, with the way to create one', async () => {
    api([]);
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    expect(await screen.findByText('No invoices')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Create Invoice' })).toHaveLength(2);
  });

  it('searches on the server and says so when nothing matches', async () => {
    const fetch = api([draft]);
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'INV-9');
    expect(await screen.findByText('No invoices match "INV-9"')).toBeInTheDocument();
    expect(screen.queryByText('No invoices')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/invoices').at(-1)?.url.searchParams.get('search')).toBe('INV-9');
    // The export is the server's file of what the list shows.
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      '/api/invoices/export.csv?search=INV-9',
    );
  });

  it('shows a failed delivery with its reason and a way to resend', async () => {
    api([failed]);
    renderWithProviders(<InvoicesPage />, { route: '/invoices' });
    await userEvent.click(await screen.findByRole('button', { name: 'View invoice INV-0003' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Delivery failed: Mailbox unavailable')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Resend' })).toHaveLength(1);
    expect(within(dialog).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/invoices/3/pdf');
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('opens the create form for the customer named in the address', async () => {
    api([], {
      'GET /api/customers/7': () => Response.json({ id: 7, name: 'Acme Pools', email: 'billing@acme.test' }),
    });
    renderWithProviders(<InvoicesPage />, { route: '/invoices?new=1&customerId=7' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Customer Name')).toHaveValue('Acme Pools');
    expect(within(dialog).getByLabelText('Customer Email')).toHaveValue('billing@acme.test');
    expect(within(dialog).getByLabelText('Customer')).toHaveValue('Acme Pools');
  });

  it('opens the details of the invoice named in the address', async () => {
    api([draft, paid]);
    renderWithProviders(<InvoicesPage />, { route: '/invoices?invoice=2' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('INV-0002', { exact: false })).toBeInTheDocument();
    expect(within(dialog).queryByText('INV-0001', { exact: false })).not.toBeInTheDocument();
  });
});
