import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { campaignRecipients, campaigns } from '../../../db/schema';

// Opens and clicks, each counted once per recipient: the recipient's time is set only while it is null, and the
// campaign's figure moves in the same statement, only when it was. Two at once wait on the recipient's row, and the
// second finds it set.

/** The campaign's content, by a recipient's token (its links are the only places a click may lead). */
export async function findContentByToken(db: Db, token: string) {
  const [row] = await db
    .select({ content: campaigns.content })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .where(eq(campaignRecipients.token, token));
  return row;
}

/** Whether the token names a recipient; the first open sets `opened_at` and counts one. */
export async function recordOpenRow(db: Db, token: string) {
  const [row] = await queryRows<{ known: boolean }>(
    db,
    sql`with recipient as (
        select id from campaign_recipients where token = ${token}
      ), opened as (
        update campaign_recipients r set opened_at = now()
        from recipient where r.id = recipient.id and r.opened_at is null returning r.campaign_id
      ), counted as (
        update campaigns c set opens_count = opens_count + 1 from opened where c.id = opened.campaign_id returning 1
      )
      select exists (select 1 from recipient) as known`,
  );
  return row?.known ?? false;
}

/** The first click sets `clicked_at` (and `opened_at` when not yet) and counts one click (and one open). */
export async function recordClickRow(db: Db, token: string) {
  await db.execute(
    sql`with recipient as (
        select id, campaign_id, opened_at is null as first_open from campaign_recipients
        where token = ${token} and clicked_at is null for update
      ), clicked as (
        update campaign_recipients r set clicked_at = now(), opened_at = coalesce(r.opened_at, now())
        from recipient where r.id = recipient.id returning recipient.campaign_id, recipient.first_open
      )
      update campaigns c set clicks_count = clicks_count + 1,
        opens_count = opens_count + case when clicked.first_open then 1 else 0 end
      from clicked where c.id = clicked.campaign_id`,
  );
}
