import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@shared/merch/coupons.schemas';
import { preloadDialog } from '@client/components/ui/dialog';
import { callsTo, mockApi } from '../../../../../test/mock-api';
import { couponFixture, pageOf, renderAdmin, toastOf } from './admin-test-utils';
import { CouponManagerPage } from './coupon-manager-page';

// The dialogs' code loads when one first opens: these tests load it once, up front.
beforeAll(preloadDialog);

afterEach(() => vi.unstubAllGlobals());

const summary = { totalCoupons: 1, activeCoupons: 1, totalUses: 0, expiringSoon: 0 };
const stored = couponFixture(4, {
  code: 'FALL10',
  name: 'Fall promotion',
  description: 'Autumn mailing',
  discountValue: '10.00',
  maxUses: 50,
  usageCount: 2,
  maxDiscount: '25.00',
  startsAt: '2026-09-01T00:00:00.000Z',
  expiresAt: '2026-11-30T23:59:59.999Z',
  isActive: false,
});
const saved = ({ body }: { body: unknown }) =>
  Response.json(couponFixture(9, body as Partial<Coupon>), { status: 201 });

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/coupons': pageOf([stored]),
    'GET /api/coupons/summary': () => Response.json(summary),
    'POST /api/coupons': saved,
    ...extra,
  });
}

async function openCreate() {
  renderAdmin(<CouponManagerPage />);
  await userEvent.click(screen.getAllByRole('button', { name: 'Create Coupon' })[0]);
  return within(await screen.findByRole('dialog', { name: 'Create New Coupon' }));
}

