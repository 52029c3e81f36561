import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages, type StorefrontOrder } from '@shared/storefronts/order.schemas';
import { preloadDialog } from '@client/components/ui/dialog';
import { callsTo } from '../../../../test/mock-api';
import { preloadBuilderTabs } from './builder-page';
import { builderApi, cleanUpBuilder, configFixture, orderFixture, pageOf, renderBuilder } from './builder-test-utils';

beforeAll(() => Promise.all([preloadBuilderTabs(), preloadDialog()]));
afterEach(cleanUpBuilder);

const orderRows = () => screen.findAllByTestId('order-row');

/** The API with `order` as the one order, each change answered as the server would (and recorded on it). */
function oneOrderApi(start: StorefrontOrder, extra: Parameters<typeof builderApi>[1] = {}) {
  let order = start;
  const fetch = builderApi(configFixture(), {
    'GET /api/storefront-orders': () => pageOf([order])(),
    [`GET /api/storefront-orders/${order.id}`]: () => Response.json(order),
    [`POST /api/storefront-orders/${order.id}/fulfil`]: () => {
      order = { ...order, status: 'fulfilled', fulfilledAt: '2026-03-06T10:00:00.000Z' };
      return Response.json(order);
    },
    [`POST /api/storefront-orders/${order.id}/cancel`]: () => {
      order = { ...order, status: 'cancelled', cancelledAt: '2026-03-06T10:00:00.000Z' };
      return Response.json(order);
    },
    ...extra,
  });
  return fetch;
}

async function openOrder(reference: string) {
  await orderRows();
  await userEvent.click(screen.getByRole('button', { name: `Open order ${reference}` }));
  return within(await screen.findByRole('dialog', { name: `Order ${reference}` }));
}

