import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { couponMessages, LAUNCH_COUPON_CODE, LAUNCH_OFFER_TEXT } from '@shared/merch/coupons.schemas';
import { cardMessages, TEST_MODE_LABEL } from '@shared/payments/card.schemas';
import { SUBSCRIBE_REDIRECT_MS, subscriptionMessages as m } from '@shared/subscriptions/subscriptions.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { plansFixture, subscriptionFixture } from '../subscriptions-fixtures';
import { SubscribePage } from './subscribe-page';
import { renderAt, testCard, toastSaying } from './subscriptions-test-utils';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const valid = (code: string, discountAmount: string, finalAmount: string) =>
  Response.json({
    valid: true,
    coupon: { code, discountType: 'percentage', discountValue: '20.00', durationMonths: 3 },
    discountAmount,
    finalAmount,
    message: couponMessages.applied(code),
  });

function api(extra: Parameters<typeof mockApi>[0] = {}, sub = subscriptionFixture()) {
  return mockApi({
    'GET /api/subscription': () => Response.json(sub),
    'GET /api/plans': () => Response.json(plansFixture),
    ...extra,
  });
}

const summary = () => within(screen.getByRole('heading', { name: 'Order summary' }).closest('div.rounded-xl')!);

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name on card'), testCard.cardholderName);
  await user.type(screen.getByLabelText('Card number'), testCard.cardNumber);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), testCard.expiryDate);
  await user.type(screen.getByLabelText('Security code'), testCard.cvv);
}

