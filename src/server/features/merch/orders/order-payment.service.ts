import { AppError } from '../../../../shared/app-error';
import { cardPaymentMessages } from '../../../../shared/payments/card-payments.schemas';
import type { Card } from '../../../../shared/payments/card.schemas';
import type { AppContext } from '../../../lib/context';
import type * as q from './orders.queries';

/** What paying changed on the order, and whether it is paid now (its notices follow the commit). */
export type OrderPayment = { values: Partial<q.NewOrder>; paid: boolean };

/** Where the browser comes back from Stripe's page to the supplies page, paid or not. */
const suppliesUrl = (ctx: AppContext, orderId: number, rest: string) =>
  `${ctx.origin.url}/supplies?order=${orderId}&${rest}`;

/**
 * Pays a new order, called inside the transaction that placed it: a throw here rolls the order back. Nothing to
 * pay (a coupon took it all): paid at once, no provider. Test mode charges the card at once; a refused card throws
 * 402. Stripe opens a Checkout page paid to the platform itself (no destination, no fee): the order stays pending
 * until Stripe confirms the payment (`confirmMerchandiseCheckout`).
 */
export async function payNewOrder(
  ctx: AppContext,
  o: { order: q.OrderRow; totalCents: number; card?: Card; idempotencyKey: string; email: string },
): Promise<OrderPayment> {
  const provider = ctx.payments;
  const { order } = o;
  const key = `merch-${order.companyId}-${o.idempotencyKey}`;
  if (o.totalCents === 0) return { paid: true, values: { status: 'paid', provider: null, paidAt: new Date() } };

  if (provider.kind === 'test') {
    const required = cardPaymentMessages.cardRequired;
    if (!o.card) throw new AppError('BAD_REQUEST', required, { card: required });
    const charge = await provider.charge({ card: o.card, amountCents: o.totalCents, idempotencyKey: key });
    if (!charge.ok) throw new AppError('PAYMENT_REQUIRED', charge.message);
    return {
      paid: true,
      values: {
        status: 'paid',
        provider: 'test',
        providerPaymentId: charge.paymentId,
        cardBrand: charge.cardBrand,
        cardLast4: charge.cardLast4,
        paidAt: new Date(),
      },
    };
  }

  const session = await provider.createCheckout({
    amountCents: o.totalCents,
    description: `Crewdesk merchandise order ${order.orderNumber}`,
    customerEmail: o.email,
    // Stripe fills in the session's id: the placeholder stays as it is, unescaped.
    successUrl: suppliesUrl(ctx, order.id, 'session_id={CHECKOUT_SESSION_ID}'),
    cancelUrl: suppliesUrl(ctx, order.id, 'cancelled=1'),
    metadata: { purpose: 'merchandise', orderId: String(order.id), companyId: String(order.companyId) },
    idempotencyKey: key,
  });
  return {
    paid: false,
    values: { provider: 'stripe', checkoutSessionId: session.sessionId, checkoutUrl: session.url },
  };
}
