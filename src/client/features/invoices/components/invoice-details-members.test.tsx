import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import type { Payment } from '@shared/payments/payments.schemas';
import { mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { invoiceFixture } from '../invoice-fixtures';
import { InvoiceDetailsDialog } from './invoice-details-dialog';

afterEach(() => vi.unstubAllGlobals());

const sent = invoiceFixture({ status: 'sent', sentDate: '2024-03-05T15:05:00.000Z' });
const payment: Payment = {
  id: 5,
  invoiceId: 1,
  amount: '50.00',
  refundedAmount: '0.00',
  method: 'cash',
  provider: null,
  status: 'succeeded',
  cardBrand: null,
  cardLast4: null,
  reference: null,
  paidAt: '2024-03-12T12:00:00.000Z',
  recordedBy: null,
};

function show(invoice: Invoice, payments: Payment[]) {
  mockApi({
    'GET /api/invoices/1': () => Response.json(invoice),
    'GET /api/invoices/1/payments': () => Response.json(payments),
    'GET /api/invoices/1/timeline': () => Response.json({ timeZone: 'America/Chicago', events: [] }),
  });
  renderWithProviders(<InvoiceDetailsDialog invoiceId={1} onClose={vi.fn()} onEdit={vi.fn()} />);
}

describe('who of the team did it, on the invoice', () => {
  it('names the member who created the invoice and the one who recorded each payment', async () => {
    show({ ...sent, createdBy: { id: 3, name: 'Robin Office' } }, [
      { ...payment, recordedBy: { id: 4, name: 'Sam Field' } },
      { ...payment, id: 6, method: 'card', provider: 'test', cardBrand: 'visa', cardLast4: '4242' },
    ]);
    expect(await screen.findByText('Created by Robin Office')).toBeInTheDocument();
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const rows = within(payments).getAllByRole('listitem');
    expect(within(rows[0]).getByText('Recorded by Sam Field')).toBeInTheDocument();
    // The customer's card payment was recorded by no one of the team.
    expect(within(rows[1]).queryByText(/Recorded by/)).toBeNull();
  });

  it('says nothing of who when no one is known', async () => {
    show(sent, [payment]);
    await screen.findByRole('region', { name: 'Payments' });
    expect(screen.queryByText(/Created by/)).toBeNull();
    expect(screen.queryByText(/Recorded by/)).toBeNull();
  });
});
