import { addDays } from 'date-fns';
import { AppError } from '../../../../shared/app-error';
import { formatMoney, toCents } from '../../../../shared/money';
import { storefrontMessages as sm, type StorefrontTierName } from '../../../../shared/storefronts/storefront-values';
import {
  STOREFRONT_TRIAL_DAYS,
  tierMessages as m,
  type ChooseTierInput,
  type TierSubscription,
} from '../../../../shared/storefronts/tier.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { dayIn } from '../../payments/payment-notices';
import {
  cancelProduct,
  cardForProduct,
  findProductSubscription,
  planCardOnFile,
  subscribeProduct,
} from '../../subscriptions/products/product-subscription.service';
import { everSubscribedOnStripe } from '../../subscriptions/products/product-stripe.service';
import { sendChargeNotices } from '../../subscriptions/subscription-notices';
import { isStorefrontUpkept } from '../storefront-upkeep';
import * as q from './config.queries';
import type { Owner } from './owner';
import { countProducts } from './products.queries';
import { keyOf, tierLabel } from './tier-key';
import { chooseTierOnStripe } from './tier-stripe.service';

async function storefrontOf(db: Db, owner: Owner, lock = false) {
  const config = await q.findConfig(db, { companyId: owner.companyId, lock });
  if (!config) throw new AppError('NOT_FOUND', sm.configNotFound);
  return config;
}

/** GET /api/landing-page-tier: the storefront's tier and how it is billed. */
export async function getTier(ctx: AppContext, owner: Owner): Promise<TierSubscription> {
  const config = await storefrontOf(ctx.db, owner);
  const [found, cardOnFile] = await Promise.all([
    findProductSubscription(ctx.db, keyOf(owner)),
    planCardOnFile(ctx.db, owner.user.id),
  ]);
  const sub = found && everSubscribedOnStripe(found) ? found : undefined;
  return {
    tierName: config.tierName as StorefrontTierName,
    status: (sub?.status as TierSubscription['status'] | undefined) ?? 'none',
    trialEndsAt: (sub?.trialEndsAt ?? addDays(config.createdAt, STOREFRONT_TRIAL_DAYS)).toISOString(),
    currentPeriodEnd: sub?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
    monthlyPrice: sub?.monthlyPrice ?? null,
    card: sub?.cardBrand && sub.cardLast4 ? { brand: sub.cardBrand, last4: sub.cardLast4 } : null,
    planCardOnFile: ctx.payments.kind === 'test' && cardOnFile,
    paymentMode: ctx.payments.kind,
    online: isStorefrontUpkept({ createdAt: config.createdAt, owner: owner.user, tier: sub, now: new Date() }),
  };
}

/**
 * POST /api/landing-page-tier: the owner chooses the storefront's tier, which subscribes to it monthly through the
 * plans' billing (free until the trial's end, 30 days from the storefront's creation). A tier whose product limit
 * the storefront is over is refused (409) and nothing changes. With Stripe the card is given on Stripe's page.
 */
export async function chooseTier(ctx: AppContext, owner: Owner, input: ChooseTierInput) {
  const now = new Date();
  const tierName = input.tierName as StorefrontTierName;
  const result = await ctx.db.transaction(async (tx) => {
    const config = await storefrontOf(tx, owner, true);
    const tier = await q.findTier(tx, { tierName });
    if (!tier) throw new AppError('BAD_REQUEST', sm.tierUnknown, { tierName: sm.tierUnknown });
    const label = tierLabel(tierName);
    const sub = await findProductSubscription(tx, keyOf(owner), { lock: true });
    const live = sub && sub.status !== 'canceled' && !sub.cancelAtPeriodEnd;
    // The same tier again changes nothing, unless a new card comes to pay a past-due month.
    const settling = sub?.status === 'past_due' && input.paymentMethod !== undefined;
    if (live && config.tierName === tierName && !settling) {
      return { message: m.alreadyOnTier(label), redirectUrl: null };
    }
    const count = await countProducts(tx, { companyId: owner.companyId });
    if (tier.maxProducts >= 0 && count > tier.maxProducts) {
      throw new AppError('CONFLICT', m.tooManyProducts(label, tier.maxProducts, count));
    }
    const trialEndsAt = addDays(config.createdAt, STOREFRONT_TRIAL_DAYS);
    const priceCents = toCents(tier.monthlyFee);
    if (ctx.payments.kind === 'stripe') {
      return chooseTierOnStripe(ctx, tx, owner, { tierName, label, priceCents, trialEndsAt, configId: config.id });
    }
    const card =
      live && !input.paymentMethod
        ? null
        : await cardForProduct(ctx, tx, owner.user.id, input.paymentMethod, m.cardRequired);
    const outcome = await subscribeProduct(ctx, tx, keyOf(owner), {
      plan: tierName,
      monthlyCents: priceCents,
      trialEndsAt,
      card,
      now,
    });
    await q.updateConfigRow(tx, { companyId: owner.companyId, id: config.id }, { tierName });
    const amount = formatMoney(tier.monthlyFee);
    if (outcome.kind === 'charged') {
      return {
        message: m.chosenNow(label, formatMoney(outcome.amount)),
        redirectUrl: null,
        chargeId: outcome.chargeId,
      };
    }
    if (outcome.kind === 'trial') {
      return {
        message: m.chosenInTrial(label, dayIn(owner.user.timezone, outcome.sub.trialEndsAt), amount),
        redirectUrl: null,
      };
    }
    return { message: m.changed(label, amount), redirectUrl: null };
  });
  if ('chargeId' in result && result.chargeId) await sendChargeNotices(ctx, result.chargeId);
  return { message: result.message, redirectUrl: result.redirectUrl };
}

/** POST /api/landing-page-tier/cancel: nothing more is charged; the tier ends with its paid month (or now, in trial). */
export async function cancelTier(ctx: AppContext, owner: Owner) {
  await storefrontOf(ctx.db, owner);
  const endsAt = await ctx.db.transaction((tx) => cancelProduct(ctx, tx, keyOf(owner), new Date()));
  if (!endsAt) throw new AppError('CONFLICT', m.nothingToCancel);
  return { message: m.cancelled(dayIn(owner.user.timezone, endsAt)) };
}
