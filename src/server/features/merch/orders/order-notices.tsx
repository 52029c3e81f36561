import { formatMoney } from '../../../../shared/money';
import { merchMessages as m } from '../../../../shared/merch/merch.schemas';
import { describeCard } from '../../../../shared/payments/card.schemas';
import type { AppContext } from '../../../lib/context';
import { notify } from '../../notifications/notifications.service';
import { dayIn } from '../../payments/payment-notices';
import { MerchReceiptEmail, type MerchReceiptProps } from './orders.emails';
import * as q from './orders.queries';

/**
 * Once a paid order is committed: the owner who placed it (else the company's owner) is notified and e-mailed a
 * receipt, both in one transaction so neither goes without the other.
 */
export async function sendOrderPaidNotices(ctx: AppContext, orderId: number) {
  const found = await q.findOrderRecipient(ctx.db, { id: orderId });
  if (!found) return;
  const { order } = found;
  const card = describeCard(order.cardBrand, order.cardLast4);
  const address = order.shippingAddress;
  const link = `${ctx.origin.url}/supplies?order=${order.id}`;
  const props: MerchReceiptProps = {
    firstName: found.firstName ?? 'there',
    orderNumber: order.orderNumber,
    lines: order.items.map((line) => ({
      slug: line.slug,
      text: `${line.quantity} x ${line.name}${line.customization ? ' (your design)' : ''}: ${formatMoney(line.lineTotal)}`,
    })),
    originalTotal: formatMoney(order.originalTotal),
    coupon: order.couponCode ? `${order.couponCode}: -${formatMoney(order.discountAmount)}` : null,
    total: formatMoney(order.total),
    card,
    paidOn: dayIn(found.timezone, order.paidAt ?? new Date()),
    shipTo: address
      ? [address.name, address.line1, address.line2, address.city, `${address.state} ${address.postalCode}`]
          .filter(Boolean)
          .join(', ')
      : null,
    link,
  };
  await ctx.db.transaction(async (tx) => {
    await notify(tx, {
      userId: found.userId,
      kind: 'merch.paid',
      title: m.paidTitle(order.orderNumber),
      body: `Total ${props.total}${card ? `, ${card}` : ''}. It goes into production now.`,
      link: `/supplies?order=${order.id}`,
    });
    await ctx.mailer.send(tx, {
      to: found.email,
      subject: `Receipt for merchandise order ${order.orderNumber}: ${props.total}`,
      body: <MerchReceiptEmail {...props} />,
      relatedTo: `merchandise-order:${order.id}`,
    });
  });
}
