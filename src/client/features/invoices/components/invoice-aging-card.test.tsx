import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceAging } from '@shared/invoices/invoice-aging.schemas';
import { renderWithProviders } from '../../../../test/render';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { InvoiceAgingCard } from './invoice-aging-card';

afterEach(() => vi.unstubAllGlobals());

const aging: InvoiceAging = {
  buckets: [
    { key: 'current', label: 'Current', count: 3, amount: '1250.00' },
    { key: '1-30', label: '1-30 days', count: 1, amount: '80.50' },
    { key: '31-60', label: '31-60 days', count: 0, amount: '0.00' },
    { key: '61-90', label: '61-90 days', count: 2, amount: '1000.00' },
    { key: '90+', label: 'Over 90 days', count: 1, amount: '12345.67' },
  ],
  total: { count: 7, amount: '14676.17' },
};

/** The figure under `label` in the card: its amount and its count, as the cell reads. */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement!.textContent;
}

describe('InvoiceAgingCard', () => {
  it('shows a skeleton, then each bucket and the total with its amount and count', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'GET /api/invoices/aging': () => new Promise<Response>((resolve) => (answer = resolve)) as never });
    renderWithProviders(<InvoiceAgingCard />);

    const card = screen.getByRole('region', { name: 'Receivables aging' });
    expect(within(card).getByTestId('invoice-aging-loading')).toBeInTheDocument();
    expect(within(card).queryByText('Current')).not.toBeInTheDocument();

    answer(Response.json(aging));
    expect(await within(card).findByTestId('invoice-aging')).toBeInTheDocument();
    expect(within(card).queryByTestId('invoice-aging-loading')).not.toBeInTheDocument();
    expect(figure('Current')).toBe('Current$1,250.003 invoices');
    expect(figure('1-30 days')).toBe('1-30 days$80.501 invoice');
    expect(figure('31-60 days')).toBe('31-60 days$0.000 invoices');
    expect(figure('61-90 days')).toBe('61-90 days$1,000.002 invoices');
    expect(figure('Over 90 days')).toBe('Over 90 days$12,345.671 invoice');
    expect(figure('Total outstanding')).toBe('Total outstanding$14,676.177 invoices');
  });

  it('downloads the aging CSV from the server', async () => {
    mockApi({ 'GET /api/invoices/aging': () => Response.json(aging) });
    renderWithProviders(<InvoiceAgingCard />);
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/invoices/aging.csv');
    expect(link).toHaveAttribute('download', 'invoice-aging.csv');
  });

  it('says when the aging could not be loaded, and tries again', async () => {
    let fail = true;
    const fetch = mockApi({
      'GET /api/invoices/aging': () =>
        fail ? Response.json({ message: 'Something went wrong' }, { status: 500 }) : Response.json(aging),
    });
    renderWithProviders(<InvoiceAgingCard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the receivables aging just now.');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('invoice-aging')).toBeInTheDocument();
    expect(figure('Total outstanding')).toContain('$14,676.17');
    expect(callsTo(fetch, 'GET /api/invoices/aging')).toHaveLength(2);
  });
});
