import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, waitForOutbox, type TestApp } from '../../../../test/app';
import { emailOutbox } from '../../../db/schema';
import { DECLINED_NUMBER, domainHelpers, GOOD_DETAILS, seedPendingDomain } from './domain-checkout.test-helpers';

describe('POST /api/process-domain-payment in test mode', () => {
  let t: TestApp;
  let h: ReturnType<typeof domainHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = domainHelpers(t);
  });
  afterAll(() => t.close());

  const receipts = (domainId: number) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedTo, `domain:${domainId}`));
  const unchanged = (row: Awaited<ReturnType<typeof h.row>>) =>
    expect(row).toMatchObject({
      status: 'pending',
      activatedAt: null,
      setupPaymentId: null,
      setupAmountPaid: null,
      couponId: null,
    });

  it('takes the $29 setup fee on the kept card, activates the domain once and e-mails the owner a receipt', async () => {
    const { domain, user } = await seedPendingDomain(t.db);
    const res = await h.pay({ subdomain: domain.domain }, 'key-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: `${domain.domain} is set up. Its monthly fee starts in 30 days; a receipt is on its way.`,
    });
    const row = await h.row(domain.id);
    expect(row).toMatchObject({ status: 'active', setupAmountPaid: '29.00', couponId: null });
    expect(row.setupPaymentId).toMatch(/^pay_test_/);
    expect(row.activatedAt).toBeInstanceOf(Date);
    const mail = await waitForOutbox(t.db, (m) => m.relatedTo === `domain:${domain.id}`);
    expect(mail).toMatchObject({ to: user.email, subject: `Receipt for your domain ${domain.domain}: $29.00` });
    expect(mail.text).toContain('Visa ending in 4242');
    expect(mail.text).toContain('The monthly fee of $9.00 starts on');

    // The page no longer offers it; the same key again answers the first result and takes nothing more.
    expect((await h.order(domain.domain)).statusCode).toBe(404);
    const again = await h.pay({ subdomain: domain.domain }, 'key-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect((await h.row(domain.id)).setupPaymentId).toBe(row.setupPaymentId);
    expect(await receipts(domain.id)).toHaveLength(1);
    // Without a key, a paid domain is no order any more.
    const keyless = await h.pay({ subdomain: domain.domain });
    expect(keyless.statusCode).toBe(404);
    expect(keyless.json()).toEqual({ message: 'Domain order not found' });
  });

  it('takes the fee once when two requests race: the same key answers paid twice, another key finds no order', async () => {
    const { domain } = await seedPendingDomain(t.db);
    const same = await Promise.all([
      h.pay({ subdomain: domain.domain }, 'race'),
      h.pay({ subdomain: domain.domain }, 'race'),
    ]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200]);
    const other = await seedPendingDomain(t.db);
    const keyless = await Promise.all([
      h.pay({ subdomain: other.domain.domain }),
      h.pay({ subdomain: other.domain.domain }),
    ]);
    expect(keyless.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    for (const id of [domain.id, other.domain.id]) {
      await waitForOutbox(t.db, (m) => m.relatedTo === `domain:${id}`);
      expect(await receipts(id)).toHaveLength(1);
    }
  });

  it('pays a custom domain its own $49 fee', async () => {
    const { domain } = await seedPendingDomain(t.db, { domainType: 'custom', setupFee: '49.00', monthlyFee: '19.00' });
    const res = await h.pay({ subdomain: domain.domain, amount: 4900 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.row(domain.id)).toMatchObject({ status: 'active', setupAmountPaid: '49.00' });
  });

  it('refuses an amount other than the fee with 400 naming the amount due, and changes nothing', async () => {
    const { domain } = await seedPendingDomain(t.db);
    const res = await h.pay({ subdomain: domain.domain, amount: 900 });
    expect(res.statusCode).toBe(400);
    const message = 'The price has changed: the amount due is now $29.00. Please review it and pay again.';
    expect(res.json()).toEqual({ message, fields: { amount: message } });
    unchanged(await h.row(domain.id));
  });

  it.each([
    ['declined when kept', DECLINED_NUMBER, 'Your card was declined.'],
    ['with insufficient funds', '4000000000009995', 'Your card has insufficient funds.'],
    ['declined when charged', '4000000000000341', 'Your card was declined.'],
  ])('answers 402 for a card %s, and changes nothing', async (_what, cardNumber, message) => {
    const { domain } = await seedPendingDomain(t.db);
    const res = await h.pay({ subdomain: domain.domain, cardDetails: { ...GOOD_DETAILS, cardNumber } });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message });
    unchanged(await h.row(domain.id));
    expect(await receipts(domain.id)).toHaveLength(0);
  });

  it.each([
    ['no card', { cardDetails: undefined }, 'cardDetails', 'Please enter your card details'],
    [
      'a card number over 19',
      { cardNumber: '4242 4242 4242 4242 4' },
      'cardDetails.cardNumber',
      'Card number must be at most 19 characters',
    ],
    ['no card number', { cardNumber: '' }, 'cardDetails.cardNumber', 'Card number is required'],
    [
      'a wrong card number',
      { cardNumber: '4242 4242 4242 4241' },
      'cardDetails.cardNumber',
      'Please enter a valid card number',
    ],
    [
      'an expiry over 5',
      { expirationDate: '12/345' },
      'cardDetails.expirationDate',
      'Expiration date must be MM/YY (5 characters)',
    ],
    ['an expired card', { expirationDate: '01/20' }, 'cardDetails.expirationDate', 'This card has expired'],
    ['a CVV over 4', { cvv: '12345' }, 'cardDetails.cvv', 'CVV must be at most 4 characters'],
    ['no name', { nameOnCard: ' ' }, 'cardDetails.nameOnCard', 'Name on card is required'],
    ['a ZIP over 10', { zipCode: '12345-67890' }, 'cardDetails.zipCode', 'ZIP code must be at most 10 characters'],
    ['no ZIP', { zipCode: '' }, 'cardDetails.zipCode', 'ZIP code is required'],
  ])('refuses %s with 400 and its message, and changes nothing', async (_what, change, field, message) => {
    const { domain } = await seedPendingDomain(t.db);
    const cardDetails = 'cardDetails' in change ? undefined : { ...GOOD_DETAILS, ...change };
    const res = await h.pay({ subdomain: domain.domain, cardDetails });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ message: string; fields: Record<string, string> }>();
    expect(body.fields[field]).toBe(message);
    unchanged(await h.row(domain.id));
  });

  it('refuses an amount that is not whole cents with 400', async () => {
    const { domain } = await seedPendingDomain(t.db);
    const res = await h.pay({ subdomain: domain.domain, amount: 29.5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.amount).toBe('amount must be a whole number of cents');
    unchanged(await h.row(domain.id));
  });

  it('answers 404 "Domain order not found" for an unknown, switched-off or suspended domain', async () => {
    const off = await seedPendingDomain(t.db, { isActive: false });
    const suspended = await seedPendingDomain(t.db, { status: 'suspended' });
    for (const subdomain of ['no-such-domain', off.domain.domain, suspended.domain.domain]) {
      const res = await h.pay({ subdomain }, 'some-key');
      expect(res.statusCode, subdomain).toBe(404);
      expect(res.json()).toEqual({ message: 'Domain order not found' });
    }
    unchanged(await h.row(off.domain.id));
  });

  it('counts payment attempts per address: the sixth in a minute answers 429 with Retry-After', async () => {
    const { domain } = await seedPendingDomain(t.db);
    const from = '203.0.113.9';
    for (let i = 0; i < 5; i += 1) {
      expect((await h.pay({ subdomain: domain.domain, amount: 1 }, undefined, from)).statusCode).toBe(400);
    }
    const res = await h.pay({ subdomain: domain.domain }, undefined, from);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Too many payment attempts. Please wait a minute and try again.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    unchanged(await h.row(domain.id));
  });
});
