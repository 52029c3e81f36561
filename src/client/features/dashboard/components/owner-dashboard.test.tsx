import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardStats } from '@shared/dashboard/dashboard.schemas';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import { renderWithProviders } from '../../../../test/render';
import { axisMaximum } from './revenue-chart';
import { OwnerDashboard } from './owner-dashboard';

afterEach(() => vi.unstubAllGlobals());

const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2024-${String(i + 1).padStart(2, '0')}`,
  revenue: i === 11 ? '1500.00' : '0.00',
}));

const stats: DashboardStats = {
  totalRevenue: '12345.60',
  paidCount: 9,
  outstanding: '980.25',
  outstandingCount: 3,
  overdueCount: 1,
  customers: 14,
  commission: '42.50',
  revenueBreakdown: { serviceRevenue: '12345.60', supplySales: '300.00', total: '12645.60' },
  revenueByMonth: months,
};

function renderDashboard(invoices: Partial<Invoice>[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => Response.json(url.startsWith('/api/dashboard/stats') ? stats : invoices)),
  );
  renderWithProviders(<OwnerDashboard companyName="Greenline Landscaping" serviceCount={2} />);
}

describe('OwnerDashboard', () => {
  it('shows the four stat cards, the breakdown and the chart figures', async () => {
    renderDashboard([
      { id: 1, invoiceNumber: 'INV-0001', customerName: 'Dana Whitfield', total: '250.00', status: 'paid' },
    ]);
    expect(await screen.findByTestId('stat-Total Revenue')).toHaveTextContent('$12,345.60');
    expect(screen.getByTestId('stat-Outstanding')).toHaveTextContent('$980.25');
    expect(screen.getByText('Still due on 3 invoices · 1 overdue')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Customers')).toHaveTextContent('14');
    expect(screen.getByTestId('stat-Commission')).toHaveTextContent('$42.50');
    expect(await screen.findByText('INV-0001')).toBeInTheDocument();
    expect(screen.getByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByText('$12,645.60')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Paid revenue by month' });
    expect(within(table).getByRole('row', { name: 'December 2024 $1,500.00' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Revenue by Month/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Customer' })).toHaveAttribute('href', '/customers?new=1');
    expect(screen.queryByText('Getting started')).not.toBeInTheDocument();
  });

  it('says how to start when there are no invoices yet', async () => {
    renderDashboard([]);
    expect(await screen.findByText('No invoices yet. Create your first invoice to get started.')).toBeInTheDocument();
    expect(screen.getByText('Getting started')).toBeInTheDocument();
    expect(screen.getByText('3 of 4 setup steps done.')).toBeInTheDocument();
  });

  it('rounds the chart axis up to a readable figure', () => {
    expect(axisMaximum(0)).toBe(10_000);
    expect(axisMaximum(150_000)).toBe(200_000);
    expect(axisMaximum(230_000)).toBe(250_000);
    expect(axisMaximum(600_001)).toBe(1_000_000);
  });
});
