import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { campaignRecipients, companies, customers } from '../../../db/schema';

/** What the unsubscribe page shows for a recipient's token: the business, the address, the customer's choice now. */
export async function findUnsubscribeStatus(db: Db, token: string) {
  const [row] = await db
    .select({
      companyName: companies.name,
      language: companies.language,
      email: campaignRecipients.email,
      // The customer's own flag; a deleted customer's, what this recipient did.
      unsubscribed: sql<boolean>`case when ${customers.id} is null then ${campaignRecipients.unsubscribedAt} is not null
        else ${customers.unsubscribedAt} is not null end`,
    })
    .from(campaignRecipients)
    .innerJoin(companies, eq(companies.id, campaignRecipients.companyId))
    .leftJoin(customers, eq(customers.id, campaignRecipients.customerId))
    .where(eq(campaignRecipients.token, token));
  return row;
}

/**
 * Unsubscribes the recipient's customer from the business's campaigns (their first time kept); the recipient's own
 * first unsubscribe is recorded and counted once on its campaign. Answers whether the token names a recipient.
 */
export async function unsubscribeRow(db: Db, token: string) {
  const [row] = await queryRows<{ known: boolean }>(
    db,
    sql`with recipient as (
        select id, campaign_id, customer_id, company_id, unsubscribed_at is null as first
        from campaign_recipients where token = ${token} for update
      ), marked as (
        update campaign_recipients r set unsubscribed_at = now()
        from recipient where r.id = recipient.id and recipient.first returning r.campaign_id
      ), counted as (
        update campaigns c set unsubscribes_count = unsubscribes_count + 1
        from marked where c.id = marked.campaign_id returning 1
      ), flagged as (
        update customers c set unsubscribed_at = coalesce(c.unsubscribed_at, now())
        from recipient where c.id = recipient.customer_id and c.company_id = recipient.company_id returning 1
      )
      select exists (select 1 from recipient) as known`,
  );
  return row?.known ?? false;
}

/** Subscribes the recipient's customer again (clears their flag). Answers whether the token names a recipient. */
export async function resubscribeRow(db: Db, token: string) {
  const [row] = await queryRows<{ known: boolean }>(
    db,
    sql`with recipient as (
        select customer_id, company_id from campaign_recipients where token = ${token}
      ), cleared as (
        update customers c set unsubscribed_at = null
        from recipient where c.id = recipient.customer_id and c.company_id = recipient.company_id returning 1
      )
      select exists (select 1 from recipient) as known`,
  );
  return row?.known ?? false;
}
