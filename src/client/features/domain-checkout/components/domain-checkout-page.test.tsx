import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { couponMessages } from '@shared/merch/coupons.schemas';
import { TEST_MODE_LABEL } from '@shared/payments/card.schemas';
import { domainCheckoutMessages as m } from '@shared/storefronts/domain-checkout.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { order, renderCheckout, toastSaying } from './domain-checkout-test-utils';

afterEach(() => vi.unstubAllGlobals());

const ORDER = 'GET /api/domain-order/greenline';
const PAY = 'POST /api/process-domain-payment';

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
  await user.type(await screen.findByLabelText('Name on card'), 'Dana Moreno');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('ZIP code'), '94110');
}

describe('DomainCheckoutPage', () => {
  it('shows the order: the domain, the business, its industry, the fees, the total and the test-mode card form', async () => {
    mockApi({ [ORDER]: () => Response.json(order) });
    renderCheckout();
    const list = within(await screen.findByLabelText('Order summary'));
    expect(list.getByText('greenline')).toBeInTheDocument();
    expect(list.getByText('Greenline Landscaping')).toBeInTheDocument();
    expect(list.getByText('landscaping')).toBeInTheDocument();
    expect(list.getAllByText('$29.00')).toHaveLength(2);
    expect(list.getByText('$9.00/month from 30 days on')).toBeInTheDocument();
    expect(screen.getByText(TEST_MODE_LABEL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $29.00' })).toBeEnabled();
  });

  it('applies a coupon for domains (upper-cased, Apply disabled while empty) and takes it off the total', async () => {
    let answer = () =>
      Response.json({ valid: false, coupon: null, discountAmount: '0.00', finalAmount: '29.00', message: '' });
    const fetch = mockApi({ [ORDER]: () => Response.json(order), 'POST /api/coupons/validate': () => answer() });
    const user = userEvent.setup();
    renderCheckout();
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(screen.getByLabelText('Coupon code'), ' spring ');
    expect(screen.getByLabelText('Coupon code')).toHaveValue('SPRING');
    await user.click(apply);
    expect(await toastSaying(couponMessages.invalid)).toHaveTextContent(couponMessages.invalidTitle);
    expect(callsTo(fetch, 'POST /api/coupons/validate')[0].body).toEqual({
      code: 'SPRING',
      orderAmount: '29.00',
      appliesTo: 'domain',
    });

    answer = () =>
      Response.json({
        valid: true,
        coupon: { code: 'SPRING', discountType: 'percentage', discountValue: '10.00', durationMonths: null },
        discountAmount: '2.90',
        finalAmount: '26.10',
        message: 'Coupon SPRING applied',
      });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Pay $26.10' })).toBeInTheDocument();
    expect(screen.getByText('Coupon discount (SPRING)')).toBeInTheDocument();

    mockApi({ [ORDER]: () => Response.json(order), [PAY]: () => Response.json({ success: true, message: 'ok' }) });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $26.10' }));
    expect(await screen.findByText('Domain manager screen')).toBeInTheDocument();
  });

  it('shows a visitor no coupon box', async () => {
    mockApi({ [ORDER]: () => Response.json(order) });
    renderCheckout({ user: null });
    expect(await screen.findByRole('button', { name: 'Pay $29.00' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
  });

  it('requires every field and holds the lengths: card number 19, expiry 5, CVV 4, ZIP 10', async () => {
    const fetch = mockApi({ [ORDER]: () => Response.json(order) });
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $29.00' }));
    for (const message of [m.nameRequired, m.numberRequired, m.expiryRequired, m.cvvRequired, m.zipRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('maxLength', '5');
    expect(screen.getByLabelText('Security code')).toHaveAttribute('maxLength', '4');
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('maxLength', '10');
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242 42');
    await user.click(screen.getByRole('button', { name: 'Pay $29.00' }));
    expect(await screen.findByText(m.numberMax)).toBeInTheDocument();
    expect(callsTo(fetch, PAY)).toHaveLength(0);
  });

  it("pays: sends the card and the amount in cents under an Idempotency-Key, says 'Payment Successful', goes to the domain manager", async () => {
    const fetch = mockApi({
      [ORDER]: () => Response.json(order),
      [PAY]: () => Response.json({ success: true, message: m.paid('greenline') }),
    });
    const user = userEvent.setup();
    renderCheckout();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $29.00' }));
    expect(await toastSaying(m.paid('greenline'))).toHaveTextContent(m.paymentSuccessful);
    expect(await screen.findByText('Domain manager screen')).toBeInTheDocument();
    const [call] = callsTo(fetch, PAY);
    expect(call.body).toEqual({
      subdomain: 'greenline',
      amount: 2900,
      couponCode: null,
      cardDetails: {
        cardNumber: '4242424242424242',
        expirationDate: '12/34',
        cvv: '123',
        nameOnCard: 'Dana Moreno',
        zipCode: '94110',
      },
    });
    const init = fetch.mock.calls.find(([url]) => String(url).includes('process-domain-payment'))![1];
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/\S{8,}/);
  });

  it("says 'Payment Failed' with the server's reason, or the specified hint without one", async () => {
    let answer = () => Response.json({ message: 'Your card was declined.' }, { status: 402 });
    mockApi({ [ORDER]: () => Response.json(order), [PAY]: () => answer() });
    const user = userEvent.setup();
    renderCheckout();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $29.00' }));
    expect(await toastSaying('Your card was declined.')).toHaveTextContent(m.paymentFailed);
    answer = () => new Response('Bad gateway', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Pay $29.00' }));
    expect(await toastSaying(m.paymentFailedHint)).toHaveTextContent(m.paymentFailed);
    expect(screen.queryByText('Domain manager screen')).not.toBeInTheDocument();
  });

  it("shows 'Domain Not Found' with its link, and the 'Domain order not found' toast", async () => {
    mockApi({ [ORDER]: () => Response.json({ message: m.orderNotFound }, { status: 404 }) });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: m.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.backToDomains })).toHaveAttribute('href', '/domain-manager');
    expect(await toastSaying(m.orderNotFound)).toBeInTheDocument();
  });

  it("with Stripe asks for no card and goes to Stripe's page", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockApi({
      [ORDER]: () => Response.json({ ...order, payments: { mode: 'stripe' } }),
      [PAY]: () =>
        Response.json({ success: true, message: 'Continue', redirectUrl: 'https://checkout.stripe.test/c/1' }),
    });
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay $29.00' }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/1'));
  });

  it('back from Stripe, confirms the session once and goes to the domain manager when it is paid', async () => {
    const fetch = mockApi({
      'POST /api/domain-order/greenline/confirm': () =>
        Response.json({ status: 'active', message: 'Stripe confirmed it.' }),
    });
    renderCheckout({ route: '/checkout/domain/greenline?session_id=cs_1' });
    expect(await screen.findByText('Domain manager screen')).toBeInTheDocument();
    expect(await toastSaying('Stripe confirmed it.')).toHaveTextContent(m.paymentSuccessful);
    expect(callsTo(fetch, 'POST /api/domain-order/greenline/confirm')).toEqual([
      expect.objectContaining({ body: { sessionId: 'cs_1' } }),
    ]);
    expect(callsTo(fetch, ORDER)).toHaveLength(0);
  });
});
