import { AppError } from '../../../../shared/app-error';
import { campaignMessages as m, type CampaignAudience } from '../../../../shared/campaigns/campaigns.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import type { JobQueue } from '../../../lib/jobs';
import { notify } from '../../notifications/notifications.service';
import { queueCampaignDelivery } from '../sending/delivery-queue';
import { insertRecipients } from './audience.queries';
import { campaignNotFound, toCampaign } from './campaigns.service';
import * as q from './campaigns.queries';

/** A run of the minute job starts at most this many campaigns (a bounded job); the next minute takes the rest. */
const MAX_STARTS_PER_RUN = 50;

/**
 * Starts a campaign whose row `tx` holds locked (draft or scheduled): its recipients fixed, its status sent from
 * `now` with their count, and its delivery queued, all in `tx`. Undefined when nobody in its audience can receive
 * it: then nothing was written.
 */
async function startLocked(jobs: JobQueue, tx: Db, campaign: q.CampaignRow, now: Date) {
  const { companyId, id } = campaign;
  const audience = campaign.targetAudience as CampaignAudience;
  const added = await insertRecipients(tx, { companyId, campaignId: id, audience });
  if (added === 0) return undefined;
  const started = await q.updateCampaignRow(
    tx,
    { companyId, id, statuses: ['draft', 'scheduled'] },
    { status: 'sent', sentDate: now, recipientCount: added },
  );
  await queueCampaignDelivery(jobs, tx, id);
  return started;
}

/** POST /api/campaigns/{id}/send: starts a draft or scheduled campaign now, once (409 for a sent one or nobody). */
export async function sendCampaign(ctx: Pick<AppContext, 'db' | 'jobs'>, companyId: number, id: number) {
  return ctx.db.transaction(async (tx) => {
    const campaign = await q.lockCampaign(tx, { companyId, id });
    if (!campaign) throw campaignNotFound();
    if (campaign.status === 'sent') throw new AppError('CONFLICT', m.alreadySent);
    const started = await startLocked(ctx.jobs, tx, campaign, new Date());
    if (!started) throw new AppError('CONFLICT', m.noRecipients);
    return toCampaign(started);
  });
}

/**
 * Starts every scheduled campaign whose time has come by `now`, one per transaction, each claimed with
 * `FOR UPDATE SKIP LOCKED` (so it starts once whatever the number of processes). One with nobody to receive it goes
 * back to a draft and its owner is told. Returns how many were started.
 */
export async function startDueCampaigns(ctx: Pick<AppContext, 'db' | 'jobs'>, now = new Date()) {
  let started = 0;
  for (let run = 0; run < MAX_STARTS_PER_RUN; run++) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const due = await q.claimDueCampaign(tx, { now });
      if (!due) return 'none';
      const { campaign } = due;
      if (await startLocked(ctx.jobs, tx, campaign, new Date())) return 'started';
      await q.updateCampaignRow(
        tx,
        { companyId: campaign.companyId, id: campaign.id, statuses: ['scheduled'] },
        { status: 'draft', scheduledDate: null },
      );
      await notify(tx, {
        userId: due.ownerId,
        kind: 'campaign.not-sent',
        title: `Campaign not sent: ${campaign.name}`,
        body: m.noRecipients,
        link: '/marketing',
      });
      return 'returned';
    });
    if (outcome === 'none') break;
    if (outcome === 'started') started++;
  }
  return started;
}
