import { fromCents } from '../../../../shared/money';
import type { AppContext } from '../../../lib/context';
import type { PlanInvoice } from '../../../lib/payments/plan-billing';
import { sendChargeNotices } from '../subscription-notices';
import * as q from '../subscriptions.queries';
import { isPlanId, rowValuesOf, stripeOf } from './stripe-plan-state';

/** What the owner is told of a renewal Stripe could not take (Stripe keeps the card's own reason to itself). */
export const STRIPE_DECLINED = 'Your card was declined.';

/** Stripe bills the month after the trial as a cycle; to the owner it is the first month, as in test mode. */
function kindOf(invoice: PlanInvoice, sub: q.SubscriptionRow): PlanInvoice['kind'] {
  const afterTrial =
    invoice.periodStart !== null && Math.abs(invoice.periodStart.getTime() - sub.trialEndsAt.getTime()) < 60_000;
  return invoice.kind === 'renewal' && afterTrial ? 'first' : invoice.kind;
}

/**
 * A plan subscription changed at Stripe (renewed, past due, cancelled, ended): its current record is read from Stripe
 * and applied to the row it is linked to. One not linked yet is linked when its Checkout page is applied.
 */
export async function syncPlanSubscription(ctx: AppContext, subscriptionId: string) {
  const state = await stripeOf(ctx).getPlanSubscription(subscriptionId);
  await ctx.db.transaction(async (tx) => {
    const sub = await q.findStripeSubscription(tx, { providerSubscriptionId: subscriptionId, id: null });
    if (sub) await q.updateSubscription(tx, sub.id, rowValuesOf(state, sub, new Date()));
  });
}

/**
 * Stripe took a plan's invoice, or failed to: the billing history gains it once (keyed by the invoice, and for a
 * failure by the try), the row follows Stripe's record, a paid month of a coupon counts down, and the owner gets the
 * receipt or the failure's notices. The first invoice may come before its Checkout page is applied: it is found by
 * our id in its metadata.
 */
export async function recordPlanInvoice(ctx: AppContext, invoice: PlanInvoice) {
  const state = await stripeOf(ctx).getPlanSubscription(invoice.subscriptionId);
  const ourId = Number(invoice.metadata.subscriptionId) || null;
  const paid = invoice.status === 'paid';
  const chargeId = await ctx.db.transaction(async (tx) => {
    const sub = await q.findStripeSubscription(tx, { providerSubscriptionId: invoice.subscriptionId, id: ourId });
    const plan = isPlanId(state.plan) ? state.plan : sub?.plan;
    if (!sub || !plan) return null;
    const charge = await q.insertCharge(tx, {
      subscriptionId: sub.id,
      plan,
      kind: kindOf(invoice, sub),
      originalAmount: fromCents(invoice.subtotalCents),
      discountAmount: fromCents(invoice.discountCents),
      amount: fromCents(invoice.amountCents),
      status: invoice.status,
      failureMessage: paid ? null : STRIPE_DECLINED,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      provider: 'stripe',
      providerPaymentId: paid ? invoice.invoiceId : null,
      cardBrand: state.cardBrand ?? sub.cardBrand,
      cardLast4: state.cardLast4 ?? sub.cardLast4,
      idempotencyKey: paid ? `stripe-${invoice.invoiceId}` : `stripe-${invoice.invoiceId}-try-${invoice.attempt}`,
    });
    if (!charge) return null;
    const linked = sub.providerSubscriptionId === invoice.subscriptionId;
    const countsDown = paid && invoice.discountCents > 0 && sub.discountMonthsLeft > 0;
    const values = {
      ...(linked ? rowValuesOf(state, sub, new Date()) : {}),
      ...(countsDown ? { discountMonthsLeft: sub.discountMonthsLeft - 1 } : {}),
    };
    if (Object.keys(values).length > 0) await q.updateSubscription(tx, sub.id, values);
    return charge.id;
  });
  if (chargeId !== null) await sendChargeNotices(ctx, chargeId);
}
