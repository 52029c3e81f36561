import { addMonths } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../test/smtp';
import { at, card, DAY, FAILS_WHEN_CHARGED, subscriptionTestApi } from './subscription-fixtures';

describe('subscribing once the trial has ended: the first month is charged at once', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const { owner, subscribe, view, row, setRow, chargesOf, launchCoupon, usagesOf } = subscriptionTestApi(() => t);

  /** An owner whose trial ended without a plan: limited until they choose one. */
  async function endedTrial() {
    const o = await owner();
    await view(o.cookie);
    await setRow(o.user.id, { trialEndsAt: at(new Date(), -DAY) });
    expect((await view(o.cookie)).limited).toBe(true);
    return o;
  }

  it('charges the plan now, starts a month from now, and e-mails the receipt', async () => {
    const { user, cookie } = await endedTrial();
    const before = new Date();
    const response = await subscribe(cookie, { planType: 'pro', finalAmount: '1.00' });
    const after = new Date();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'You are subscribed to Pro. Your card was charged $39.00.',
      redirectUrl: null,
    });

    const sub = await row(user.id);
    expect(sub).toMatchObject({ status: 'active', plan: 'pro', cancelAtPeriodEnd: false, pastDueSince: null });
    const start = sub.currentPeriodStart!;
    expect(start.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(start.getTime()).toBeLessThanOrEqual(after.getTime());
    expect(sub.currentPeriodEnd).toEqual(addMonths(start, 1));
    const charges = await chargesOf(sub.id);
    expect(charges).toEqual([
      expect.objectContaining({
        plan: 'pro',
        kind: 'first',
        originalAmount: '39.00',
        discountAmount: '0.00',
        amount: '39.00',
        status: 'paid',
        provider: 'test',
        periodStart: start,
        periodEnd: sub.currentPeriodEnd,
        cardBrand: 'visa',
        cardLast4: '4242',
      }),
    ]);
    expect(charges[0].providerPaymentId).toMatch(/^pay_test_/);
    expect(await view(cookie)).toMatchObject({
      status: 'active',
      effectivePlan: 'pro',
      limited: false,
      nextCharge: { at: sub.currentPeriodEnd!.toISOString(), amount: '39.00' },
    });

    const receipt = await smtp.waitForMessage(addressedTo(user.email));
    expect(receipt.subject).toBe('Receipt: $39.00 for Crewdesk Pro');
    expect(receipt.text).toContain('we charged $39.00 to your Visa ending in 4242 for Crewdesk Pro');
    expect(receipt.text).not.toContain('4242424242424242');

    // Subscribing to the same plan again charges nothing more.
    const again = await subscribe(cookie, { planType: 'pro' });
    expect(again.json().message).toBe('You are already subscribed to Pro.');
    expect(await chargesOf(sub.id)).toHaveLength(1);
  });

  it('takes LAUNCH20 off the first charge now, with two discounted months left', async () => {
    const { user, cookie } = await endedTrial();
    const response = await subscribe(cookie, { planType: 'pro', couponCode: 'LAUNCH20' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('You are subscribed to Pro. Your card was charged $31.20.');
    const sub = await row(user.id);
    expect(sub).toMatchObject({ status: 'active', discountMonthsLeft: 2 });
    expect(await chargesOf(sub.id)).toEqual([
      expect.objectContaining({ originalAmount: '39.00', discountAmount: '7.80', amount: '31.20', status: 'paid' }),
    ]);
    expect((await view(cookie)).nextCharge?.amount).toBe('31.20');
    const receipt = await smtp.waitForMessage(addressedTo(user.email));
    expect(receipt.subject).toBe('Receipt: $31.20 for Crewdesk Pro');
  });

  it('refuses (402) a card that is saved but fails when charged, and keeps nothing', async () => {
    const { user, cookie } = await endedTrial();
    const before = { sub: await row(user.id), launch: (await launchCoupon()).usageCount };
    const response = await subscribe(cookie, { paymentMethod: card(FAILS_WHEN_CHARGED), couponCode: 'LAUNCH20' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: 'Your card was declined.' });
    expect(await row(user.id)).toEqual(before.sub);
    expect(await chargesOf(before.sub.id)).toEqual([]);
    expect(await usagesOf(user.id)).toEqual([]);
    expect((await launchCoupon()).usageCount).toBe(before.launch);
    expect((await view(cookie)).limitMessage).toBe('Your trial has ended. Choose a plan to continue.');
  });
});
