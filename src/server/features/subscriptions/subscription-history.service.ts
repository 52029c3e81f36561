import type { SubscriptionCharge } from '../../../shared/subscriptions/subscriptions.schemas';
import type { Db } from '../../db/client';
import { loadSubscription } from './subscription-view.service';
import * as q from './subscriptions.queries';

function toCharge(c: q.ChargeRow): SubscriptionCharge {
  return {
    id: c.id,
    plan: c.plan as SubscriptionCharge['plan'],
    kind: c.kind as SubscriptionCharge['kind'],
    originalAmount: c.originalAmount,
    discountAmount: c.discountAmount,
    amount: c.amount,
    status: c.status as SubscriptionCharge['status'],
    failureMessage: c.failureMessage,
    periodStart: c.periodStart?.toISOString() ?? null,
    periodEnd: c.periodEnd?.toISOString() ?? null,
    cardBrand: c.cardBrand,
    cardLast4: c.cardLast4,
    createdAt: c.createdAt.toISOString(),
  };
}

/** The plan's charges, newest first, a page at a time. */
export async function listCharges(db: Db, userId: number, page: { limit: number; offset: number }) {
  const sub = await loadSubscription(db, userId);
  const { rows, total } = await q.findCharges(db, { subscriptionId: sub.id, ...page });
  return { items: rows.map(toCharge), total };
}
