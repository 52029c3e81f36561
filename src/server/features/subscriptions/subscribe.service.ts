import { AppError } from '../../../shared/app-error';
import { formatMoney, fromCents } from '../../../shared/money';
import { planById, type PlanId } from '../../../shared/marketing-site/plans';
import type { Card } from '../../../shared/payments/card.schemas';
import { subscriptionMessages as m } from '../../../shared/subscriptions/subscriptions.schemas';
import type { AppContext } from '../../lib/context';
import type { SessionUser } from '../../lib/session';
import { findRedeemedCoupon, recordCouponRedemption, takeCoupon } from '../merch/coupons/coupon-redemption.service';
import { dayIn } from '../payments/payment-notices';
import { chargePeriod } from './subscription-charge.service';
import { changeLocked, releaseTrialCoupon } from './plan-change.service';
import { sendChargeNotices } from './subscription-notices';
import { planPriceCents, quoteCharge } from './subscription-pricing';
import { loadSubscription } from './subscription-view.service';
import * as q from './subscriptions.queries';
import { openPlanCheckout, settlePendingCheckout } from './stripe/plan-checkout.service';
import { billedByStripe } from './stripe/stripe-plan-state';

type Owner = Pick<SessionUser, 'id' | 'email' | 'timezone'>;

/**
 * A plan being paid for: active or past due, or (with Stripe) trialing on a Stripe subscription. Choosing another
 * changes it (test mode's trial choice is simply replaced).
 */
const hasLivePlan = (sub: q.SubscriptionRow) =>
  sub.plan !== null &&
  (sub.status === 'active' || sub.status === 'past_due' || (sub.status === 'trialing' && billedByStripe(sub)));

/** Test mode keeps the card for the renewals; a card the provider refuses answers 402 and changes nothing. */
async function saveCard(ctx: AppContext, card: Card | undefined) {
  const provider = ctx.payments;
  if (provider.kind !== 'test') throw new Error('Test mode only: Stripe takes the card on its own page');
  if (!card) throw new AppError('BAD_REQUEST', m.cardRequired, { paymentMethod: m.cardRequired });
  const saved = await provider.saveCard({ card });
  if (!saved.ok) throw new AppError('PAYMENT_REQUIRED', saved.message);
  return { provider: 'test', cardToken: saved.token, cardBrand: saved.cardBrand, cardLast4: saved.cardLast4 };
}

/**
 * POST /api/get-or-create-subscription: the owner chooses a plan and gives a card. During the trial nothing is
 * charged: the plan's first month is charged when the trial ends. After it (or after a plan ended) the first month is
 * charged now. A coupon is taken in the same transaction, so its limits hold. A plan already paid for answers that
 * it is; another plan changes to it (prorated). With Stripe the card is typed on Stripe's Checkout page instead: the
 * answer says where (`redirectUrl`), and an earlier page still open is closed first.
 */
export async function subscribe(
  ctx: AppContext,
  user: Owner,
  input: { planType: PlanId; paymentMethod?: Card; couponCode: string | null },
) {
  const now = new Date();
  const result = await ctx.db.transaction(async (tx) => {
    let sub = await loadSubscription(tx, user.id, { lock: true });
    if (ctx.payments.kind === 'stripe') sub = await settlePendingCheckout(ctx, tx, sub, now);
    if (hasLivePlan(sub)) {
      if (sub.plan === input.planType) return { message: m.alreadySubscribed(planById(input.planType).name) };
      return { message: await changeLocked(ctx, tx, sub, input.planType, now) };
    }
    if (ctx.payments.kind === 'stripe') {
      return openPlanCheckout(ctx, tx, sub, { user, plan: input.planType, couponCode: input.couponCode, now });
    }
    const card = await saveCard(ctx, input.paymentMethod);
    // A choice made earlier in the trial was never paid: the new one replaces it, coupon use included.
    await releaseTrialCoupon(tx, sub);
    const priceCents = await planPriceCents(tx, input.planType);
    let couponId: number | null = null;
    let discountMonthsLeft = 0;
    if (input.couponCode) {
      const taken = await takeCoupon(tx, {
        code: input.couponCode,
        userId: user.id,
        amountCents: priceCents,
        target: 'subscription',
      });
      couponId = taken.coupon.id;
      discountMonthsLeft = taken.coupon.durationMonths ?? 1;
      await recordCouponRedemption(tx, {
        couponId,
        userId: user.id,
        orderType: 'subscription',
        orderId: sub.id,
        amountCents: priceCents,
        discountCents: taken.discountCents,
      });
    }
    const chosen = await q.updateSubscription(tx, sub.id, {
      ...card,
      plan: input.planType,
      couponId,
      discountMonthsLeft,
      cancelAtPeriodEnd: false,
    });
    const name = planById(input.planType).name;
    if (chosen.status === 'trialing' && chosen.trialEndsAt > now) {
      const coupon = couponId ? ((await findRedeemedCoupon(tx, couponId)) ?? null) : null;
      const first = quoteCharge(priceCents, { coupon, creditCents: chosen.creditCents });
      return {
        message: m.subscribedAtTrialEnd(
          name,
          dayIn(user.timezone, chosen.trialEndsAt),
          formatMoney(fromCents(first.amountCents)),
        ),
      };
    }
    const charged = await chargePeriod(ctx, tx, chosen, {
      plan: input.planType,
      kind: 'first',
      periodStart: now,
      idempotencyKey: `sub-${sub.id}-first-${now.getTime()}`,
      now,
    });
    // A refused first charge leaves everything as it was: the card is not kept, the coupon not used.
    if (!charged.ok) throw new AppError('PAYMENT_REQUIRED', charged.message);
    return { message: m.subscribedNow(name, formatMoney(charged.charge.amount)), chargeId: charged.charge.id };
  });
  if ('chargeId' in result && result.chargeId) await sendChargeNotices(ctx, result.chargeId);
  return { message: result.message, redirectUrl: 'redirectUrl' in result ? result.redirectUrl : null };
}
