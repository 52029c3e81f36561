import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Quote } from '@shared/quotes/quotes.schemas';
import { loadMessageGroup, switchLanguage } from '@client/i18n/i18n';
import { mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { QuotesPage } from './quotes-page';

// The screens' messages, as the app loads them with the first screen (route-modules.tsx).
beforeAll(() => loadMessageGroup('app'));

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const quote: Quote = {
  id: 1,
  quoteNumber: 'Q-0001',
  customerId: 7,
  customerName: 'Acme Pools',
  amount: '150.00',
  depositType: 'percent',
  depositValue: '20',
  depositAmount: '30.00',
  depositPaid: '0.00',
  description: null,
  validUntil: '2030-06-30',
  notes: null,
  status: 'sent',
  createdAt: '2024-03-05T15:00:00.000Z',
  sentDate: '2024-03-05T15:05:00.000Z',
  acceptedDate: null,
  signerName: null,
  declinedDate: null,
  declineReason: null,
  convertedInvoiceId: null,
  previewToken: 'token-1',
  delivery: null,
  items: [{ description: 'Pool opening', quantity: 2, rate: '75.00', amount: '150.00' }],
  createdBy: { id: 3, name: 'Robin Office' },
};

describe('quotes in the language of the app', { timeout: 20_000 }, () => {
  it('shows the list, its cards and who created each quote in Spanish', async () => {
    mockApi({
      'GET /api/quotes': () => Response.json([quote], { headers: { 'X-Total-Count': '1' } }),
      'GET /api/quotes/summary': () => Response.json({ totalValue: '150.00', count: 1, accepted: 0, pending: 1 }),
    });
    await switchLanguage('es');
    renderWithProviders(<QuotesPage />);
    const [row] = await screen.findAllByTestId('quote-row');
    expect(within(row).getByText('Creada por Robin Office')).toBeInTheDocument();
    expect(within(row).getByText('Enviada')).toBeInTheDocument();
    expect(within(row).getByTestId('quote-deposit')).toHaveTextContent('Anticipo $30.00 (20%) · No pagado');
    expect(within(row).getByRole('button', { name: 'Marcar como aceptada' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Cotización n.º' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-Total Quote Value')).toHaveTextContent('1 cotización');
    expect(screen.getByRole('heading', { name: 'Todas las cotizaciones' })).toBeInTheDocument();
  });
});
