import { merchMessages as m } from '../../../../shared/merch/merch.schemas';
import { formatMoney } from '../../../../shared/money';
import { describeCard } from '../../../../shared/payments/card.schemas';
import type { AppContext } from '../../../lib/context';
import type { Email } from '../../../lib/mailer/mailer';
import { notify, type NewNotification } from '../../notifications/notifications.service';
import * as q from './fulfilment.queries';
import { MerchRefundedEmail, MerchShippedEmail } from './fulfilment.emails';

type Recipient = NonNullable<Awaited<ReturnType<typeof q.findOrderRecipient>>>;
type Notice = { notification: Omit<NewNotification, 'userId' | 'link'>; email?: Omit<Email, 'to'> };

/** What the owner is told of the status an order has just reached; nothing for one not worth a notice. */
function noticeOf(ctx: AppContext, order: q.OrderRow, to: Recipient): Notice | undefined {
  const props = { firstName: to.firstName ?? 'there', orderNumber: order.orderNumber };
  const link = `${ctx.origin.url}/supplies?order=${order.id}`;
  const relatedTo = `merchandise-order:${order.id}`;
  if (order.status === 'shipped') {
    const trackingNumber = order.trackingNumber ?? '';
    const title = m.shippedTitle(order.orderNumber);
    const via = order.carrier ? `Shipped with ${order.carrier}. ` : '';
    return {
      notification: { kind: 'merch.shipped', title, body: `${via}Tracking number: ${trackingNumber}` },
      email: {
        subject: title,
        body: (
          <MerchShippedEmail
            {...props}
            link={link}
            lines={order.items}
            carrier={order.carrier}
            trackingNumber={trackingNumber}
          />
        ),
        relatedTo,
      },
    };
  }
  if (order.status === 'delivered') {
    const where = order.shippingAddress ? ` to ${order.shippingAddress.name}, ${order.shippingAddress.city}` : '';
    const title = m.deliveredTitle(order.orderNumber);
    return { notification: { kind: 'merch.delivered', title, body: `Delivered${where}.` } };
  }
  if (order.status !== 'cancelled') return undefined;
  const title = m.cancelledTitle(order.orderNumber);
  if (!order.refundedAt) return { notification: { kind: 'merch.cancelled', title, body: 'Nothing was charged.' } };
  const amount = formatMoney(order.total);
  const card = describeCard(order.cardBrand, order.cardLast4);
  return {
    notification: {
      kind: 'merch.cancelled',
      title,
      body: `${amount} was refunded to ${card ? `your ${card}` : 'your card'}.`,
    },
    email: {
      subject: `${title}: ${amount} refunded`,
      body: <MerchRefundedEmail {...props} link={link} amount={amount} card={card} />,
      relatedTo,
    },
  };
}

/**
 * Once a move is committed: the owner who placed the order (else the company's owner) is notified that it shipped,
 * was delivered or was cancelled, and e-mailed when it shipped or its money was refunded; queued together.
 */
export async function sendMoveNotices(ctx: AppContext, orderId: number) {
  const [order, to] = await Promise.all([
    q.findAdminOrder(ctx.db, { id: orderId }),
    q.findOrderRecipient(ctx.db, { orderId }),
  ]);
  if (!order || !to) return;
  const notice = noticeOf(ctx, order, to);
  if (!notice) return;
  await ctx.db.transaction(async (tx) => {
    await notify(tx, { ...notice.notification, userId: to.id, link: `/supplies?order=${order.id}` });
    if (notice.email) await ctx.mailer.send(tx, { ...notice.email, to: to.email });
  });
}
