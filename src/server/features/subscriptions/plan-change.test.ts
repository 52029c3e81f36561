import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../../shared/money';
import { createTestApp, type TestApp } from '../../../test/app';
import { at, DAY, MINUTE, subscriptionTestApi } from './subscription-fixtures';

describe('changing plans (POST /api/subscription/plan)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, view, row, setRow, chargesOf, failingToken, trialWithPlan, activeOwner, renew } =
    subscriptionTestApi(() => t);
  const change = (cookie: string, planType: unknown) => call('POST', '/api/subscription/plan', cookie, { planType });

  /** An active owner `elapsedDays` into a 30-day period. */
  async function midPeriod(plan: 'pro' | 'enterprise', elapsedDays: number) {
    const o = await activeOwner(plan);
    const now = Date.now();
    const start = new Date(now - elapsedDays * DAY);
    const end = new Date(start.getTime() + 30 * DAY);
    await setRow(o.user.id, { currentPeriodStart: start, currentPeriodEnd: end });
    return { ...o, start, end };
  }

  /** (to - from) x the part of the period left when the request ran, in whole cents: the bounds around it. */
  function prorated(diffCents: number, p: { start: Date; end: Date }, before: number, after: number) {
    const whole = p.end.getTime() - p.start.getTime();
    const worth = (when: number) => (diffCents * (p.end.getTime() - when)) / whole;
    return { low: Math.floor(worth(after)), high: Math.ceil(worth(before)) };
  }

  it('changes a trial’s chosen plan without money', async () => {
    const { user, cookie, sub } = await trialWithPlan('pro');
    const response = await change(cookie, 'enterprise');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Your plan is now Enterprise.',
      subscription: { status: 'trialing', plan: 'enterprise', nextCharge: { amount: '99.00' } },
    });
    expect(await chargesOf(sub.id)).toEqual([]);
    expect((await row(user.id)).creditCents).toBe(0);
  });

  it('charges the prorated difference of an upgrade at once, and keeps the period', async () => {
    const { user, cookie, sub, start, end } = await midPeriod('pro', 10);
    const before = Date.now();
    const response = await change(cookie, 'enterprise');
    const after = Date.now();
    expect(response.statusCode, response.body).toBe(200);

    const charges = await chargesOf(sub.id);
    expect(charges).toHaveLength(2);
    const proration = charges[1];
    expect(proration).toMatchObject({ kind: 'proration', plan: 'enterprise', status: 'paid', periodEnd: end });
    // (99 - 39) x 20 of 30 days: 40.00, give or take the milliseconds the request took.
    const { low, high } = prorated(6000, { start, end }, before, after);
    expect(toCents(proration.amount)).toBeGreaterThanOrEqual(low - 1);
    expect(toCents(proration.amount)).toBeLessThanOrEqual(high + 1);
    expect(toCents(proration.amount)).toBeGreaterThanOrEqual(3999);
    expect(response.json().message).toBe(
      `Your plan is now Enterprise. Your card was charged $${proration.amount} for the rest of this month.`,
    );
    expect(await row(user.id)).toMatchObject({
      plan: 'enterprise',
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      creditCents: 0,
    });
    expect((await view(cookie)).nextCharge).toEqual({ at: end.toISOString(), amount: '99.00' });
  });

  it('keeps a downgrade’s difference as credit and takes it off the next renewal', async () => {
    const { user, cookie, sub, start, end } = await midPeriod('enterprise', 27);
    const before = Date.now();
    const response = await change(cookie, 'basic');
    const after = Date.now();
    expect(response.statusCode, response.body).toBe(200);
    // (99 - 19) x 3 of 30 days: 8.00 owed back.
    const { low, high } = prorated(8000, { start, end }, before, after);
    const credit = (await row(user.id)).creditCents;
    expect(credit).toBeGreaterThanOrEqual(low - 1);
    expect(credit).toBeLessThanOrEqual(high + 1);
    expect(await chargesOf(sub.id)).toHaveLength(1);
    const creditText = fromCents(credit);
    expect(response.json().message).toBe(
      `Your plan is now Basic. $${creditText} for the rest of this month comes off your next charges.`,
    );
    const due = fromCents(1900 - credit);
    expect(await view(cookie)).toMatchObject({
      plan: 'basic',
      credit: creditText,
      nextCharge: { at: end.toISOString(), amount: due },
    });

    await renew(at(end, MINUTE));
    const renewal = (await chargesOf(sub.id))[1];
    expect(renewal).toMatchObject({
      kind: 'renewal',
      plan: 'basic',
      status: 'paid',
      originalAmount: '19.00',
      discountAmount: creditText,
      amount: due,
    });
    expect(await row(user.id)).toMatchObject({ creditCents: 0, plan: 'basic' });
    expect((await view(cookie)).credit).toBe('0.00');
  });

  it('carries a credit larger than a month over the next renewals, charging the card nothing meanwhile', async () => {
    // (99 - 19) x 27 of 30 days: 72.00, three months of Basic and some.
    const { user, cookie, sub, end } = await midPeriod('enterprise', 3);
    expect((await change(cookie, 'basic')).statusCode).toBe(200);
    let credit = (await row(user.id)).creditCents;
    expect(credit).toBeGreaterThan(3 * 1900);
    let periodEnd = end;
    for (let month = 1; month <= 4; month++) {
      await renew(at(periodEnd, MINUTE));
      const taken = Math.min(credit, 1900);
      const charge = (await chargesOf(sub.id))[month];
      expect(charge, `month ${month}`).toMatchObject({
        status: 'paid',
        amount: fromCents(1900 - taken),
        discountAmount: fromCents(taken),
        provider: taken === 1900 ? null : 'test',
      });
      expect(charge.providerPaymentId === null, `month ${month}`).toBe(taken === 1900);
      credit -= taken;
      const now = await row(user.id);
      expect(now.creditCents).toBe(credit);
      periodEnd = now.currentPeriodEnd!;
    }
  });

  it('refuses an upgrade the card cannot pay (402) and changes nothing', async () => {
    const { user, cookie, sub } = await midPeriod('pro', 5);
    await setRow(user.id, { cardToken: await failingToken() });
    const before = await row(user.id);
    const response = await change(cookie, 'enterprise');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: 'Your card was declined.' });
    expect(await row(user.id)).toEqual(before);
    expect(await chargesOf(sub.id)).toHaveLength(1);
  });

  it('refuses the same plan (409), no plan (409) and a plan that is not ours (400)', async () => {
    const active = await activeOwner('pro');
    const same = await change(active.cookie, 'pro');
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: 'That is already your plan.' });

    const trial = await owner();
    await view(trial.cookie);
    const none = await change(trial.cookie, 'basic');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: 'Choose a plan first.' });
    expect((await row(trial.user.id)).plan).toBeNull();

    for (const planType of ['gold', '', null, 7]) {
      const bad = await change(active.cookie, planType);
      expect(bad.statusCode, String(planType)).toBe(400);
      expect(bad.json()).toEqual({ message: 'Please choose a plan', fields: { planType: 'Please choose a plan' } });
    }
    expect((await row(active.user.id)).plan).toBe('pro');
  });
});
