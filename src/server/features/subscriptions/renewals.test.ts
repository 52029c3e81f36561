import { addMonths } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, waitForOutbox, type TestApp } from '../../../test/app';
import type { TestPaymentProvider } from '../../lib/payments/provider';
import { at, MINUTE, subscriptionTestApi } from './subscription-fixtures';

/**
 * The renewal job of test mode, run as if at a given moment. Other tests' subscriptions in this file may come due at
 * the moments a test picks: each test looks at its own subscription's rows only.
 */
describe('the renewal job (runDueRenewals)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { view, row, chargesOf, trialWithPlan, renew } = subscriptionTestApi(() => t);

  /** Counts the provider's charges of one saved card, the real provider still doing them. */
  function chargesOfCard(token: string) {
    const provider = t.ctx.payments as TestPaymentProvider;
    const original = provider.chargeSaved;
    let calls = 0;
    provider.chargeSaved = (input) => {
      if (input.token === token) calls++;
      return original(input);
    };
    return { calls: () => calls, restore: () => void (provider.chargeSaved = original) };
  }

  it('charges a chosen plan when the trial ends, with LAUNCH20 for three months, then the full price', async () => {
    const { user, cookie, sub } = await trialWithPlan('pro', 'LAUNCH20');
    const end = sub.trialEndsAt;

    await renew(at(end, -MINUTE));
    expect(await chargesOf(sub.id)).toEqual([]);
    expect((await row(user.id)).status).toBe('trialing');

    const amounts: string[] = [];
    let periodStart = end;
    for (const month of [1, 2, 3, 4]) {
      await renew(at(periodStart, MINUTE));
      const now = await row(user.id);
      expect(now, `month ${month}`).toMatchObject({
        status: 'active',
        plan: 'pro',
        currentPeriodStart: periodStart,
        currentPeriodEnd: addMonths(periodStart, 1),
        discountMonthsLeft: Math.max(0, 3 - month),
      });
      const charges = await chargesOf(sub.id);
      expect(charges, `month ${month}`).toHaveLength(month);
      const latest = charges[month - 1];
      expect(latest).toMatchObject({
        kind: month === 1 ? 'first' : 'renewal',
        status: 'paid',
        originalAmount: '39.00',
        periodStart,
        periodEnd: addMonths(periodStart, 1),
      });
      amounts.push(latest.amount);
      periodStart = now.currentPeriodEnd!;
    }
    expect(amounts).toEqual(['31.20', '31.20', '31.20', '39.00']);
    expect(await view(cookie)).toMatchObject({
      coupon: { code: 'LAUNCH20', monthsLeft: 0 },
      nextCharge: { at: periodStart.toISOString(), amount: '39.00' },
    });
    for (const amount of ['$31.20', '$39.00']) {
      await waitForOutbox(t.db, (m) => m.to === user.email && m.subject === `Receipt: ${amount} for Crewdesk Pro`);
    }
  });

  it('charges once when run twice at the same moment', async () => {
    const { user, sub } = await trialWithPlan('basic');
    const counted = chargesOfCard(sub.cardToken!);
    try {
      const moment = at(sub.trialEndsAt, 5 * MINUTE);
      await renew(moment);
      await renew(moment);
      // Later the same day: the new period has not ended, nothing is due.
      await renew(at(moment, 60 * MINUTE));
      expect(counted.calls()).toBe(1);
    } finally {
      counted.restore();
    }
    expect(await chargesOf(sub.id)).toEqual([expect.objectContaining({ amount: '19.00', status: 'paid' })]);
    expect((await row(user.id)).currentPeriodEnd).toEqual(addMonths(sub.trialEndsAt, 1));
  });

  it('charges a due subscription once when runs overlap', async () => {
    const { user, sub } = await trialWithPlan('enterprise');
    const counted = chargesOfCard(sub.cardToken!);
    try {
      const moment = at(sub.trialEndsAt, MINUTE);
      await Promise.all(Array.from({ length: 4 }, () => renew(moment)));
      expect(counted.calls()).toBe(1);
    } finally {
      counted.restore();
    }
    expect(await chargesOf(sub.id)).toEqual([expect.objectContaining({ amount: '99.00', status: 'paid' })]);
    expect((await row(user.id)).status).toBe('active');
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL, passes over a subscription another process is charging, without waiting for it',
    async () => {
      const { user, sub } = await trialWithPlan('pro');
      const moment = at(sub.trialEndsAt, MINUTE);
      const other = await t.ctx.database.pool!.connect();
      try {
        await other.query('begin');
        await other.query('select id from subscriptions where id = $1 for update', [sub.id]);
        await renew(moment);
        expect(await chargesOf(sub.id)).toEqual([]);
        await other.query('commit');
      } finally {
        other.release();
      }
      await renew(moment);
      expect(await chargesOf(sub.id)).toHaveLength(1);
      expect((await row(user.id)).status).toBe('active');
    },
  );
});
