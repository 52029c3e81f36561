import { toCents } from '../../../../shared/money';
import { orderMessages as m } from '../../../../shared/storefronts/order.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import type { CheckoutState, ConfirmedCharge, HostedPaymentProvider } from '../../../lib/payments/provider';
import { createCustomer, findCustomerByEmail } from '../../customers/customers.service';
import { findPayoutAccount } from '../../payments/connected-accounts.service';
import { recordPlatformFee } from '../../payments/platform-transactions.service';
import { receiptPathOf, sendPaidNotices } from './order-notices';
import * as q from './orders.queries';

/** What a Stripe Checkout session's metadata says of a storefront order. */
export const STOREFRONT_ORDER_PURPOSE = 'storefront-order';

/**
 * The order's Checkout page, a destination charge to the business's account with the tier's fee kept: the same
 * request (and key) for the order every time, so asking again answers the page Stripe opened the first time.
 */
export function openCheckout(
  ctx: AppContext,
  provider: HostedPaymentProvider,
  o: { order: q.OrderRow; subdomain: string; businessName: string; accountId: string },
) {
  const { order } = o;
  const back = `${ctx.origin.url}${receiptPathOf(o.subdomain, order.publicToken)}`;
  return provider.createCheckout({
    amountCents: toCents(order.total),
    destination: { accountId: o.accountId, feeCents: toCents(order.feeAmount) },
    description: `Order ${order.reference} from ${o.businessName}`,
    customerEmail: order.buyerEmail,
    // Stripe fills in the session's id: the placeholder stays as it is, unescaped.
    successUrl: `${back}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: back,
    metadata: {
      purpose: STOREFRONT_ORDER_PURPOSE,
      storefrontOrderId: String(order.id),
      companyId: String(order.companyId),
    },
    idempotencyKey: `storefront-order-${order.companyId}-${order.idempotencyKey}`,
  });
}

/**
 * Marks a pending order paid with the provider's charge, on the transaction that holds its row's lock: the buyer
 * becomes the company's customer (found by e-mail, else made), the platform's fee (fixed on the order) is recorded
 * with the business's payout account, and the notices are queued with it.
 */
export async function markPaid(ctx: AppContext, tx: Db, order: q.OrderRow, charge: ConfirmedCharge, provider: string) {
  const customer =
    (await findCustomerByEmail(tx, order.companyId, order.buyerEmail)) ??
    (await createCustomer(tx, order.companyId, {
      name: order.buyerName,
      email: order.buyerEmail,
      phone: order.buyerPhone,
      address: null,
      notes: null,
    }));
  const paid = await q.updateOrderRow(tx, order.id, {
    status: 'paid',
    paidAt: new Date(),
    provider,
    providerPaymentId: charge.paymentId,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
    customerId: customer.id,
  });
  const account = await findPayoutAccount(tx, order.companyId);
  await recordPlatformFee(tx, {
    companyId: order.companyId,
    invoiceId: null,
    paymentId: null,
    storefrontOrderId: order.id,
    type: 'payment',
    amountCents: toCents(order.total),
    feePercent: order.feePercent,
    feeCents: toCents(order.feeAmount),
    connectedAccountId: account?.id ?? null,
    externalTransactionId: charge.paymentId,
  });
  await sendPaidNotices(ctx, tx, paid);
  return paid;
}

/** An order that will not be paid (declined, lapsed): failed, and its stock given back. */
export async function markFailed(tx: Db, order: q.OrderRow, message: string) {
  await q.giveBackStock(tx, { orderId: order.id });
  return q.updateOrderRow(tx, order.id, { status: 'failed', failureMessage: message.slice(0, 255) });
}

/**
 * Stripe's word on a storefront order's Checkout session (the webhook, the receipt's nudge, the sweep), applied
 * under the order's row lock: whichever comes first counts, and a repeat finds the order no longer pending and
 * changes nothing (one fee, one receipt). Paid: the order is paid. Lapsed unpaid: failed, stock given back. Money
 * taken for an order no longer pending (cancelled or lapsed meanwhile) is given back at once.
 */
export async function confirmStorefrontCheckout(ctx: AppContext, state: CheckoutState) {
  const { charge } = state;
  const provider = ctx.payments;
  await ctx.db.transaction(async (tx) => {
    const order = await q.lockOrderOfSession(tx, state.sessionId);
    if (!order) return;
    if (charge && order.status === 'pending') {
      await markPaid(ctx, tx, order, charge, 'stripe');
    } else if (charge && !order.providerPaymentId && (order.status === 'failed' || order.status === 'cancelled')) {
      // Refunded before the row says so: a refund that fails leaves the order as it was, for Stripe's retry.
      if (provider.kind === 'stripe') {
        await provider.refund({
          paymentId: charge.paymentId,
          amountCents: charge.amountCents,
          idempotencyKey: `storefront-late-${charge.paymentId}`,
        });
      }
      await q.updateOrderRow(tx, order.id, { providerPaymentId: charge.paymentId });
    } else if (!charge && state.status === 'expired' && order.status === 'pending') {
      await markFailed(tx, order, m.checkoutLapsed);
    }
  });
}
