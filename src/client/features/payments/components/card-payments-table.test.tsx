import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformTransaction } from '@shared/payments/platform-transactions.schemas';
import { mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { transactionFixture } from '../payment-fixtures';
import { CardPaymentsTable } from './card-payments-table';

afterEach(() => vi.unstubAllGlobals());

const renderTable = (transactions: PlatformTransaction[]) => {
  mockApi({ 'GET /api/platform-transactions': () => Response.json(transactions) });
  renderWithProviders(<CardPaymentsTable />);
};

describe('CardPaymentsTable', () => {
  it('shows each payment and refund as the API orders them, with the fee and what the business receives', async () => {
    renderTable([
      transactionFixture({
        id: 2,
        type: 'refund',
        invoiceId: 42,
        amount: '-200.00',
        platformFeeAmount: '-5.80',
        providerAmount: '-194.20',
        createdAt: '2024-03-09T10:00:00.000Z',
      }),
      transactionFixture({ id: 1, invoiceId: null }),
    ]);

    const region = screen.getByRole('region', { name: 'Recent card payments' });
    await within(region).findAllByRole('row');
    const headers = within(region)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Invoice', 'Amount', 'Platform fee', 'You receive']);
    const cells = within(region)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    // The narrow screen's labels are in the cells too (hidden from md up).
    expect(cells).toEqual([
      ['Mar 09, 2024Refund', '#42', 'Amount -$200.00', 'Fee -$5.80 (2.90%)', 'You receive -$194.20'],
      ['Mar 05, 2024', '—', 'Amount $1,250.00', 'Fee $36.25 (2.90%)', 'You receive $1,213.75'],
    ]);
  });

  it('says when there is no card payment yet', async () => {
    renderTable([]);
    expect(await screen.findByText('No card payments yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
