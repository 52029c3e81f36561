import { addDays } from 'date-fns';
import { toCents } from '../../../../shared/money';
import { MONTHLY_FEE_DELAY_DAYS } from '../../../../shared/storefronts/domain-checkout.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import type { KeptCard } from '../../../lib/payments/provider';
import { subscribeProductOnStripe } from '../../subscriptions/products/product-stripe.service';
import { subscribeProduct } from '../../subscriptions/products/product-subscription.service';
import * as q from './domain-checkout.queries';

/** A card kept for the domain's monthly fee (test mode): the provider's reference, never the number. */
export type SavedCard = { token: string; brand: string; last4: string };

/** The card the monthly fee is charged to: kept by the test provider, or by Stripe on a customer of ours. */
export type FeeCard = { kind: 'test'; card: SavedCard } | { kind: 'stripe'; card: KeptCard; purchase: string };

/**
 * Turns a domain whose setup fee is paid on: status active, activated now, and its monthly fee subscribed through
 * the plans' billing (a `domain` subscription of the company's owner, free for its first 30 days, then charged
 * monthly to the card kept at checkout: by the renewal job in test mode, by Stripe Billing with Stripe). Called in
 * the payment's transaction with the domain's row locked. `purchase` names the paid page, so a retry of the same
 * activation finds the Stripe subscription it made.
 */
export async function activateDomain(ctx: AppContext, tx: Db, opts: { domain: q.DomainRow; card: FeeCard | null }) {
  const now = new Date();
  const active = await q.updateDomainRow(tx, { id: opts.domain.id }, { status: 'active', activatedAt: now });
  const owner = await q.findDomainOrder(tx, { domain: opts.domain.domain });
  if (!opts.card || !owner) return active;
  const key = { userId: owner.ownerId, product: 'domain' as const, ref: String(opts.domain.id) };
  const monthlyCents = toCents(opts.domain.monthlyFee);
  const trialEndsAt = addDays(now, MONTHLY_FEE_DELAY_DAYS);
  if (opts.card.kind === 'stripe') {
    await subscribeProductOnStripe(ctx, tx, key, {
      choice: { plan: 'domain', monthlyCents, stripeId: 'domain', name: 'Domain' },
      card: opts.card.card,
      trialEndsAt,
      purpose: 'domain',
      idempotencyKey: `domain-${opts.domain.id}-monthly-${opts.card.purchase}`,
      now,
    });
    return active;
  }
  const { card } = opts.card;
  await subscribeProduct(ctx, tx, key, {
    plan: 'domain',
    monthlyCents,
    trialEndsAt,
    card: { cardToken: card.token, cardBrand: card.brand, cardLast4: card.last4 },
    now,
  });
  return active;
}
