import { fromCents } from '../../../../shared/money';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import type { PlanCheckoutState } from '../../../lib/payments/plan-billing';
import { assertApplied, billedByStripe, checkoutTrialEnd, rowValuesOf, stripeOf } from '../stripe/stripe-plan-state';
import * as q from '../subscriptions.queries';

/**
 * A monthly product as Stripe Billing sells it: the row's `plan` and monthly price, and Stripe's product (one per
 * choice, `crewdesk_plan_<stripeId>`, made once).
 */
export type ProductChoice = { plan: string; monthlyCents: number; stripeId: string; name: string };

const specOf = (choice: ProductChoice) => ({ id: choice.stripeId, name: choice.name, priceCents: choice.monthlyCents });

/** What our row keeps of a choice Stripe now bills. */
const choiceValues = (choice: ProductChoice) => ({ plan: choice.plan, monthlyPrice: fromCents(choice.monthlyCents) });

/**
 * The row of a product Stripe does not bill yet, so a page or a subscription can name it: it waits as ended, never
 * charged, until Stripe's subscription is linked to it.
 */
const insertWaitingRow = (tx: Db, key: q.ProductKey, choice: ProductChoice, trialEndsAt: Date) =>
  q.insertSubscription(tx, {
    userId: key.userId,
    product: key.product,
    productRef: key.ref,
    ...choiceValues(choice),
    provider: 'stripe',
    status: 'canceled',
    trialEndsAt,
  });

/**
 * What came of a monthly product's Checkout page, applied to the row that opened it (locked): paid, the row follows
 * Stripe's subscription and takes the choice the page was for; lapsed, the page is forgotten. Answers the row when
 * the page was paid now, else null (another page, or already applied: nothing changes).
 */
export async function applyProductCheckout(tx: Db, state: PlanCheckoutState, now: Date) {
  const sub = await q.findSubscriptionOfCheckout(tx, state.sessionId);
  if (!sub || state.status === 'open') return null;
  if (state.status === 'expired' || !state.subscription) {
    await q.updateSubscription(tx, sub.id, { checkoutSessionId: null });
    return null;
  }
  return q.updateSubscription(tx, sub.id, {
    ...rowValuesOf(state.subscription, sub, now),
    plan: state.metadata.plan ?? sub.plan,
    monthlyPrice: fromCents(Number(state.metadata.monthlyCents)),
    checkoutSessionId: null,
  });
}

export type StripeChoice = { kind: 'checkout'; url: string } | { kind: 'changed'; sub: q.SubscriptionRow };

/**
 * The owner chooses a monthly product billed by Stripe, in the caller's transaction. A page opened earlier is closed
 * first (applied if it was paid meanwhile, so nothing is bought twice). A live Stripe subscription moves to the choice
 * at once: during its trial only the price of later months changes; after it, Stripe invoices the rest of the period
 * now (a refused card: 402, nothing changed). Otherwise a Checkout page in subscription mode is opened (the card is
 * typed there), its first month charged at `trialEndsAt` when that is at least two days off, else at once.
 * `metadata` says whose it is (`purpose` and what the caller needs to apply it).
 */
