import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RevenueReport, UsersReport } from '@shared/platform-reports/platform-reports.schemas';
import { renderAdmin } from '../../../../test/admin-render';
import { sampleOwner } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { PlatformReportsPage } from './platform-reports-page';

afterEach(() => vi.unstubAllGlobals());

const zero = { subscriptions: '0.00', storefronts: '0.00', platformFees: '0.00', merchandise: '0.00', domains: '0.00' };
function revenue(period: '7d' | '30d', total: string): RevenueReport {
  const series = [
    { key: '2031-03-14', ...zero, domains: '23.20', total: '23.20' },
    { key: '2031-03-15', ...zero, merchandise: '-12.99', total: '-12.99' },
  ];
  return {
    period,
    bucket: 'day',
    from: '2031-03-14T00:00:00.000Z',
    to: '2031-03-15T15:30:00.000Z',
    totals: { ...zero, subscriptions: '1234.50', domains: '23.20', merchandise: '-12.99', total },
    series,
  };
}
const users: UsersReport = {
  period: '7d',
  bucket: 'day',
  from: '2031-03-14T00:00:00.000Z',
  to: '2031-03-15T15:30:00.000Z',
  totals: { signups: 1204, verified: 3, active: 9, churned: 1 },
  series: [
    { key: '2031-03-14', signups: 1200, verified: 1, churned: 1 },
    { key: '2031-03-15', signups: 4, verified: 2, churned: 0 },
  ],
};

function api() {
  return mockApi({
    'GET /api/admin/reports/revenue': ({ url }) =>
      Response.json(url.searchParams.get('period') === '7d' ? revenue('7d', '1244.71') : revenue('30d', '9999.00')),
    'GET /api/admin/reports/users': () => Response.json(users),
  });
}

describe('Platform Reports', { timeout: 20_000 }, () => {
  it('shows the revenue of 30 days, then of the period and tab chosen, with the figures in a table', async () => {
    const fetch = api();
    renderAdmin(<PlatformReportsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Platform Reports' })).toBeInTheDocument();
    expect(await screen.findByTestId('report-Total Revenue')).toHaveTextContent('$9,999.00');
    expect(callsTo(fetch, 'GET /api/admin/reports/revenue')[0].url.search).toBe('?period=30d');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/reports/revenue.csv?period=30d',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await vi.waitFor(() => expect(screen.getByTestId('report-Total Revenue')).toHaveTextContent('$1,244.71'));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('report-Subscriptions')).toHaveTextContent('$1,234.50');
    // The chart's text alternative: a row a day in MMM dd, yyyy, then the totals; a refund's day below zero.
    const table = screen.getByRole('table', { name: 'Revenue by source' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DaySubscriptionsStorefront tiersPlatform feesMerchandiseDomainsTotal',
      'Mar 14, 2031$0.00$0.00$0.00$0.00$23.20$23.20',
      'Mar 15, 2031$0.00$0.00$0.00-$12.99$0.00-$12.99',
      'Total$1,234.50$0.00$0.00-$12.99$23.20$1,244.71',
    ]);
    expect(screen.getByRole('img', { name: /Bar chart of revenue by source per day from Mar 14, 2031/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByTestId('report-Sign-ups')).toHaveTextContent('1,204');
    expect(screen.getByTestId('report-Active Users')).toHaveTextContent('9');
    expect(callsTo(fetch, 'GET /api/admin/reports/users')[0].url.search).toBe('?period=7d');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/reports/users.csv?period=7d',
    );
  });

  it('tells a non-administrator they may not see it, and asks for nothing', () => {
    const fetch = api();
    renderAdmin(<PlatformReportsPage />, sampleOwner);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You need administrator privileges to access this page.')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/admin/reports/revenue')).toHaveLength(0);
  });
});
