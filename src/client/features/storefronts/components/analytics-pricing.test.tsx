import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callsTo } from '../../../../test/mock-api';
import { preloadBuilderTabs } from './builder-page';
import {
  analyticsFixture,
  builderApi,
  cleanUpBuilder,
  configFixture,
  openTab,
  renderBuilder,
  transactionFixture,
} from './builder-test-utils';

beforeAll(preloadBuilderTabs);
afterEach(cleanUpBuilder);

const figures: Record<string, [number, number]> = { '7': [3, 1], '30': [1234, 56], '90': [4321, 210] };

describe('Store Builder: Analytics', { timeout: 20_000 }, () => {
  it('shows 30 days first, then 7 or 90: the totals and each day, in a chart and a table', async () => {
    const fetch = builderApi(configFixture(), {
      'GET /api/landing-page-analytics': ({ url }) => {
        const days = url.searchParams.get('days') ?? '';
        return Response.json(analyticsFixture(Number(days), ...figures[days]));
      },
    });
    renderBuilder('/landing-page-builder?tab=analytics');
    expect(await screen.findByTestId('analytics-views')).toHaveTextContent('1,234Last 30 days');
    expect(screen.getByTestId('analytics-leads')).toHaveTextContent('56Last 30 days');
    expect(screen.getByRole('button', { name: '30 days', pressed: true })).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /Views and leads per day/ });
    expect(chart).toHaveAccessibleName(
      'Views and leads per day Bar chart of views and leads per day from Feb 09, 2026 to Mar 10, 2026.',
    );
    const table = screen.getByRole('table', { name: 'Views and leads per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: 'Mar 10, 2026 1234 56' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(screen.getByTestId('analytics-views')).toHaveTextContent('4,321Last 90 days'));
    expect(within(screen.getByRole('table', { name: 'Views and leads per day' })).getAllByRole('row')).toHaveLength(91);
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(screen.getByTestId('analytics-leads')).toHaveTextContent('1Last 7 days'));
    expect(callsTo(fetch, 'GET /api/landing-page-analytics').map((c) => c.url.search)).toEqual(
      expect.arrayContaining(['?days=7', '?days=30', '?days=90']),
    );
  });

  it('shows the orders, revenue and fees as cards, and the revenue of each day in a second chart', async () => {
    builderApi(configFixture(), {
      'GET /api/landing-page-analytics': () =>
        Response.json(analyticsFixture(30, 40, 2, { orders: 4, revenue: '1234.50', fees: '35.80' })),
    });
    renderBuilder('/landing-page-builder?tab=analytics');
    expect(await screen.findByTestId('analytics-orders')).toHaveTextContent('4Last 30 days');
    expect(screen.getByTestId('analytics-revenue')).toHaveTextContent('$1,234.50Last 30 days');
    expect(screen.getByTestId('analytics-fees')).toHaveTextContent('$35.80Last 30 days');
    expect(screen.getByTestId('analytics-views')).toHaveTextContent('40Last 30 days');
    const chart = screen.getByRole('img', { name: /^Revenue per day/ });
    expect(chart).toHaveAccessibleName(
      'Revenue per day Bar chart of order revenue per day from Feb 09, 2026 to Mar 10, 2026, $1,234.50 in all.',
    );
    // The axis rounds the best day up to a readable figure: $1,234.50 under $2K.
    expect(within(chart).getByText('$2K')).toBeInTheDocument();
    expect(within(chart).getByText('$1K')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Revenue per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: 'Mar 10, 2026 4 $1,234.50 $35.80' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Mar 09, 2026 0 $0.00 $0.00' })).toBeInTheDocument();
  });

  it('lists the platform transactions: date, amount, fee and status', async () => {
    builderApi(configFixture(), {
      'GET /api/platform-transactions': () =>
        Response.json([
          transactionFixture(1),
          transactionFixture(2, { type: 'refund', amount: '-100.00', platformFeeAmount: '-2.90', status: 'refunded' }),
        ]),
    });
    renderBuilder();
    await openTab('Analytics');
    const [payment, refund] = await screen.findAllByTestId('transaction-row');
    expect(payment).toHaveTextContent('Mar 05, 2026$1,234.50Fee $35.80 (2.9%)Processed');
    expect(refund).toHaveTextContent('Mar 05, 2026Refund-$100.00Fee -$2.90 (2.9%)Refunded');
  });

  it('says when there are no transactions yet', async () => {
    builderApi(configFixture());
    renderBuilder('/landing-page-builder?tab=analytics');
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });
});

describe('Store Builder: Pricing', { timeout: 20_000 }, () => {
  it("shows each tier from the tiers call, the storefront's own marked as current", async () => {
    builderApi(configFixture({ tierName: 'pro' }));
    renderBuilder();
    await openTab('Pricing');
    const cards = await screen.findAllByTestId('tier-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Basic', 'Pro', 'Enterprise']);
    expect(cards[0]).toHaveTextContent('$19.99/month2.9% fee per transaction50 products');
    expect(cards[0]).toHaveTextContent('Custom domain (not included)');
    expect(cards[2]).toHaveTextContent('$79.99/month2% fee per transactionUnlimited products');
    expect(cards[2]).toHaveTextContent('Priority support');
    expect(cards[2]).not.toHaveTextContent('Priority support (not included)');
    expect(cards[1]).toHaveAttribute('aria-current', 'true');
    expect(within(cards[1]).getByText('Current tier')).toBeInTheDocument();
    expect(screen.getAllByText('Current tier')).toHaveLength(1);
    expect(within(cards[1]).queryByRole('button')).not.toBeInTheDocument();
  });
});
