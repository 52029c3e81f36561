import type { PlanId } from '../../../shared/marketing-site/plans';
import { PAST_DUE_GRACE_DAYS } from '../../../shared/subscriptions/subscriptions.schemas';
import type { AppContext } from '../../lib/context';
import { chargePeriod } from './subscription-charge.service';
import { sendChargeNotices } from './subscription-notices';
import { duePeriodOf } from './subscription-state';
import * as q from './subscriptions.queries';

const DAY_MS = 86_400_000;
/** One run's most charges: the next run, minutes later, takes the rest. */
const MAX_PER_RUN = 200;

/**
 * Test mode's billing (Stripe bills its own subscriptions): each subscription whose charge has come is charged once,
 * under its own lock, skipped by any other run. A trial with a chosen plan pays its first month when the trial ends;
 * an active plan renews when its period ends, or ends there when it was canceled; a renewal that failed is tried
 * again daily for 7 days. The day of a try is part of its key, so a run repeated the same day never charges twice.
 */
export async function runDueRenewals(ctx: AppContext, now = new Date()) {
  let charged = 0;
  for (let run = 0; run < MAX_PER_RUN; run++) {
    const done = await ctx.db.transaction(async (tx) => {
      const sub = await q.claimDueSubscription(tx, {
        now,
        retryBefore: new Date(now.getTime() - DAY_MS + 60_000),
        graceStart: new Date(now.getTime() - PAST_DUE_GRACE_DAYS * DAY_MS),
      });
      if (!sub) return null;
      if (sub.cancelAtPeriodEnd || !sub.plan) {
        await q.updateSubscription(tx, sub.id, { status: 'canceled', cancelAtPeriodEnd: false });
        return { chargeId: undefined };
      }
      const due = duePeriodOf(sub);
      const result = await chargePeriod(ctx, tx, sub, {
        plan: sub.plan as PlanId,
        ...due,
        idempotencyKey: `sub-${sub.id}-${due.periodStart.toISOString()}-${now.toISOString().slice(0, 10)}`,
        now,
      });
      return { chargeId: result.charge.id };
    });
    if (!done) break;
    if (done.chargeId) {
      charged++;
      await sendChargeNotices(ctx, done.chargeId);
    }
  }
  return charged;
}
