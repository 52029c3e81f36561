import type { AppContext } from '../../../lib/context';
import { deliverCampaign, type DeliveryOptions } from './campaign-delivery.service';
import { CAMPAIGN_DELIVER_JOB, queueCampaignDelivery } from './delivery-queue';
import { findUnfinishedCampaignIds } from './delivery.queries';

export const CAMPAIGN_RESUME_JOB = 'campaign.resume-deliveries';
/** How long a delivery waits after the mail server could not be reached. */
export const UNREACHABLE_RETRY_SECONDS = 60;
const RESUMED_AT_ONCE = 500;
/** A campaign just started has its own job (queued as it started): only an older one can have lost it. */
const RESUME_AFTER_MS = 2 * 60_000;

/** One delivery run of the campaign, then its next one queued if recipients are left. */
export async function runDeliveryJob(ctx: AppContext, campaignId: number, opts: DeliveryOptions = {}) {
  const run = await deliverCampaign(ctx, campaignId, opts);
  // Queued once the run has let go of the campaign's lock, so the next run (any process) can take it at once.
  if (run.state === 'more') await queueCampaignDelivery(ctx.jobs, ctx.db, campaignId);
  if (run.state === 'paused') {
    await queueCampaignDelivery(ctx.jobs, ctx.db, campaignId, { startAfterSeconds: UNREACHABLE_RETRY_SECONDS });
  }
  return run;
}

/**
 * Queues a delivery for every campaign started over two minutes ago with recipients left: a job lost with its
 * process is resumed within minutes. A campaign with a delivery waiting gets no second one (one waiting job per campaign), and one running
 * holds the campaign's lock, so the one queued here finds it busy and leaves it.
 */
export async function resumeDeliveries(ctx: AppContext, now = new Date()) {
  const startedBefore = new Date(now.getTime() - RESUME_AFTER_MS);
  const ids = await findUnfinishedCampaignIds(ctx.db, { startedBefore, limit: RESUMED_AT_ONCE });
  for (const id of ids) await queueCampaignDelivery(ctx.jobs, ctx.db, id);
  return ids;
}

/** Delivers started campaigns, and resumes every minute those whose delivery stopped. */
export async function registerCampaignDeliveryJobs(ctx: AppContext) {
  await ctx.jobs.register<{ campaignId: number }>(
    CAMPAIGN_DELIVER_JOB,
    async ({ campaignId }) => void (await runDeliveryJob(ctx, campaignId)),
    undefined,
    // A run lasts about 30 s: one active past five minutes belongs to a dead process.
    { policy: 'short', expireInSeconds: 300 },
  );
  await ctx.jobs.register(CAMPAIGN_RESUME_JOB, async () => void (await resumeDeliveries(ctx)));
  await ctx.jobs.schedule(CAMPAIGN_RESUME_JOB, '* * * * *');
}
