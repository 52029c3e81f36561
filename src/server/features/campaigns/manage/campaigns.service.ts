import { AppError } from '../../../../shared/app-error';
import {
  campaignMessages as m,
  type Campaign,
  type CampaignAudience,
  type CampaignStatus,
  type CampaignValues,
  type RecipientState,
} from '../../../../shared/campaigns/campaigns.schemas';
import type { Db } from '../../../db/client';
import * as audience from './audience.queries';
import { summarizeCampaigns } from './campaign-summary.queries';
import * as q from './campaigns.queries';
import { findRecipientPage, type RecipientListRow } from './recipients.queries';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toCampaign(r: q.CampaignRow): Campaign {
  return {
    id: r.id,
    name: r.name,
    subject: r.subject,
    content: r.content,
    targetAudience: r.targetAudience as CampaignAudience,
    status: r.status as CampaignStatus,
    scheduledDate: iso(r.scheduledDate),
    sentDate: iso(r.sentDate),
    createdAt: r.createdAt.toISOString(),
    recipientCount: r.recipientCount,
    emailsSent: r.emailsSent,
    failedCount: r.failedCount,
    opensCount: r.opensCount,
    clicksCount: r.clicksCount,
    unsubscribesCount: r.unsubscribesCount,
  };
}

const toRecipient = (r: RecipientListRow) => ({
  ...r,
  sentAt: iso(r.sentAt),
  openedAt: iso(r.openedAt),
  clickedAt: iso(r.clickedAt),
  unsubscribedAt: iso(r.unsubscribedAt),
});

export const campaignNotFound = () => new AppError('NOT_FOUND', m.notFound);

/** The campaign of the owner's company, or 404 (also for another company's). */
export async function findOwnCampaign(db: Db, companyId: number, id: number) {
  const row = await q.findCampaign(db, { companyId, id });
  if (!row) throw campaignNotFound();
  return row;
}

/** 400 under the field unless the time is ahead of `now`. */
export function assertFuture(date: Date, now: Date) {
  if (date.getTime() <= now.getTime()) {
    throw new AppError('BAD_REQUEST', m.scheduleInPast, { scheduledDate: m.scheduleInPast });
  }
}

/** The form's values as columns: scheduled with a (future) date, a draft without. */
function formValues(input: CampaignValues, now: Date) {
  if (input.scheduledDate) assertFuture(input.scheduledDate, now);
  return {
    name: input.name,
    subject: input.subject,
    content: input.content,
    targetAudience: input.targetAudience,
    status: input.scheduledDate ? ('scheduled' as const) : ('draft' as const),
    scheduledDate: input.scheduledDate,
  };
}

export async function listCampaigns(db: Db, companyId: number, page: { limit: number; offset: number }) {
  const { rows, total } = await q.findCampaignPage(db, { companyId, ...page });
  return { items: rows.map(toCampaign), total };
}

export const getCampaignSummary = (db: Db, companyId: number) => summarizeCampaigns(db, { companyId });

export const getAudienceCounts = (db: Db, companyId: number) => audience.countAudiences(db, { companyId });

export async function getCampaign(db: Db, companyId: number, id: number) {
  return toCampaign(await findOwnCampaign(db, companyId, id));
}

export async function createCampaign(db: Db, companyId: number, input: CampaignValues, now = new Date()) {
  return toCampaign(await q.insertCampaign(db, { companyId, ...formValues(input, now) }));
}

/** New content for a campaign not yet sent; its date decides whether it is scheduled or a draft. */
export async function updateCampaign(db: Db, companyId: number, id: number, input: CampaignValues, now = new Date()) {
  await findOwnCampaign(db, companyId, id);
  const row = await q.updateCampaignRow(
    db,
    { companyId, id, statuses: ['draft', 'scheduled'] },
    formValues(input, now),
  );
  if (!row) throw new AppError('CONFLICT', m.onlyUnsentEdited);
  return toCampaign(row);
}

export async function deleteCampaign(db: Db, companyId: number, id: number) {
  if (await q.deleteDraftRow(db, { companyId, id })) return;
  await findOwnCampaign(db, companyId, id);
  throw new AppError('CONFLICT', m.onlyDraftDeleted);
}

/** Sets (or moves) the time a draft or scheduled campaign starts. */
export async function scheduleCampaign(db: Db, companyId: number, id: number, date: Date, now = new Date()) {
  await findOwnCampaign(db, companyId, id);
  assertFuture(date, now);
  const row = await q.updateCampaignRow(
    db,
    { companyId, id, statuses: ['draft', 'scheduled'] },
    { status: 'scheduled', scheduledDate: date },
  );
  if (!row) throw new AppError('CONFLICT', m.alreadySent);
  return toCampaign(row);
}

/** A scheduled campaign back to a draft with no date. */
export async function cancelCampaign(db: Db, companyId: number, id: number) {
  const row = await q.updateCampaignRow(
    db,
    { companyId, id, statuses: ['scheduled'] },
    { status: 'draft', scheduledDate: null },
  );
  if (row) return toCampaign(row);
  await findOwnCampaign(db, companyId, id);
  throw new AppError('CONFLICT', m.onlyScheduledCancelled);
}

export async function listRecipients(
  db: Db,
  companyId: number,
  id: number,
  query: { state?: RecipientState; limit: number; offset: number },
) {
  await findOwnCampaign(db, companyId, id);
  const { rows, total } = await findRecipientPage(db, { campaignId: id, ...query });
  return { items: rows.map(toRecipient), total };
}