export async function chooseProductOnStripe(
  ctx: AppContext,
  tx: Db,
  key: q.ProductKey,
  opts: {
    choice: ProductChoice;
    trialEndsAt: Date;
    email: string;
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
    now: Date;
  },
): Promise<StripeChoice> {
  const provider = stripeOf(ctx);
  let sub = await q.findProductSubscription(tx, key, { lock: true });
  if (sub?.checkoutSessionId) {
    await provider.expireCheckout(sub.checkoutSessionId);
    sub = (await applyProductCheckout(tx, await provider.getPlanCheckout(sub.checkoutSessionId), opts.now)) ?? sub;
  }
  const { choice, now } = opts;
  if (sub && billedByStripe(sub) && sub.status !== 'canceled') {
    // Choosing again takes back a cancellation asked for.
    if (sub.cancelAtPeriodEnd)
      await provider.setPlanCancellation(sub.providerSubscriptionId!, false, `sub-${sub.id}-resume-${now.getTime()}`);
    const state = await provider.changePlanSubscription(sub.providerSubscriptionId!, {
      plan: specOf(choice),
      prorate: sub.status !== 'trialing',
      idempotencyKey: `sub-${sub.id}-change-${now.getTime()}`,
    });
    assertApplied(state, 'your subscription');
    const values = { ...rowValuesOf(state, sub, now), ...choiceValues(choice) };
    return { kind: 'changed', sub: await q.updateSubscription(tx, sub.id, values) };
  }
  sub ??= await insertWaitingRow(tx, key, choice, opts.trialEndsAt);
  const session = await provider.createPlanCheckout({
    plan: specOf(choice),
    customerId: sub.providerCustomerId,
    customerEmail: opts.email,
    trialEnd: checkoutTrialEnd(opts.trialEndsAt, now),
    discount: null,
    successUrl: opts.successUrl,
    cancelUrl: opts.cancelUrl,
    metadata: {
      ...opts.metadata,
      subscriptionId: String(sub.id),
      plan: choice.plan,
      monthlyCents: String(choice.monthlyCents),
    },
    idempotencyKey: `sub-${sub.id}-checkout-${now.getTime()}`,
  });
  await q.updateSubscription(tx, sub.id, { checkoutSessionId: session.sessionId, trialEndsAt: opts.trialEndsAt });
  return { kind: 'checkout', url: session.url };
}

/**
 * A monthly product bought along with something paid on Stripe's page, whose card Stripe kept (a domain's fee after
 * its setup fee): the subscription is made on Stripe at once, its first charge at `trialEndsAt`, in the caller's
 * transaction. `idempotencyKey` names the purchase, so a retry after a rollback finds the same Stripe subscription.
 */
export async function subscribeProductOnStripe(
  ctx: AppContext,
  tx: Db,
  key: q.ProductKey,
  opts: {
    choice: ProductChoice;
    card: { customerId: string; paymentMethodId: string };
    trialEndsAt: Date;
    purpose: string;
    idempotencyKey: string;
    now: Date;
  },
) {
  const sub =
    (await q.findProductSubscription(tx, key, { lock: true })) ??
    (await insertWaitingRow(tx, key, opts.choice, opts.trialEndsAt));
  const state = await stripeOf(ctx).createPlanSubscription({
    plan: specOf(opts.choice),
    customerId: opts.card.customerId,
    paymentMethodId: opts.card.paymentMethodId,
    trialEnd: opts.trialEndsAt,
    metadata: { purpose: opts.purpose, subscriptionId: String(sub.id) },
    idempotencyKey: opts.idempotencyKey,
  });
  const values = { ...rowValuesOf(state, sub, opts.now), ...choiceValues(opts.choice), trialEndsAt: opts.trialEndsAt };
  return q.updateSubscription(tx, sub.id, values);
}

/** Stripe's record of a monthly product's Checkout page (the owner's nudge on return, or the webhook's). */
export const readProductCheckout = (ctx: Pick<AppContext, 'payments'>, sessionId: string) =>
  stripeOf(ctx).getPlanCheckout(sessionId);

/** Whether the row has been billed by Stripe at all (a page opened and never paid has not). */
export const everSubscribedOnStripe = (sub: q.SubscriptionRow) =>
  sub.provider !== 'stripe' || sub.providerSubscriptionId !== null;

/** Ends a Stripe-billed product with its period (its trial, or the month paid); the row follows Stripe's answer. */
export async function cancelOnStripe(ctx: Pick<AppContext, 'payments'>, tx: Db, sub: q.SubscriptionRow, now: Date) {
  const state = await stripeOf(ctx).setPlanCancellation(
    sub.providerSubscriptionId!,
    true,
    `sub-${sub.id}-cancel-${now.getTime()}`,
  );
  return q.updateSubscription(tx, sub.id, rowValuesOf(state, sub, now));
}
