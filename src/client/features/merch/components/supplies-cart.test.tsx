import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadDialog } from '@client/components/ui/dialog';
import type { MerchCheckout } from '@shared/merch/merch.schemas';
import { callsTo, type mockApi } from '../../../../test/mock-api';
import { cartStorageKey } from '../cart/cart-store';
import { addToCart, openCart, orderFixture, renderSupplies, suppliesApi } from './supplies-test-utils';

// The app starts loading the dialogs' code when the pointer reaches a button that opens one: so do these tests.
beforeAll(preloadDialog);
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

type Cart = Awaited<ReturnType<typeof openCart>>;

/** 3 yard signs and 2 business cards in the cart, the cart open. */
async function fillCart() {
  renderSupplies();
  await screen.findByRole('list', { name: 'Products' });
  await addToCart('Yard Signs', 3);
  await addToCart('Business Cards', 2);
  return openCart();
}

async function fillCheckout(cart: Cart) {
  await userEvent.type(cart.getByLabelText('Street address'), '12 Elm Street');
  await userEvent.type(cart.getByLabelText('City'), 'Austin');
  await userEvent.type(cart.getByLabelText('State'), 'TX');
  await userEvent.type(cart.getByLabelText('ZIP code'), '78701');
  await userEvent.type(cart.getByLabelText('Name on card'), 'Dana Moreno');
  await userEvent.type(cart.getByLabelText('Card number'), '4242 4242 4242 4242');
  await userEvent.type(cart.getByLabelText('Expiry (MM/YY)'), '12/39');
  await userEvent.type(cart.getByLabelText('Security code'), '123');
}

const orderCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.filter(([url, init]) => url === '/api/merchandise-orders' && init?.method === 'POST');
const keyOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string>)['Idempotency-Key'];

const placed = ({ body }: { body: unknown }) => {
  const checkout: MerchCheckout = {
    order: orderFixture(41, { items: [], total: (body as { total: string }).total }),
    status: 'succeeded',
    redirectUrl: null,
  };
  return Response.json(checkout, { status: 201 });
};

