import type { AppContext } from '../../../lib/context';
import { startDueCampaigns } from './campaign-start.service';

export const START_DUE_CAMPAIGNS_JOB = 'campaigns.start-due';

/**
 * Every minute, so a scheduled campaign starts within a minute of its time (once, however many processes run it):
 * the due ones are found by a partial index, a read of nothing most minutes.
 */
export async function registerCampaignStartJobs(ctx: AppContext) {
  await ctx.jobs.register(START_DUE_CAMPAIGNS_JOB, async () => void (await startDueCampaigns(ctx)));
  await ctx.jobs.schedule(START_DUE_CAMPAIGNS_JOB, '* * * * *');
}
