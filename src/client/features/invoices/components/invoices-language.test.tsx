import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@shared/payments/payments.schemas';
import { loadMessageGroup, switchLanguage } from '@client/i18n/i18n';
import { mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { invoiceFixture } from '../invoice-fixtures';
import { InvoiceDetailsDialog } from './invoice-details-dialog';
import { InvoicesEmpty } from './invoices-empty';

// The screens' messages, as the app loads them with the first screen (route-modules.tsx).
beforeAll(() => loadMessageGroup('app'));

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const invoice = invoiceFixture({
  status: 'sent',
  sentDate: '2024-03-05T15:05:00.000Z',
  createdBy: { id: 3, name: 'Robin Office' },
});
const payments: Payment[] = [
  {
    id: 5,
    invoiceId: 1,
    amount: '50.00',
    refundedAmount: '0.00',
    method: 'bank_transfer',
    provider: null,
    status: 'succeeded',
    cardBrand: null,
    cardLast4: null,
    reference: null,
    paidAt: '2024-03-12T12:00:00.000Z',
    recordedBy: { id: 4, name: 'Sam Field' },
  },
  {
    id: 6,
    invoiceId: 1,
    amount: '25.00',
    refundedAmount: '25.00',
    method: 'card',
    provider: 'test',
    status: 'refunded',
    cardBrand: 'visa',
    cardLast4: '4242',
    reference: null,
    paidAt: '2024-03-13T15:00:00.000Z',
    recordedBy: null,
  },
];

function showDetails() {
  mockApi({
    'GET /api/invoices/1': () => Response.json(invoice),
    'GET /api/invoices/1/payments': () => Response.json(payments),
    'GET /api/invoices/1/timeline': () => Response.json({ timeZone: 'America/Chicago', events: [] }),
  });
  renderWithProviders(<InvoiceDetailsDialog invoiceId={1} onClose={vi.fn()} onEdit={vi.fn()} />);
}

describe('invoices in the language of the app', { timeout: 20_000 }, () => {
  it('shows the details, who did what and the payments in Spanish', async () => {
    await switchLanguage('es');
    showDetails();
    expect(await screen.findByRole('dialog', { name: 'Factura INV-0001' })).toBeInTheDocument();
    expect(screen.getByText('Creada por Robin Office')).toBeInTheDocument();
    expect(screen.getByText('Enviada', { selector: 'span' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Pagos' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Transferencia bancaria');
    expect(within(rows[0]).getByText('Registrado por Sam Field')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Visa terminada en 4242');
    expect(within(rows[1]).getByText('Reembolsado en su totalidad')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar pago' })).toBeInTheDocument();
  });

  it('says in French that no invoice of a status matches, a whole sentence per status', async () => {
    await switchLanguage('fr');
    renderWithProviders(<InvoicesEmpty search="INV-9" status="paid" action={null} onClear={vi.fn()} />);
    expect(screen.getByText('Aucune facture payée ne correspond à « INV-9 »')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeInTheDocument();
  });

  it('keeps the English texts in English', () => {
    renderWithProviders(<InvoicesEmpty search="" status="draft" action={null} onClear={vi.fn()} />);
    expect(screen.getByText('No draft invoices')).toBeInTheDocument();
  });
});
