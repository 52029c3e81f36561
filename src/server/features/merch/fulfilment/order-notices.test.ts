import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchMessages } from '../../../../shared/merch/merch.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../../test/smtp';
import { seedUser } from '../../../db/seed/factories';
import { fulfilmentHelpers } from './fulfilment.test-helpers';

describe("the owner is told of their order's progress (notifications, e-mail over SMTP)", () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let h: ReturnType<typeof fulfilmentHelpers>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    h = fulfilmentHelpers(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('e-mails and notifies the owner who placed it when it ships, with the lines, carrier and tracking number', async () => {
    const { order, user } = await h.ownerWithOrder();
    const shipped = await h.move(order.id, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(shipped.statusCode).toBe(200);
    const title = merchMessages.shippedTitle(order.orderNumber);
    expect(await h.noticesOf(user.id, 'merch.shipped')).toMatchObject([
      { title, body: 'Shipped with UPS. Tracking number: 1Z999AA10123456784', link: `/supplies?order=${order.id}` },
    ]);
    const mail = await smtp.waitForMessage((m) => addressedTo(user.email)(m) && m.subject === title);
    expect(mail.text).toContain('with UPS, tracking number 1Z999AA10123456784');
    expect(mail.text).toContain('2 x Yard Signs: $25.98');
    expect(mail.text).toContain(`/supplies?order=${order.id}`);
  });

  it("tells the company's owner when nobody is named on the order, and another user when they placed it", async () => {
    const { order, user } = await h.ownerWithOrder({ userId: null });
    await h.move(order.id, { status: 'shipped', trackingNumber: '9400111' });
    expect(await h.noticesOf(user.id, 'merch.shipped')).toMatchObject([{ body: 'Tracking number: 9400111' }]);

    const colleague = await seedUser(t.db);
    const placed = await h.ownerWithOrder({ userId: colleague.id });
    await h.move(placed.order.id, { status: 'shipped', trackingNumber: '9400222' });
    expect(await h.noticesOf(colleague.id, 'merch.shipped')).toHaveLength(1);
    expect(await h.noticesOf(placed.user.id, 'merch.shipped')).toEqual([]);
    await smtp.waitForMessage(addressedTo(colleague.email));
  });

  it('notifies a delivery without an e-mail', async () => {
    const { order, user } = await h.ownerWithOrder({ status: 'shipped', trackingNumber: '1Z1', shippedAt: new Date() });
    expect((await h.move(order.id, { status: 'delivered' })).statusCode).toBe(200);
    expect(await h.noticesOf(user.id, 'merch.delivered')).toMatchObject([
      {
        title: merchMessages.deliveredTitle(order.orderNumber),
        body: 'Delivered to Casey Rivera, Springfield.',
        link: `/supplies?order=${order.id}`,
      },
    ]);
    // The shipped e-mail of another order is delivered after this one was queued: nothing came for this one.
    const other = await h.ownerWithOrder();
    await h.move(other.order.id, { status: 'shipped', trackingNumber: 'LAST' });
    await smtp.waitForMessage(addressedTo(other.user.email));
    expect(smtp.messages.filter(addressedTo(user.email))).toEqual([]);
  });

  it('notifies a cancellation and e-mails that the money was refunded to the card', async () => {
    const { order, user } = await h.ownerWithOrder();
    expect((await h.move(order.id, { status: 'cancelled' })).statusCode).toBe(200);
    const title = merchMessages.cancelledTitle(order.orderNumber);
    expect(await h.noticesOf(user.id, 'merch.cancelled')).toMatchObject([
      { title, body: '$25.98 was refunded to your Visa ending in 4242.' },
    ]);
    const mail = await smtp.waitForMessage(
      (m) => addressedTo(user.email)(m) && m.subject === `${title}: $25.98 refunded`,
    );
    expect(mail.text).toContain('the $25.98 you paid was refunded to your Visa ending in 4242');

    const pending = await h.ownerWithOrder({
      status: 'pending',
      provider: null,
      providerPaymentId: null,
      paidAt: null,
    });
    expect((await h.move(pending.order.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await h.noticesOf(pending.user.id, 'merch.cancelled')).toMatchObject([{ body: 'Nothing was charged.' }]);
  });
});