describe('Store Builder: Orders', { timeout: 20_000 }, () => {
  it('lists the orders a page at a time, filters by status, and says when there are none', async () => {
    const fetch = builderApi(configFixture(), {
      'GET /api/storefront-orders': ({ url }) =>
        url.searchParams.get('status') === 'failed'
          ? pageOf([])()
          : pageOf(
              [
                orderFixture(1),
                orderFixture(2, {
                  status: 'pending',
                  lines: [{ name: 'Hedge trim', sku: null, unitPrice: '40.00', quantity: 1, lineTotal: '40.00' }],
                  total: '40.00',
                }),
              ],
              12,
            )(),
    });
    renderBuilder('/landing-page-builder?tab=orders');
    expect(screen.getByRole('tab', { name: 'Orders', selected: true })).toBeInTheDocument();
    const [first, second] = await orderRows();
    expect(first).toHaveTextContent('SO-1001Mar 05, 2026Buyer 1buyer1@example.comMulch bag × 3 + 1 more$62.50Paid');
    expect(second).toHaveTextContent('Hedge trim × 1$40.00Pending');
    expect(screen.getByText('Page 1 of 2 · 12 orders')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/storefront-orders').map((c) => c.url.search)).toContain('?limit=10&offset=10'),
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'failed');
    expect(await screen.findByText('No failed orders')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/storefront-orders').at(-1)?.url.search).toBe('?status=failed&limit=10&offset=0');
    await userEvent.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(await orderRows()).toHaveLength(2);
  });

  it('says so before the first order, and shows placeholders while the list loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    const later = new Promise<Response>((resolve) => (answer = resolve));
    // fetch awaits what a handler gives: this one answers when the test says.
    builderApi(configFixture(), { 'GET /api/storefront-orders': () => later as unknown as Response });
    renderBuilder('/landing-page-builder?tab=orders');
    const panel = await screen.findByRole('tabpanel', { name: 'Orders' });
    await waitFor(() => expect(panel.querySelectorAll('.animate-pulse').length).toBeGreaterThan(0));
    expect(within(panel).queryByTestId('order-row')).not.toBeInTheDocument();
    answer(Response.json([], { headers: { 'X-Total-Count': '0' } }));
    expect(await within(panel).findByText('No orders yet')).toBeInTheDocument();
    expect(
      within(panel).getByText(
        'When a visitor buys your products on your storefront, the order appears here for you to fulfil.',
      ),
    ).toBeInTheDocument();
  });

  it("opens an order: its lines, the totals, the platform's fee, what the business receives, the buyer and the card", async () => {
    oneOrderApi(orderFixture(1, { notes: 'Leave by the gate.', total: '62.50', feeAmount: '1.81' }));
    renderBuilder('/landing-page-builder?tab=orders');
    const dialog = await openOrder('SO-1001');
    expect(dialog.getByText('Buyer 1 · Mar 05, 2026')).toBeInTheDocument();
    expect(dialog.getByTestId('order-status')).toHaveTextContent('Paid');
    const lines = dialog.getAllByTestId('order-line');
    expect(lines.map((l) => l.textContent)).toEqual(['Mulch bag3 × $12.50 · MUL-1$37.50', 'Lawn seed1 × $25.00$25.00']);
    expect(dialog.getByTestId('order-totals')).toHaveTextContent(
      'Subtotal$62.50Total$62.50Platform fee (2.9%)−$1.81You receive$60.69',
    );
    const buyer = dialog.getByTestId('order-buyer');
    expect(buyer).toHaveTextContent('BuyerBuyer 1buyer1@example.com555-0142“Leave by the gate.”');
    expect(within(buyer).getByRole('link', { name: 'buyer1@example.com' })).toHaveAttribute(
      'href',
      'mailto:buyer1@example.com',
    );
    const payment = dialog.getByTestId('order-payment');
    expect(payment).toHaveTextContent('Visa ending in 4242');
    expect(payment).toHaveTextContent(/Placed Mar 05, 2026, \d{1,2}:00 [AP]M/);
    expect(payment).toHaveTextContent(/Paid Mar 0[56], 2026, \d{1,2}:01 [AP]M/);
    expect(payment).not.toHaveTextContent('Fulfilled');
    expect(dialog.getByRole('button', { name: 'Mark as fulfilled' })).toBeEnabled();
    expect(dialog.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  });

  it('marks a paid order as fulfilled, says so, and shows it fulfilled with nothing left to do', async () => {
    const fetch = oneOrderApi(orderFixture(1));
    renderBuilder('/landing-page-builder?tab=orders');
    const dialog = await openOrder('SO-1001');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as fulfilled' }));
    expect(await screen.findByText(orderMessages.fulfilled)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/storefront-orders/1/fulfil')).toHaveLength(1);
    await waitFor(() => expect(dialog.getByTestId('order-status')).toHaveTextContent('Fulfilled'));
    expect(dialog.getByTestId('order-payment')).toHaveTextContent(/Fulfilled Mar 06, 2026/);
    expect(dialog.queryByRole('button', { name: 'Mark as fulfilled' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    const [row] = await orderRows();
    await waitFor(() => expect(row).toHaveTextContent('Fulfilled'));
  });

  it('cancels a paid order only once the owner confirms the full refund', async () => {
    const fetch = oneOrderApi(orderFixture(1));
    renderBuilder('/landing-page-builder?tab=orders');
    const dialog = await openOrder('SO-1001');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Cancel and refund order' }));
    expect(
      confirm.getByText(
        'Order SO-1001 is cancelled and Buyer 1 is refunded in full, $62.50, to the card they paid with. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    // Stepping back cancels nothing.
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST /api/storefront-orders/1/cancel')).toHaveLength(0);

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/storefront-orders/1/cancel')).toHaveLength(1);
    await waitFor(() => expect(dialog.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(dialog.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('says a pending order is cancelled without a charge, and offers no fulfilment before it is paid', async () => {
    oneOrderApi(orderFixture(1, { status: 'pending', paidAt: null, cardBrand: null, cardLast4: null }));
    renderBuilder('/landing-page-builder?tab=orders');
    const dialog = await openOrder('SO-1001');
    expect(dialog.getByTestId('order-payment')).toHaveTextContent('No card on record');
    expect(dialog.queryByRole('button', { name: 'Mark as fulfilled' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Cancel order' }));
    expect(
      confirm.getByText('Order SO-1001 has not been paid: it is cancelled and nothing is charged.'),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when a change is refused", async () => {
    oneOrderApi(orderFixture(1), {
      'POST /api/storefront-orders/1/fulfil': () => Response.json({ message: orderMessages.notPaid }, { status: 409 }),
    });
    renderBuilder('/landing-page-builder?tab=orders');
    const dialog = await openOrder('SO-1001');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as fulfilled' }));
    const failure = (await screen.findByText('Failed to fulfil order')).closest('[data-sonner-toast]');
    expect(failure).toHaveTextContent(orderMessages.notPaid);
    expect(dialog.getByTestId('order-status')).toHaveTextContent('Paid');
    expect(dialog.getByRole('button', { name: 'Mark as fulfilled' })).toBeEnabled();
  });

  it('says on the overview how many paid orders wait to be fulfilled, and opens them', async () => {
    const fetch = builderApi(configFixture(), {
      'GET /api/storefront-orders': ({ url }) =>
        url.searchParams.get('status') === 'paid' ? pageOf([orderFixture(1)], 3)() : pageOf([orderFixture(1)])(),
    });
    renderBuilder();
    expect(await screen.findByTestId('orders-waiting')).toHaveTextContent('3 paid orders are waiting to be fulfilled.');
    expect(callsTo(fetch, 'GET /api/storefront-orders')[0].url.search).toBe('?status=paid&limit=1&offset=0');
    await userEvent.click(screen.getByRole('button', { name: 'Open orders' }));
    expect(screen.getByRole('tab', { name: 'Orders', selected: true })).toBeInTheDocument();
    expect(await orderRows()).toHaveLength(1);
  });

  it('shows nothing about orders on the overview when none wait', async () => {
    builderApi(configFixture());
    renderBuilder();
    expect(await screen.findByText('No leads yet')).toBeInTheDocument();
    expect(screen.queryByTestId('orders-waiting')).not.toBeInTheDocument();
  });
});
