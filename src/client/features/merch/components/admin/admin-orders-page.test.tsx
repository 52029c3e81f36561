import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminMerchOrder, AdminMerchSummary } from '@shared/merch/merch.schemas';
import { preloadDialog } from '@client/components/ui/dialog';
import { callsTo, mockApi } from '../../../../../test/mock-api';
import { AdminOrdersPage } from './admin-orders-page';
import { orderFixture, pageOf, productFixture, renderAdmin, toastOf } from './admin-test-utils';

// The dialogs' code loads when one first opens: these tests load it once, up front.
beforeAll(preloadDialog);

afterEach(() => vi.unstubAllGlobals());

const summary: AdminMerchSummary = {
  counts: { pending: 1, paid: 4, in_production: 2, shipped: 3, delivered: 10, cancelled: 1 },
  total: 21,
};
const paid = orderFixture(7);
const making = orderFixture(8, { status: 'in_production' });
const shipped = orderFixture(9, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999' });

function api(list: AdminMerchOrder[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/merchandise-orders': pageOf(list),
    'GET /api/admin/merchandise-orders/summary': () => Response.json(summary),
    'GET /api/admin/merchandise-products': () => Response.json([productFixture(2)]),
    ...extra,
  });
}

const row = (id: number) => within(screen.getByTestId(`order-${id}`));

// Long, typed interactions on a machine whose cores other suites share.
describe('Merchandise Orders', { timeout: 20_000 }, () => {
  it('shows the counts and each order, with the moves its status allows', async () => {
    api([paid, making, shipped]);
    renderAdmin(<AdminOrdersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Merchandise Orders' })).toBeInTheDocument();
    expect(await screen.findByTestId('count-delivered')).toHaveTextContent('10');
    expect(screen.getByTestId('count-in_production')).toHaveTextContent('2');
    await screen.findByTestId('order-7');
    expect(screen.getByTestId('order-7')).toHaveTextContent(
      /MO-0007PaidGreenline Landscaping\$129\.9010 × Yard SignsMar 03, 2026—/,
    );
    const names = (id: number) =>
      row(id)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    expect(names(7)).toEqual(['Start production (MO-0007)', 'Mark shipped (MO-0007)', 'Cancel & refund (MO-0007)']);
    expect(names(8)).toEqual(['Mark shipped (MO-0008)', 'Cancel & refund (MO-0008)']);
    expect(names(9)).toEqual(['Mark delivered (MO-0009)']);
    expect(screen.getByTestId('order-9')).toHaveTextContent('UPS 1Z999');
  });

  it('filters by status from the select and from a card, from the first page', async () => {
    const fetch = api([paid]);
    renderAdmin(<AdminOrdersPage />);
    await screen.findByTestId('order-7');
    await userEvent.selectOptions(screen.getByLabelText('Filter by status'), 'shipped');
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/admin/merchandise-orders').at(-1)?.url.search).toBe(
        '?status=shipped&limit=20&offset=0',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Pending/ }));
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/admin/merchandise-orders').at(-1)?.url.search).toBe(
        '?status=pending&limit=20&offset=0',
      ),
    );
    expect(screen.getByLabelText('Filter by status')).toHaveValue('pending');
    expect(callsTo(fetch, 'GET /api/admin/merchandise-orders')[0].url.search).toBe('?limit=20&offset=0');
  });

  it('marks an order shipped with the carrier and tracking number, both required', async () => {
    const fetch = api([paid], {
      'PATCH /api/admin/merchandise-orders/7': ({ body }) => Response.json({ ...paid, ...(body as object) }),
    });
    renderAdmin(<AdminOrdersPage />);
    await screen.findByTestId('order-7');
    await userEvent.click(row(7).getByRole('button', { name: 'Mark shipped (MO-0007)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark shipped' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(await dialog.findByText('Please enter the carrier')).toBeInTheDocument();
    expect(dialog.getByText('A tracking number is required to mark the order shipped')).toBeInTheDocument();
    expect(callsTo(fetch, 'PATCH /api/admin/merchandise-orders/7')).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('Carrier'), 'USPS');
    await userEvent.type(dialog.getByLabelText('Tracking number'), ' 9400 1000 ');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(toastOf(await screen.findByText('Order MO-0007: Shipped'))).toHaveTextContent('Success');
    expect(callsTo(fetch, 'PATCH /api/admin/merchandise-orders/7').map((c) => c.body)).toEqual([
      { status: 'shipped', carrier: 'USPS', trackingNumber: '9400 1000' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'GET /api/admin/merchandise-orders')).toHaveLength(2);
  });

  it('confirms a cancellation with the refund of the total, and toasts the server refusal', async () => {
    const reason = 'An order that is shipped cannot be moved to cancelled';
    const fetch = api([paid], {
      'PATCH /api/admin/merchandise-orders/7': () => Response.json({ message: reason }, { status: 409 }),
    });
    renderAdmin(<AdminOrdersPage />);
    await screen.findByTestId('order-7');
    await userEvent.click(row(7).getByRole('button', { name: 'Cancel & refund (MO-0007)' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText(/the card is refunded the total, \$129\.90/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel & refund' }));
    expect(toastOf(await screen.findByText(reason))).toHaveTextContent(`Error${reason}`);
    expect(callsTo(fetch, 'PATCH /api/admin/merchandise-orders/7').map((c) => c.body)).toEqual([
      { status: 'cancelled' },
    ]);
  });

  it('starts production in one click', async () => {
    const fetch = api([paid], {
      'PATCH /api/admin/merchandise-orders/7': ({ body }) => Response.json({ ...paid, ...(body as object) }),
    });
    renderAdmin(<AdminOrdersPage />);
    await screen.findByTestId('order-7');
    await userEvent.click(row(7).getByRole('button', { name: 'Start production (MO-0007)' }));
    expect(await screen.findByText('Order MO-0007: In production')).toBeInTheDocument();
    expect(callsTo(fetch, 'PATCH /api/admin/merchandise-orders/7').map((c) => c.body)).toEqual([
      { status: 'in_production' },
    ]);
  });

  it('shows the catalogue and saves an edited product', async () => {
    const fetch = api([], {
      'PUT /api/admin/merchandise-products/2': ({ body }) => Response.json(productFixture(2, body as object)),
    });
    renderAdmin(<AdminOrdersPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Catalogue' }));
    const product = within(await screen.findByTestId('product-yard-signs'));
    expect(screen.getByTestId('product-yard-signs')).toHaveTextContent(
      /Yard Signs.*Signs.*\$8\.99.*\$4\.00.*\$12\.99.*Active/,
    );
    expect(product.getByRole('presentation')).toHaveAttribute('src', '/merch/yard-signs.svg');
    await userEvent.click(product.getByRole('button', { name: 'Edit Yard Signs' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit product' }));
    await userEvent.clear(dialog.getByLabelText('Markup ($)'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save product' }));
    expect(await dialog.findByText('Must be a valid decimal number')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Markup ($)'), '5.50');
    await userEvent.click(dialog.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/admin/merchandise-products/2')[0].body).toMatchObject({
      slug: 'yard-signs',
      markup: '5.50',
      basePrice: '8.99',
      isActive: true,
    });
  });
});
