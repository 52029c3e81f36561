import type { AppContext } from '../../lib/context';
import { runDueRenewals } from './renewals.service';

export const RENEW_SUBSCRIPTIONS_JOB = 'subscriptions.renew';

/** Every ten minutes: trials ending with a plan, periods ending, failed renewals' daily tries (test mode's billing). */
export async function registerSubscriptionJobs(ctx: AppContext) {
  await ctx.jobs.register(RENEW_SUBSCRIPTIONS_JOB, async () => void (await runDueRenewals(ctx)));
  await ctx.jobs.schedule(RENEW_SUBSCRIPTIONS_JOB, '*/10 * * * *');
}
