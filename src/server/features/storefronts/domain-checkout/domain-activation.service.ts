import { addDays } from 'date-fns';
import { toCents } from '../../../../shared/money';
import { MONTHLY_FEE_DELAY_DAYS } from '../../../../shared/storefronts/domain-checkout.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { subscribeProduct } from '../../subscriptions/products/product-subscription.service';
import * as q from './domain-checkout.queries';

/** A card kept for the domain's monthly fee (test mode): the provider's reference, never the number. */
export type SavedCard = { token: string; brand: string; last4: string };

/**
 * Turns a domain whose setup fee is paid on: status active, activated now, and its monthly fee subscribed through
 * the plans' billing (a `domain` subscription of the company's owner, free for its first 30 days, then charged
 * monthly to the card kept at checkout). Called in the payment's transaction with the domain's row locked. With
 * Stripe (`card` null) the monthly fee is not billed yet: see decision 011.
 */
export async function activateDomain(
  ctx: Pick<AppContext, 'payments'>,
  tx: Db,
  opts: { domain: q.DomainRow; card: SavedCard | null },
) {
  const now = new Date();
  const active = await q.updateDomainRow(tx, { id: opts.domain.id }, { status: 'active', activatedAt: now });
  const owner = await q.findDomainOrder(tx, { domain: opts.domain.domain });
  if (opts.card && owner) {
    await subscribeProduct(
      ctx,
      tx,
      { userId: owner.ownerId, product: 'domain', ref: String(opts.domain.id) },
      {
        plan: 'domain',
        monthlyCents: toCents(opts.domain.monthlyFee),
        trialEndsAt: addDays(now, MONTHLY_FEE_DELAY_DAYS),
        card: { cardToken: opts.card.token, cardBrand: opts.card.brand, cardLast4: opts.card.last4 },
        now,
      },
    );
  }
  return active;
}
