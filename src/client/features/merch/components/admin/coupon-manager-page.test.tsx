import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Coupon, CouponSummary } from '@shared/merch/coupons.schemas';
import { preloadDialog } from '@client/components/ui/dialog';
import { callsTo, mockApi } from '../../../../../test/mock-api';
import { couponFixture, pageOf, renderAdmin, toastOf } from './admin-test-utils';
import { CouponManagerPage } from './coupon-manager-page';

// The dialogs' code loads when one first opens: these tests load it once, up front.
beforeAll(preloadDialog);

afterEach(() => vi.unstubAllGlobals());

const summary: CouponSummary = { totalCoupons: 2, activeCoupons: 1, totalUses: 1234, expiringSoon: 1 };
const spring = couponFixture(1, {
  code: 'SPRING20',
  description: 'Spring newsletter',
  discountValue: '20.00',
  usageCount: 3,
  expiresAt: '2026-05-31T23:59:59.999Z',
});
const fixed = couponFixture(2, {
  code: 'TAKE15',
  discountType: 'fixed_amount',
  discountValue: '15.00',
  maxUses: 100,
  usageCount: 7,
  isActive: false,
});

function api(list: Coupon[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/coupons': pageOf(list),
    'GET /api/coupons/summary': () => Response.json(summary),
    ...extra,
  });
}

const row = (id: number) => within(screen.getByTestId(`coupon-${id}`));

// Long, typed interactions on a machine whose cores other suites share.
describe('Coupon Manager', { timeout: 20_000 }, () => {
  it('shows the figures and each coupon: N% or $N, count or count / max, Active or Inactive, the expiry day', async () => {
    api([spring, fixed]);
    renderAdmin(<CouponManagerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Coupon Management' })).toBeInTheDocument();
    expect(await screen.findByTestId('summary-Total Coupons')).toHaveTextContent('2');
    expect(screen.getByTestId('summary-Active Coupons')).toHaveTextContent('1');
    expect(screen.getByTestId('summary-Total Uses')).toHaveTextContent('1,234');
    expect(screen.getByTestId('summary-Expiring Soon')).toHaveTextContent('1');

    await screen.findByTestId('coupon-1');
    expect(screen.getByRole('heading', { name: 'All Coupons' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Code',
      'Discount',
      'Usage',
      'Status',
      'Expires',
      'Actions',
    ]);
    const cells = (id: number) => within(screen.getByTestId(`coupon-${id}`)).getAllByRole('cell');
    expect(cells(1)[0]).toHaveTextContent('SPRING20Spring newsletter');
    expect(cells(1)[1]).toHaveTextContent(/^20%$/);
    expect(cells(1)[2]).toHaveTextContent(/^Used 3$/);
    expect(cells(1)[3]).toHaveTextContent('Active');
    // The day typed, not Tokyo's next one.
    expect(cells(1)[4]).toHaveTextContent(/^Expires May 31, 2026$/);
    expect(row(1).getByRole('switch', { name: 'SPRING20 active' })).toBeChecked();

    expect(cells(2)[1]).toHaveTextContent(/^\$15\.00$/);
    expect(cells(2)[2]).toHaveTextContent(/^Used 7 \/ 100$/);
    expect(cells(2)[3]).toHaveTextContent('Inactive');
    expect(cells(2)[4]).toHaveTextContent('No expiry');
    expect(row(2).getByRole('switch', { name: 'TAKE15 active' })).not.toBeChecked();
    expect(row(2).getByRole('button', { name: 'Edit TAKE15' })).toBeInTheDocument();
    expect(row(2).getByRole('button', { name: 'Delete TAKE15' })).toBeInTheDocument();
  });

  it('says it is loading, then shows the empty state whose button opens the form', async () => {
    let answer: (r: Response) => void = () => {};
    api([], { 'GET /api/coupons': () => new Promise<Response>((r) => (answer = r)) as unknown as Response });
    renderAdmin(<CouponManagerPage />);
    expect(await screen.findByText('Loading coupon data...')).toBeInTheDocument();
    answer(pageOf([])());
    expect(
      await screen.findByText('No coupons created yet. Create your first coupon to get started.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading coupon data...')).not.toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'All Coupons' }).closest('div.rounded-xl') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Coupon' })).toBeInTheDocument();
  });

  it('asks for 20 a page and pages on', async () => {
    const fetch = api([], { 'GET /api/coupons': pageOf([spring], 45) });
    renderAdmin(<CouponManagerPage />);
    expect(await screen.findByText('Page 1 of 3 · 45 coupons')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/coupons').map((c) => c.url.search)).toEqual([
        '?limit=20&offset=0',
        '?limit=20&offset=20',
      ]),
    );
  });

  it('switches a coupon off with its switch and reads the list again', async () => {
    const fetch = api([spring], {
      'PATCH /api/coupons/1': ({ body }) => Response.json({ ...spring, ...(body as object) }),
    });
    renderAdmin(<CouponManagerPage />);
    await userEvent.click(await screen.findByRole('switch', { name: 'SPRING20 active' }));
    expect(await screen.findByText('Coupon updated successfully')).toBeInTheDocument();
    expect(callsTo(fetch, 'PATCH /api/coupons/1').map((c) => c.body)).toEqual([{ isActive: false }]);
    await waitFor(() => expect(callsTo(fetch, 'GET /api/coupons')).toHaveLength(2));
    expect(callsTo(fetch, 'GET /api/coupons/summary')).toHaveLength(2);
  });

  it('deletes after the confirmation, and says so', async () => {
    const fetch = api([spring], { 'DELETE /api/coupons/1': () => new Response(null, { status: 204 }) });
    renderAdmin(<CouponManagerPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete SPRING20' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Are you sure you want to delete this coupon?')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE /api/coupons/1')).toHaveLength(0);
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(toastOf(await screen.findByText('Coupon deleted successfully'))).toHaveTextContent(
      /^SuccessCoupon deleted successfully$/,
    );
    expect(callsTo(fetch, 'DELETE /api/coupons/1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("toasts 'Error' with the server's reason when a used coupon is not deleted", async () => {
    const reason = 'This coupon has already been used and cannot be deleted. Switch it off instead.';
    api([spring], { 'DELETE /api/coupons/1': () => Response.json({ message: reason }, { status: 409 }) });
    renderAdmin(<CouponManagerPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete SPRING20' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(toastOf(await screen.findByText(reason))).toHaveTextContent(`Error${reason}`);
  });

  it("toasts 'Failed to delete coupon' when the server gives no reason", async () => {
    api([spring], { 'DELETE /api/coupons/1': () => new Response('', { status: 502 }) });
    renderAdmin(<CouponManagerPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete SPRING20' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete coupon')).toBeInTheDocument();
  });
});