// Long, typed interactions on a machine whose cores other suites share.
describe('Coupon form', { timeout: 20_000 }, () => {
  it('creates a coupon from what was typed, the code upper-cased as typed, and says so', async () => {
    const fetch = api();
    const dialog = await openCreate();
    expect(dialog.getByLabelText('Discount type')).toHaveValue('percentage');
    expect(dialog.getByLabelText('Discount value (%)')).toHaveValue(0);
    expect(dialog.getByLabelText('Discount value (%)')).toHaveAttribute('max', '100');
    await userEvent.type(dialog.getByLabelText('Coupon code'), 'spring-20');
    expect(dialog.getByLabelText('Coupon code')).toHaveValue('SPRING-20');
    await userEvent.selectOptions(dialog.getByLabelText('Discount type'), 'fixed_amount');
    const value = dialog.getByLabelText('Discount value ($)');
    expect(value).not.toHaveAttribute('max');
    await userEvent.clear(value);
    await userEvent.type(value, '15.5');
    await userEvent.type(dialog.getByLabelText('Max uses'), '50');
    await userEvent.type(dialog.getByLabelText('Expiry date'), '2026-06-30');
    await userEvent.type(dialog.getByLabelText('Description'), 'Spring mailing');
    await userEvent.click(dialog.getByRole('button', { name: 'More options' }));
    expect(dialog.getByLabelText('Uses per customer')).toHaveValue(1);
    await userEvent.type(dialog.getByLabelText('Minimum order amount ($)'), '40');
    await userEvent.click(dialog.getByLabelText('Merchandise'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));

    expect(toastOf(await screen.findByText('Coupon created successfully'))).toHaveTextContent('Success');
    expect(callsTo(fetch, 'POST /api/coupons').map((c) => c.body)).toEqual([
      {
        code: 'SPRING-20',
        discountType: 'fixed_amount',
        discountValue: '15.5',
        maxUses: 50,
        expiresAt: '2026-06-30',
        description: 'Spring mailing',
        userLimit: 1,
        minimumAmount: '40',
        appliesTo: ['merchandise'],
        durationMonths: null,
        isActive: true,
        name: null,
        maxDiscount: null,
        startsAt: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'GET /api/coupons')).toHaveLength(2);
    expect(callsTo(fetch, 'GET /api/coupons/summary')).toHaveLength(2);
  });

  it("shows the schema's messages, focuses the first field to fix, and sends nothing", async () => {
    const fetch = api();
    const dialog = await openCreate();
    const value = dialog.getByLabelText('Discount value (%)');
    await userEvent.clear(value);
    await userEvent.type(value, '150');
    await userEvent.type(dialog.getByLabelText('Max uses'), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Code is required')).toBeInTheDocument();
    expect(dialog.getByText('A percentage discount cannot be more than 100')).toBeInTheDocument();
    expect(dialog.getByText('Max uses must be a whole number of at least 1')).toBeInTheDocument();
    expect(dialog.getByLabelText('Coupon code')).toHaveFocus();
    expect(dialog.getByLabelText('Coupon code')).toHaveAttribute('aria-invalid', 'true');

    // A message under 'More options' opens it and takes the focus there.
    await userEvent.type(dialog.getByLabelText('Coupon code'), 'ok');
    await userEvent.clear(value);
    await userEvent.type(value, '10');
    await userEvent.clear(dialog.getByLabelText('Max uses'));
    const limit = dialog.getByLabelText('Uses per customer');
    expect(limit).not.toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'More options' }));
    await userEvent.clear(limit);
    await userEvent.type(limit, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'More options' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Per-user limit must be a whole number of at least 1')).toBeVisible();
    expect(limit).toHaveFocus();
    expect(callsTo(fetch, 'POST /api/coupons')).toHaveLength(0);
  });

  it("edits a coupon: 'Edit Coupon', its expiry's day, Update, and keeps what the form does not show", async () => {
    const fetch = api({ 'PUT /api/coupons/4': ({ body }) => Response.json({ ...stored, ...(body as object) }) });
    renderAdmin(<CouponManagerPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit FALL10' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Coupon' }));
    expect(dialog.getByLabelText('Coupon code')).toHaveValue('FALL10');
    expect(dialog.getByLabelText('Discount value (%)')).toHaveValue(10);
    expect(dialog.getByLabelText('Max uses')).toHaveValue(50);
    expect(dialog.getByLabelText('Expiry date')).toHaveValue('2026-11-30');
    expect(dialog.getByLabelText('Description')).toHaveValue('Autumn mailing');
    await userEvent.clear(dialog.getByLabelText('Max uses'));
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Coupon updated successfully')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/coupons/4')[0].body).toEqual({
      code: 'FALL10',
      discountType: 'percentage',
      discountValue: '10.00',
      maxUses: null,
      expiresAt: '2026-11-30',
      description: 'Autumn mailing',
      userLimit: 1,
      minimumAmount: null,
      appliesTo: null,
      durationMonths: null,
      isActive: false,
      name: 'Fall promotion',
      maxDiscount: '25.00',
      startsAt: '2026-09-01T00:00:00.000Z',
    });
  });

  it('says what it does while the server works', async () => {
    let answer: (r: Response) => void = () => {};
    api({ 'POST /api/coupons': () => new Promise<Response>((r) => (answer = r)) as unknown as Response });
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText('Coupon code'), 'WAIT');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    answer(saved({ body: { code: 'WAIT' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("toasts the server's message and puts its field message under the code", async () => {
    const taken = 'A coupon with this code already exists';
    api({ 'POST /api/coupons': () => Response.json({ message: taken, fields: { code: taken } }, { status: 409 }) });
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText('Coupon code'), 'FALL10');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(taken);
    expect(dialog.getByLabelText('Coupon code')).toHaveFocus();
    const toast = screen.getAllByText(taken).map(toastOf).find(Boolean);
    expect(toast).toHaveTextContent(`Error${taken}`);
    expect(screen.getByRole('dialog', { name: 'Create New Coupon' })).toBeInTheDocument();
  });

  it("toasts 'Failed to update coupon' when the server gives no reason", async () => {
    api({ 'PUT /api/coupons/4': () => new Response('', { status: 500 }) });
    renderAdmin(<CouponManagerPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit FALL10' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Update' }));
    expect(toastOf(await screen.findByText('Failed to update coupon'))).toHaveTextContent('Error');
  });
});
