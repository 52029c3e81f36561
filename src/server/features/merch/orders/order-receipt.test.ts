import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchCheckout } from '../../../../shared/merch/merch.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../../test/smtp';
import { emailOutbox, notifications } from '../../../db/schema';
import { orderHelpers, seedCoupon } from './orders.test-helpers';

describe('the receipt of a paid merchandise order', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let h: ReturnType<typeof orderHelpers>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    h = orderHelpers(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('e-mails the owner the lines, the coupon, the total and the card, and notifies them', async () => {
    const { cookie, user } = await h.owner();
    const coupon = await seedCoupon(t.db, { type: 'fixed_amount', value: '10.00' });
    const placed = await h.place(cookie, { items: { 'yard-signs': 3, 'business-cards': 2 }, couponCode: coupon.code });
    const { order } = placed.json<MerchCheckout>();
    expect(order.total).toBe('128.95');

    const mail = await smtp.waitForMessage(addressedTo(user.email));
    expect(mail.subject).toBe(`Receipt for merchandise order ${order.orderNumber}: $128.95`);
    expect(mail.text).toContain(`Thank you for your merchandise order ${order.orderNumber}, paid on`);
    expect(mail.text).toContain('3 x Yard Signs: $38.97');
    expect(mail.text).toContain('2 x Business Cards: $99.98');
    expect(mail.text).toContain(`Coupon ${coupon.code}: -$10.00`);
    expect(mail.text).toContain('Total paid: $128.95');
    expect(mail.text).toContain('Visa ending in 4242');
    expect(mail.text).toContain(`/supplies?order=${order.id}`);
    expect(mail.text).not.toContain('4242 4242');

    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'merch.paid')));
    expect(notes).toMatchObject([
      {
        title: `Order ${order.orderNumber} is paid`,
        body: 'Total $128.95, Visa ending in 4242. It goes into production now.',
        link: `/supplies?order=${order.id}`,
      },
    ]);
  });

  it('sends nothing for a declined card', async () => {
    const { cookie, user } = await h.owner();
    const refused = await h.place(cookie, {
      items: { keychains: 1 },
      card: { cardholderName: 'Casey', cardNumber: '4000000000000002', expiryDate: '12/40', cvv: '123' },
    });
    expect(refused.statusCode).toBe(402);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes).toHaveLength(0);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email))).toHaveLength(0);
  });
});
