import type { Db } from '../../../db/client';
import type { JobQueue } from '../../../lib/jobs';

/** The job that delivers a started campaign's queued recipients, at the campaign rate. */
export const CAMPAIGN_DELIVER_JOB = 'campaign.deliver';

/** One waiting delivery job per campaign: queueing it again while one waits adds nothing (the queue's `short` policy). */
export const deliveryKey = (campaignId: number) => `campaign:${campaignId}`;

/**
 * Queues the delivery of the campaign's recipients on `db` (given the transaction that started the campaign, the job
 * exists once it commits). `startAfterSeconds` delays it (the mail server was unreachable).
 */
export async function queueCampaignDelivery(
  jobs: JobQueue,
  db: Db,
  campaignId: number,
  opts: { startAfterSeconds?: number } = {},
) {
  await jobs.send(CAMPAIGN_DELIVER_JOB, { campaignId }, db, { singletonKey: deliveryKey(campaignId), ...opts });
}
