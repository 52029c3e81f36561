import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Portal } from '@shared/customer-portal/customer-portal.schemas';
import { activeLanguage, loadMessageGroup, switchLanguage } from '@client/i18n/i18n';
import { renderWithProviders } from '../../../../test/render';
import { CustomerPortalPage } from './customer-portal-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const portal: Portal = {
  language: 'es',
  customer: { name: 'Dana Whitfield', email: null, phone: null, address: null },
  company: { name: 'Greenline Landscaping', email: null, phone: null, address: null, website: null, logo: null },
  outstandingBalance: '1234.50',
  pendingQuotes: 0,
  nextService: null,
  invoices: [
    {
      id: 7,
      invoiceNumber: 'INV-0007',
      amount: '1234.50',
      balanceDue: '1234.50',
      status: 'viewed',
      createdAt: '2024-03-05T15:00:00.000Z',
      dueDate: null,
    },
  ],
  quotes: [],
  summary: { totalInvoices: 1, totalPaid: '0.00', quotesPending: 0 },
  payments: { enabled: true, mode: 'test', allowPartial: false, minimumPartial: '1.00' },
};

describe('the customer portal in its business’s language', () => {
  it('shows the portal in Spanish when the business writes to its customers in Spanish', async () => {
    // As the route table does when it loads the portal's screen.
    await loadMessageGroup('app');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(portal)),
    );
    renderWithProviders(
      <Routes>
        <Route path="/customer/:token" element={<CustomerPortalPage />} />
      </Routes>,
      { route: '/customer/tok123' },
    );
    expect(
      await screen.findByRole('heading', { name: 'Bienvenido, Dana Whitfield' }, { timeout: 20_000 }),
    ).toBeVisible();
    expect(activeLanguage()).toBe('es');
    expect(screen.getByRole('heading', { name: 'Saldo pendiente' })).toBeInTheDocument();
    expect(screen.getByText('Facturas recientes')).toBeInTheDocument();
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar la factura INV-0007' })).toHaveTextContent('Pagar ahora');
    expect(screen.queryByText('Recent Invoices')).not.toBeInTheDocument();
  }, 30_000);
});
