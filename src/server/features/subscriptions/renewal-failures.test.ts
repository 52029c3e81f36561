import { addMonths } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, waitForOutbox, type TestApp } from '../../../test/app';
import { notifications } from '../../db/schema';
import { invoiceForm, invoiceHelpers } from '../invoices/invoices.test-helpers';
import { at, card, DAY, FAILS_WHEN_CHARGED, GOOD_CARD, MINUTE, subscriptionTestApi } from './subscription-fixtures';

const PAST_DUE = 'Your last payment failed. Update your card to continue.';

/** `Jan 08, 2027` in New York, as the e-mails write a day. */
const dayOf = (when: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  }).format(when);

describe('a renewal that fails: past due, tried daily, limited after 7 days, paid by a new card', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const api = subscriptionTestApi(() => t);
  const { call, view, row, setRow, chargesOf, failingToken, activeOwner, trialWithPlan, renew } = api;
  const newInvoice = (cookie: string, customerId: number) =>
    call('POST', '/api/invoices', cookie, invoiceForm(customerId));
  const putCard = (cookie: string, paymentMethod: object) =>
    call('PUT', '/api/subscription/card', cookie, { paymentMethod });

  it('goes through the whole story of a failing renewal', async () => {
    const { user, cookie, company, sub } = await activeOwner('pro');
    const customer = await invoiceHelpers(t).seedCustomer(company.id);
    // The period is over, and the card saved for it now fails at every charge.
    const dueFrom = at(new Date(), -MINUTE);
    await setRow(user.id, {
      cardToken: await failingToken(),
      cardLast4: '0341',
      currentPeriodStart: addMonths(dueFrom, -1),
      currentPeriodEnd: dueFrom,
    });

    const failedAt = new Date();
    await renew(failedAt);
    let charges = await chargesOf(sub.id);
    expect(charges).toHaveLength(2);
    expect(charges[1]).toMatchObject({
      kind: 'renewal',
      status: 'failed',
      amount: '39.00',
      failureMessage: 'Your card was declined.',
      providerPaymentId: null,
      periodStart: dueFrom,
    });
    expect(await row(user.id)).toMatchObject({ status: 'past_due', pastDueSince: failedAt, currentPeriodEnd: dueFrom });

    const mail = await waitForOutbox(t.db, (m) => m.to === user.email && m.subject.endsWith('failed'));
    expect(mail.subject).toBe('Your Crewdesk payment of $39.00 failed');
    expect(mail.text).toContain('We could not charge $39.00 to your Visa ending in 0341 for Crewdesk Pro');
    expect(mail.text).toContain(`If it still fails by ${dayOf(at(failedAt, 7 * DAY))}`);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'subscription.payment-failed')));
    expect(notice).toMatchObject({ title: 'Your payment of $39.00 failed', link: '/subscribe' });

    // Not limited yet; tried again a day later, not within the day.
    expect(await view(cookie)).toMatchObject({ status: 'past_due', limited: false, limitMessage: null });
    expect((await newInvoice(cookie, customer.id)).statusCode).toBe(201);
    await renew(at(failedAt, 23 * 60 * MINUTE));
    expect(await chargesOf(sub.id)).toHaveLength(2);
    await renew(at(failedAt, DAY + MINUTE));
    charges = await chargesOf(sub.id);
    expect(charges.map((c) => c.status)).toEqual(['paid', 'failed', 'failed']);
    expect(charges[2].periodStart).toEqual(dueFrom);
    expect((await row(user.id)).pastDueSince).toEqual(failedAt);

    // Limited 7 days after the first failure, not before.
    await setRow(user.id, { pastDueSince: at(new Date(), -7 * DAY + 10 * MINUTE) });
    expect((await newInvoice(cookie, customer.id)).statusCode).toBe(201);
    await setRow(user.id, { pastDueSince: at(new Date(), -7 * DAY) });
    const refused = await newInvoice(cookie, customer.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: PAST_DUE });
    expect(await view(cookie)).toMatchObject({ limited: true, limitMessage: PAST_DUE });
    // Past the grace days the job stops trying: the owner's new card brings the next try.
    await renew(at(new Date(), 2 * DAY));
    expect(await chargesOf(sub.id)).toHaveLength(3);

    // A card that cannot pay either is refused and not kept.
    const before = await row(user.id);
    const stillFailing = await putCard(cookie, card(FAILS_WHEN_CHARGED));
    expect(stillFailing.statusCode).toBe(402);
    expect(stillFailing.json()).toEqual({ message: 'Your card was declined.' });
    expect(await row(user.id)).toEqual(before);
    expect(await chargesOf(sub.id)).toHaveLength(3);

    // A good one pays the due period at once.
    const paid = await putCard(cookie, GOOD_CARD);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'active',
      card: { brand: 'visa', last4: '4242' },
      currentPeriodEnd: addMonths(dueFrom, 1).toISOString(),
      limited: false,
    });
    charges = await chargesOf(sub.id);
    expect(charges).toHaveLength(4);
    expect(charges[3]).toMatchObject({ kind: 'renewal', status: 'paid', amount: '39.00', periodStart: dueFrom });
    expect(await row(user.id)).toMatchObject({ status: 'active', pastDueSince: null });
    await waitForOutbox(t.db, (m) => m.to === user.email && m.subject === 'Receipt: $39.00 for Crewdesk Pro');
    expect((await newInvoice(cookie, customer.id)).statusCode).toBe(201);
  });

  it('keeps a trial whose first charge fails past due, and charges its first month on the new card', async () => {
    const { user, cookie, sub } = await trialWithPlan('basic', 'LAUNCH20');
    await setRow(user.id, { cardToken: await failingToken() });
    const failedAt = at(sub.trialEndsAt, MINUTE);
    await renew(failedAt);
    expect(await chargesOf(sub.id)).toEqual([
      expect.objectContaining({ kind: 'first', status: 'failed', amount: '15.20', periodStart: sub.trialEndsAt }),
    ]);
    // The coupon's months are only counted once paid.
    expect(await row(user.id)).toMatchObject({ status: 'past_due', discountMonthsLeft: 3, currentPeriodEnd: null });

    const paid = await putCard(cookie, GOOD_CARD);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await chargesOf(sub.id)).toEqual([
      expect.objectContaining({ status: 'failed' }),
      expect.objectContaining({ kind: 'first', status: 'paid', amount: '15.20', periodStart: sub.trialEndsAt }),
    ]);
    expect(await row(user.id)).toMatchObject({
      status: 'active',
      currentPeriodStart: sub.trialEndsAt,
      currentPeriodEnd: addMonths(sub.trialEndsAt, 1),
      discountMonthsLeft: 2,
    });
  });

  it('saves a new card for the next charges without charging an account in good standing', async () => {
    const { user, cookie, sub } = await activeOwner('basic');
    const response = await putCard(cookie, card('5555 5555 5555 4444'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().card).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(await chargesOf(sub.id)).toHaveLength(1);
    expect((await row(user.id)).cardToken).toMatch(/^pm_mastercard_4444_test_/);
    const declined = await putCard(cookie, card('4000 0000 0000 0002'));
    expect(declined.statusCode).toBe(402);
    expect((await row(user.id)).cardLast4).toBe('4444');
    const invalid = await putCard(cookie, { ...GOOD_CARD, cvv: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields['paymentMethod.cvv']).toBe('Please enter the 3 or 4 digit security code');
  });
});