describe('/subscribe without a plan', () => {
  it('initializes, then offers the plans of /api/plans with Pro chosen and charged when the trial ends', async () => {
    api();
    renderAt(<SubscribePage />);
    expect(screen.getByText(m.initializing)).toBeInTheDocument();

    const pro = await screen.findByRole('radio', { name: 'Pro' });
    expect(pro).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Basic' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Enterprise' })).not.toBeChecked();
    expect(pro).toHaveAccessibleDescription('$42.50 per month Most popular');
    expect(screen.getByRole('radio', { name: 'Basic' })).toHaveAccessibleDescription('$24.00 per month');
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
    expect(screen.queryByText('$19.00')).not.toBeInTheDocument();

    expect(summary().getByText('$42.50 / month')).toBeInTheDocument();
    expect(summary().getByText(/when your trial ends on/)).toHaveTextContent('when your trial ends on Mar 05, 2099');
    expect(screen.getByText(TEST_MODE_LABEL)).toBeInTheDocument();
    expect(screen.getByText(LAUNCH_OFFER_TEXT)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Enterprise' }));
    expect(summary().getByText('$110.00 / month')).toBeInTheDocument();
  });

  it('charges today once the trial has ended', async () => {
    api({}, subscriptionFixture({ trialEndsAt: '2020-01-01T00:00:00.000Z', trialDaysLeft: 0, limited: true }));
    renderAt(<SubscribePage />);
    expect(await screen.findByText('today')).toBeInTheDocument();
  });

  it('applies a coupon (upper-cased, trimmed) to the plan price, checks it again for another plan, removes it', async () => {
    const fetch = api({
      'POST /api/coupons/validate': ({ body }) => {
        const amount = (body as { orderAmount: string }).orderAmount;
        return amount === '42.50' ? valid('SPRING', '8.50', '34.00') : valid('SPRING', '4.80', '19.20');
      },
    });
    const user = userEvent.setup();
    renderAt(<SubscribePage />);
    const input = await screen.findByLabelText('Coupon code');
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(input, ' spring ');
    expect(input).toHaveValue('SPRING');
    await user.click(apply);

    expect(await summary().findByText('−$8.50')).toBeInTheDocument();
    expect(summary().getByText('Coupon discount (SPRING)')).toBeInTheDocument();
    expect(summary().getByText('$34.00')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/coupons/validate')[0].body).toEqual({
      code: 'SPRING',
      orderAmount: '42.50',
      appliesTo: 'subscription',
    });

    await user.click(screen.getByRole('radio', { name: 'Basic' }));
    expect(await summary().findByText('−$4.80')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/coupons/validate')[1].body).toMatchObject({ orderAmount: '24.00' });

    await user.click(screen.getByRole('button', { name: 'Remove coupon SPRING' }));
    expect(summary().queryByText(/Coupon discount/)).not.toBeInTheDocument();
    expect(summary().getAllByText('$24.00')).toHaveLength(1);
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
  });

  it('says why a coupon is refused, with the fallback texts when the server gives none', async () => {
    let answer = () =>
      Response.json({
        valid: false,
        coupon: null,
        discountAmount: '0.00',
        finalAmount: '42.50',
        message: couponMessages.expired,
      });
    api({ 'POST /api/coupons/validate': () => answer() });
    const user = userEvent.setup();
    renderAt(<SubscribePage />);
    await user.type(await screen.findByLabelText('Coupon code'), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await toastSaying(couponMessages.expired)).toHaveTextContent(couponMessages.invalidTitle);

    answer = () =>
      Response.json({ valid: false, coupon: null, discountAmount: '0.00', finalAmount: '42.50', message: '' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await toastSaying(couponMessages.invalid)).toHaveTextContent(couponMessages.invalidTitle);

    answer = () => new Response('oops', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await toastSaying(couponMessages.validateFailed)).toHaveTextContent('Error');
    expect(summary().queryByText(/Coupon discount/)).not.toBeInTheDocument();
  });

  it('sends the choice, the card, the coupon and the amount, then goes home 2 seconds after the answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release = () => {};
    const fetch = api({
      'POST /api/coupons/validate': () => valid(LAUNCH_COUPON_CODE, '4.80', '19.20'),
      'POST /api/get-or-create-subscription': () => Response.json({ message: 'You chose Basic.', redirectUrl: null }),
    });
    const answered = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (init?.method === 'POST' && String(input).includes('subscription'))
        await new Promise<void>((r) => (release = r));
      return answered(input, init);
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<SubscribePage />);
    await user.click(await screen.findByRole('radio', { name: 'Basic' }));
    await user.click(screen.getByRole('button', { name: `Use ${LAUNCH_COUPON_CODE}` }));
    expect(await summary().findByText('−$4.80')).toBeInTheDocument();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: m.subscribe }));

    const pending = await screen.findByRole('button', { name: 'Subscribing...' });
    expect(pending).toBeDisabled();
    expect(callsTo(fetch, 'POST /api/get-or-create-subscription')[0].body).toEqual({
      planType: 'basic',
      paymentMethod: { ...testCard, cardNumber: '4242424242424242' },
      couponCode: LAUNCH_COUPON_CODE,
      finalAmount: '19.20',
    });
    release();
    expect(await toastSaying('You chose Basic.')).toBeInTheDocument();
    // The clock also runs on its own (a few milliseconds here): half a second either side is the margin.
    await act(async () => vi.advanceTimersByTime(SUBSCRIBE_REDIRECT_MS - 500));
    expect(screen.queryByText('Home screen')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.getByText('Home screen')).toBeInTheDocument();
  });

  it('checks the card before sending it, and sends nothing without one', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderAt(<SubscribePage />);
    await user.click(await screen.findByRole('button', { name: m.subscribe }));
    expect(await screen.findByText(cardMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(cardMessages.numberInvalid)).toBeInTheDocument();
    expect(screen.getByText(cardMessages.expiryInvalid)).toBeInTheDocument();
    expect(screen.getByText(cardMessages.cvvInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Name on card')).toHaveFocus();
    expect(callsTo(fetch, 'POST /api/get-or-create-subscription')).toHaveLength(0);
  });

  it('says why subscribing failed: the server message, its field messages in place, or the fallback', async () => {
    let answer = () =>
      Response.json(
        { message: cardMessages.numberInvalid, fields: { 'paymentMethod.cardNumber': cardMessages.declined } },
        { status: 400 },
      );
    api({ 'POST /api/get-or-create-subscription': () => answer() });
    const user = userEvent.setup();
    renderAt(<SubscribePage />);
    await screen.findByRole('radio', { name: 'Pro' });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: m.subscribe }));
    expect(await toastSaying(cardMessages.numberInvalid)).toHaveTextContent(m.failedTitle);
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(cardMessages.declined);

    answer = () => new Response('Bad gateway', { status: 502 });
    await user.click(screen.getByRole('button', { name: m.subscribe }));
    expect(await toastSaying(m.failed)).toHaveTextContent(m.failedTitle);
    expect(screen.getByRole('button', { name: m.subscribe })).toBeEnabled();
  });

  it("with Stripe asks for no card and goes to Stripe's page", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = api(
      {
        'POST /api/get-or-create-subscription': () =>
          Response.json({ message: 'Continue on Stripe.', redirectUrl: 'https://checkout.stripe.test/s/1' }),
      },
      subscriptionFixture({ paymentMode: 'stripe' }),
    );
    const user = userEvent.setup();
    renderAt(<SubscribePage />);
    expect(await screen.findByText(/Payment continues on Stripe's secure page/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByText(TEST_MODE_LABEL)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.subscribe }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/get-or-create-subscription')).toHaveLength(1));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/s/1'));
    expect(callsTo(fetch, 'POST /api/get-or-create-subscription')[0].body).toEqual({
      planType: 'pro',
      couponCode: null,
      finalAmount: '42.50',
    });
  });
});
