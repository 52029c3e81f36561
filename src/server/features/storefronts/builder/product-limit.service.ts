import { AppError } from '../../../../shared/app-error';
import { storefrontMessages as m } from '../../../../shared/storefronts/storefront.schemas';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../lib/session';
import { assertWithinPlan, planLimitOf } from '../../subscriptions/plan-limits.service';
import * as q from './config.queries';

/** The storefront tier's product limit (null: unlimited, or no such tier) and the owner's plan's. */
async function limitsOf(db: Db, user: SessionUser, tierName: string) {
  const tier = await q.findTier(db, { tierName });
  const tierLimit = tier && tier.maxProducts >= 0 ? tier.maxProducts : null;
  const planLimit = await planLimitOf(db, user, 'storefrontProducts');
  return { tierLabel: tier?.name ?? tierName, tierLimit, planLimit };
}

/** How many products the storefront may hold: the lower of its tier's and its owner's plan's limits; null: no limit. */
export async function productLimitOf(db: Db, user: SessionUser, tierName: string): Promise<number | null> {
  const { tierLimit, planLimit } = await limitsOf(db, user, tierName);
  if (tierLimit === null) return planLimit;
  return planLimit === null ? tierLimit : Math.min(tierLimit, planLimit);
}

/**
 * Room for one more product beside the `current` ones, or 402 naming the limit that is reached: the tier's, or
 * the plan's (its own message, and its other refusals: an ended trial) when the plan's is the lower.
 */
export async function assertProductRoom(db: Db, user: SessionUser, tierName: string, current: number) {
  const { tierLabel, tierLimit, planLimit } = await limitsOf(db, user, tierName);
  if (tierLimit !== null && current >= tierLimit && (planLimit === null || tierLimit <= planLimit)) {
    throw new AppError('PAYMENT_REQUIRED', m.productLimit(tierLabel, tierLimit));
  }
  await assertWithinPlan(db, user, 'storefrontProducts', current);
}
