import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { campaigns } from '../../../db/schema';

// The delivery's writes. Each recipient moves queued -> sending (claimed, committed before its message leaves) ->
// sent or failed, and the campaign's figure moves in the same statement as the recipient, so they always agree.

export async function findCampaignForDelivery(db: Db, campaignId: number) {
  const [row] = await db
    .select({
      id: campaigns.id,
      companyId: campaigns.companyId,
      status: campaigns.status,
      sentDate: campaigns.sentDate,
      subject: campaigns.subject,
      content: campaigns.content,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row;
}

/** Fails the campaign's recipients in `status` with the reason, counted in the campaign's failures in the same statement. */
async function failRowsIn(db: Db, opts: { campaignId: number; status: 'sending' | 'queued'; error: string }) {
  const [row] = await queryRows<{ failed: number }>(
    db,
    sql`with failed as (
        update campaign_recipients set status = 'failed', error = ${opts.error.slice(0, 2000)}
        where campaign_id = ${opts.campaignId} and status = ${opts.status} returning 1
      ), counted as (
        update campaigns set failed_count = failed_count + (select count(*) from failed)
        where id = ${opts.campaignId} and exists (select 1 from failed) returning 1
      )
      select (select count(*) from failed)::int as failed`,
  );
  return row?.failed ?? 0;
}

/**
 * Fails the recipients an earlier run claimed and never finished (its process died between the claim and the
 * answer of the mail server): whether their message left is unknown, and a second copy is worse than none.
 */
export const failInterruptedRows = (db: Db, opts: { campaignId: number; error: string }) =>
  failRowsIn(db, { ...opts, status: 'sending' });

/** Gives up on the recipients still queued (the mail server has been out of reach too long): failed, counted. */
export const failQueuedRows = (db: Db, opts: { campaignId: number; error: string }) =>
  failRowsIn(db, { ...opts, status: 'queued' });

export type ClaimedRecipient = {
  id: number;
  customerId: number | null;
  name: string;
  email: string;
  token: string;
  /** The customer unsubscribed after the campaign started: the message is not sent. */
  unsubscribed: boolean;
};

/**
 * Claims the campaign's next queued recipients (`sending`), skipping rows another run holds: committed before any of
 * their messages leaves, so a crash leaves them `sending`, never queued to be sent again.
 */
export async function claimRecipientRows(db: Db, opts: { campaignId: number; limit: number }) {
  const rows = await queryRows<ClaimedRecipient>(
    db,
    sql`update campaign_recipients r set status = 'sending'
      where r.id in (
        select id from campaign_recipients
        where campaign_id = ${opts.campaignId} and status = 'queued'
        order by id limit ${opts.limit}
        for update skip locked
      )
      returning r.id, r.customer_id as "customerId", r.name, r.email, r.token,
        coalesce((select c.unsubscribed_at is not null from customers c where c.id = r.customer_id), false)
          as unsubscribed`,
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** The recipient's message left: sent, and one more for the campaign. */
export async function markSentRow(db: Db, opts: { campaignId: number; recipientId: number }) {
  await db.execute(
    sql`with sent as (
        update campaign_recipients set status = 'sent', sent_at = now(), error = null
        where id = ${opts.recipientId} and status = 'sending' returning campaign_id
      )
      update campaigns set emails_sent = emails_sent + 1 where id = ${opts.campaignId} and exists (select 1 from sent)`,
  );
}

/** The recipient's message was refused (or not to be sent): failed with the reason, one more failure counted. */
export async function markFailedRow(db: Db, opts: { campaignId: number; recipientId: number; error: string }) {
  await db.execute(
    sql`with failed as (
        update campaign_recipients set status = 'failed', error = ${opts.error.slice(0, 2000)}
        where id = ${opts.recipientId} and status = 'sending' returning campaign_id
      )
      update campaigns set failed_count = failed_count + 1 where id = ${opts.campaignId} and exists (select 1 from failed)`,
  );
}

/** The mail server could not be reached: the message never left, so the recipient waits again (with the reason). */
export async function requeueRows(db: Db, opts: { recipientIds: number[]; error: string | null }) {
  if (opts.recipientIds.length === 0) return;
  const ids = sql.join(
    opts.recipientIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await db.execute(
    sql`update campaign_recipients set status = 'queued', error = coalesce(${opts.error}, error)
      where id in (${ids}) and status = 'sending'`,
  );
}

/**
 * Campaigns started before `startedBefore` with recipients still to send (their figures short of their recipients),
 * oldest first: the minute job's resumption of a delivery whose job was lost.
 */
export async function findUnfinishedCampaignIds(db: Db, opts: { startedBefore: Date; limit: number }) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from campaigns
      where status = 'sent' and emails_sent + failed_count < recipient_count
        and sent_date < ${opts.startedBefore.toISOString()}::timestamptz
      order by id limit ${opts.limit}`,
  );
  return rows.map((r) => r.id);
}