// Whole-page flows with long forms: more than the default 5 s on a busy two-core machine.
describe('the cart', { timeout: 20_000 }, () => {
  it('steps quantities, removes lines at 0 or by Remove, and shows the figures of decision 3', async () => {
    suppliesApi();
    const cart = await fillCart();
    expect(cart.getByTestId('total-subtotal')).toHaveTextContent('$106.95');
    expect(cart.getByTestId('total-commission')).toHaveTextContent('$32.00');
    expect(cart.getByTestId('total-original')).toHaveTextContent('$138.95');
    expect(cart.getByTestId('total-total')).toHaveTextContent('$138.95');
    expect(cart.getByTestId('cart-line-yard-signs')).toHaveTextContent('$12.99 each');
    expect(cart.getByTestId('cart-line-yard-signs')).toHaveTextContent('$38.97');

    await userEvent.click(cart.getByLabelText('Increase quantity of Yard Signs'));
    expect(cart.getByLabelText('Quantity of Yard Signs')).toHaveValue('4');
    expect(cart.getByTestId('total-original')).toHaveTextContent('$151.94');
    expect(cart.getByTestId('total-commission')).toHaveTextContent('$36.00');

    await userEvent.click(cart.getByLabelText('Decrease quantity of Business Cards'));
    await userEvent.click(cart.getByLabelText('Decrease quantity of Business Cards'));
    expect(cart.queryByTestId('cart-line-business-cards')).not.toBeInTheDocument();
    expect(cart.getByTestId('total-original')).toHaveTextContent('$51.96');

    await userEvent.clear(cart.getByLabelText('Quantity of Yard Signs'));
    await userEvent.type(cart.getByLabelText('Quantity of Yard Signs'), '10{Enter}');
    expect(cart.getByTestId('total-original')).toHaveTextContent('$129.90');

    await userEvent.click(cart.getByLabelText('Remove Yard Signs'));
    expect(cart.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cart \(0 item/, hidden: true })).toBeInTheDocument();
    expect(localStorage.getItem(cartStorageKey(3))).toBeNull();
  });

  it('applies a valid coupon (upper-cased, trimmed), checks it again when the amount changes, and removes it', async () => {
    const fetch = suppliesApi();
    const cart = await fillCart();
    const apply = cart.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await userEvent.type(cart.getByLabelText('Coupon code'), ' save10 ');
    expect(cart.getByLabelText('Coupon code')).toHaveValue('SAVE10');
    await userEvent.click(apply);
    expect(await cart.findByTestId('total-discount')).toHaveTextContent('Discount (SAVE10)−$13.90');
    expect(cart.getByTestId('total-total')).toHaveTextContent('$125.05');
    expect(callsTo(fetch, 'POST /api/coupons/validate')[0].body).toEqual({
      code: 'SAVE10',
      orderAmount: '138.95',
      appliesTo: 'merchandise',
    });
    expect(await screen.findByText('Coupon SAVE10 applied')).toBeInTheDocument();

    await userEvent.click(cart.getByLabelText('Increase quantity of Yard Signs'));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/coupons/validate')).toHaveLength(2));
    expect(callsTo(fetch, 'POST /api/coupons/validate')[1].body).toMatchObject({ orderAmount: '151.94' });
    expect(cart.getByTestId('total-discount')).toHaveTextContent('−$15.19');
    expect(cart.getByTestId('total-total')).toHaveTextContent('$136.75');

    await userEvent.click(cart.getByLabelText('Remove coupon SAVE10'));
    expect(cart.queryByTestId('total-discount')).not.toBeInTheDocument();
    expect(cart.getByTestId('total-total')).toHaveTextContent('$151.94');
    expect(cart.getByLabelText('Coupon code')).toHaveValue('');
  });

  it("says why a coupon is refused, in the server's words or the specified ones", async () => {
    suppliesApi();
    const cart = await fillCart();
    await userEvent.type(cart.getByLabelText('Coupon code'), 'old');
    await userEvent.click(cart.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid Coupon')).toBeInTheDocument();
    expect(screen.getByText('This coupon has expired.')).toBeInTheDocument();

    await userEvent.clear(cart.getByLabelText('Coupon code'));
    await userEvent.type(cart.getByLabelText('Coupon code'), 'NOPE');
    await userEvent.click(cart.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon code is not valid.')).toBeInTheDocument();
    expect(cart.queryByTestId('total-discount')).not.toBeInTheDocument();
  });

  it("says 'Failed to validate coupon' when the call fails without a message", async () => {
    suppliesApi({ 'POST /api/coupons/validate': () => new Response('Bad gateway', { status: 502 }) });
    const cart = await fillCart();
    await userEvent.type(cart.getByLabelText('Coupon code'), 'SAVE10');
    await userEvent.click(cart.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to validate coupon')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});

describe('Place Order', { timeout: 20_000 }, () => {
  it('checks the address first: inline messages, focus on the first, nothing sent', async () => {
    const fetch = suppliesApi();
    const cart = await fillCart();
    await userEvent.click(cart.getByRole('button', { name: 'Place Order' }));
    expect(await cart.findByText('Please enter the street address')).toBeInTheDocument();
    expect(cart.getByText('Please enter a valid ZIP code')).toBeInTheDocument();
    expect(cart.getByText('Please enter a valid card number')).toBeInTheDocument();
    expect(cart.getByLabelText('Street address')).toHaveFocus();
    expect(orderCalls(fetch)).toHaveLength(0);
  });

  it('sends the cart with its design, coupon and figures under an Idempotency-Key, then clears the cart', async () => {
    let release = () => {};
    const fetch = suppliesApi({
      'POST /api/merchandise-orders': (request) => {
        const answer = placed(request);
        return new Promise<Response>((resolve) => (release = () => resolve(answer))) as unknown as Response;
      },
    });
    renderSupplies();
    await screen.findByRole('list', { name: 'Products' });
    // A design for the yard signs, saved to their cart line.
    await userEvent.click(screen.getByRole('button', { name: 'Design Tool' }));
    const design = within(await screen.findByRole('dialog', { name: 'Business Cards' }));
    await userEvent.selectOptions(design.getByRole('combobox', { name: 'Product' }), 'yard-signs');
    await userEvent.type(screen.getByLabelText('Text line 2'), 'Call 555-0100');
    await userEvent.click(screen.getByRole('button', { name: 'Save and add to cart' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await addToCart('Yard Signs', 2);
    await addToCart('Business Cards', 2);

    const cart = await openCart();
    expect(cart.getByTestId('cart-line-yard-signs')).toHaveTextContent('No logo · 2 lines of text');
    await userEvent.type(cart.getByLabelText('Coupon code'), 'SAVE10');
    await userEvent.click(cart.getByRole('button', { name: 'Apply' }));
    await cart.findByTestId('total-discount');
    await fillCheckout(cart);
    await userEvent.click(cart.getByRole('button', { name: 'Place Order' }));
    expect(await cart.findByRole('button', { name: 'Placing order...' })).toBeDisabled();

    const [[, init]] = orderCalls(fetch);
    expect(keyOf(init)).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(init!.body as string)).toEqual({
      items: { 'yard-signs': 3, 'business-cards': 2 },
      customizations: {
        'yard-signs': {
          logoUrl: null,
          primaryColor: '#3b82f6',
          secondaryColor: '#1f2937',
          textLines: ['Greenline Landscaping', 'Call 555-0100'],
        },
      },
      couponCode: 'SAVE10',
      shippingAddress: {
        name: 'Greenline Landscaping',
        line1: '12 Elm Street',
        line2: null,
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
      },
      card: { cardholderName: 'Dana Moreno', cardNumber: '4242424242424242', expiryDate: '12/39', cvv: '123' },
      subtotal: '106.95',
      commission: '32.00',
      originalTotal: '138.95',
      discountAmount: '13.90',
      total: '125.05',
    });

    const summaryReads = callsTo(fetch, 'GET /api/merchandise-orders/summary').length;
    release();
    expect(await screen.findByText('Order placed')).toBeInTheDocument();
    expect(screen.getByText('Order M-000041 is paid and on its way to production.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your cart' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Cart \(0 item/ })).toBeInTheDocument();
    expect(localStorage.getItem(cartStorageKey(3))).toBeNull();
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/merchandise-orders/summary').length).toBeGreaterThan(summaryReads),
    );
  });

  it("shows 'Failed to place order' with the server's reason, fields in place, and tries again with a new key", async () => {
    let answers = [
      () => Response.json({ message: 'Your card was declined.' }, { status: 402 }),
      () =>
        Response.json(
          { message: 'Please enter a valid ZIP code', fields: { 'shippingAddress.postalCode': 'ZIP code not served' } },
          { status: 400 },
        ),
    ];
    const fetch = suppliesApi({ 'POST /api/merchandise-orders': () => answers.shift()!() });
    const cart = await fillCart();
    await fillCheckout(cart);
    await userEvent.click(cart.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Failed to place order')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cart \(5 item/, hidden: true })).toBeInTheDocument();

    await userEvent.click(cart.getByRole('button', { name: 'Place Order' }));
    expect(await cart.findByText('ZIP code not served')).toBeInTheDocument();
    const keys = orderCalls(fetch).map(([, init]) => keyOf(init));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    answers = [];
  });
});

describe('back from Stripe', { timeout: 20_000 }, () => {
  it('confirms the order once, clears the cart, shows the order and cleans the address', async () => {
    localStorage.setItem(cartStorageKey(3), JSON.stringify([{ slug: 'yard-signs', quantity: 3, customization: null }]));
    const paid = orderFixture(7);
    const fetch = suppliesApi({
      'POST /api/merchandise-orders/7/confirm': () => Response.json(paid),
      'GET /api/merchandise-orders/7': () => Response.json(paid),
    });
    renderSupplies('/supplies?order=7&session_id=cs_test_1');
    expect(await screen.findByRole('dialog', { name: 'Order M-000007' })).toBeInTheDocument();
    expect(await screen.findByText('Order M-000007 is paid and on its way to production.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/supplies\?order=7$/);
    expect(screen.getByRole('button', { name: /^Cart \(0 item/, hidden: true })).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/merchandise-orders/7/confirm')).toHaveLength(1);
  });

  it('says the payment was not completed and offers to cancel the order', async () => {
    localStorage.setItem(cartStorageKey(3), JSON.stringify([{ slug: 'yard-signs', quantity: 3, customization: null }]));
    const pending = orderFixture(7, { status: 'pending', paidAt: null, cardBrand: null, cardLast4: null });
    const fetch = suppliesApi({
      'GET /api/merchandise-orders/7': () => Response.json(pending),
      'POST /api/merchandise-orders/7/cancel': () => Response.json({ ...pending, status: 'cancelled' }),
    });
    renderSupplies('/supplies?order=7&cancelled=1');
    expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
    expect(await screen.findByText(/Order M-000007 was not paid/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cart \(3 item/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/merchandise-orders/7/cancel')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Payment not completed')).not.toBeInTheDocument());
  });
});
