import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { invoiceForm, invoiceHelpers } from '../invoices/invoices.test-helpers';
import { at, DAY, MINUTE, subscriptionTestApi } from './subscription-fixtures';

const PLAN_ENDED = 'Your plan has ended. Choose a plan to continue.';

describe('cancelling at the period’s end (POST /api/subscription/cancel, /resume)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, view, row, chargesOf, launchCoupon, usagesOf, trialWithPlan, activeOwner, renew, subscribe } =
    subscriptionTestApi(() => t);
  const cancel = (cookie: string) => call('POST', '/api/subscription/cancel', cookie);
  const resume = (cookie: string) => call('POST', '/api/subscription/resume', cookie);

  it('ends a paid plan with its period: no next charge, undone by resume, then canceled by the job', async () => {
    const { user, cookie, company, sub } = await activeOwner('pro');
    const end = sub.currentPeriodEnd!;

    const cancelled = await cancel(cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      nextCharge: null,
      limited: false,
    });
    expect((await cancel(cookie)).json()).toEqual({ message: 'There is no plan to cancel.' });

    const resumed = await resume(cookie);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      cancelAtPeriodEnd: false,
      nextCharge: { at: end.toISOString(), amount: '39.00' },
    });
    const again = await resume(cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'There is no cancellation to undo.' });

    expect((await cancel(cookie)).statusCode).toBe(200);
    await renew(at(end, -MINUTE));
    expect((await row(user.id)).status).toBe('active');
    await renew(at(end, MINUTE));
    expect(await row(user.id)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false, plan: 'pro' });
    expect(await chargesOf(sub.id)).toHaveLength(1);
    await renew(at(end, 40 * DAY));
    expect(await chargesOf(sub.id)).toHaveLength(1);

    // Then documents are refused; reading is not.
    const customer = await invoiceHelpers(t).seedCustomer(company.id);
    const refused = await call('POST', '/api/invoices', cookie, invoiceForm(customer.id));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: PLAN_ENDED });
    expect((await call('GET', '/api/invoices', cookie)).statusCode).toBe(200);
    expect(await view(cookie)).toMatchObject({
      status: 'canceled',
      nextCharge: null,
      limited: true,
      limitMessage: PLAN_ENDED,
    });
    expect((await resume(cookie)).statusCode).toBe(409);
    expect((await call('POST', '/api/subscription/plan', cookie, { planType: 'basic' })).json()).toEqual({
      message: 'Choose a plan first.',
    });

    // Choosing a plan again pays its first month now.
    const back = await subscribe(cookie, { planType: 'basic' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().message).toBe('You are subscribed to Basic. Your card was charged $19.00.');
    expect(await row(user.id)).toMatchObject({ status: 'active', plan: 'basic' });
    expect((await call('POST', '/api/invoices', cookie, invoiceForm(customer.id))).statusCode).toBe(201);
  });

  it('drops a trial’s chosen plan and gives its coupon back: nothing is charged when the trial ends', async () => {
    const launch = await launchCoupon();
    const { user, cookie, sub } = await trialWithPlan('pro', 'LAUNCH20');
    expect((await launchCoupon()).usageCount).toBe(launch.usageCount + 1);

    const response = await cancel(cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'trialing', plan: null, nextCharge: null, coupon: null });
    expect(await usagesOf(user.id)).toEqual([]);
    expect((await launchCoupon()).usageCount).toBe(launch.usageCount);
    expect((await cancel(cookie)).json()).toEqual({ message: 'There is no plan to cancel.' });

    await renew(at(sub.trialEndsAt, MINUTE));
    expect(await chargesOf(sub.id)).toEqual([]);
    expect((await row(user.id)).status).toBe('trialing');

    // The coupon may be used again for a new choice.
    const chosen = await subscribe(cookie, { planType: 'pro', couponCode: 'LAUNCH20' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await usagesOf(user.id)).toHaveLength(1);
  });

  it('has nothing to cancel during a trial without a plan (409)', async () => {
    const { cookie } = await owner();
    const response = await cancel(cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'There is no plan to cancel.' });
  });
});
