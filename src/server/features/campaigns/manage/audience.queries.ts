import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AudienceCounts, CampaignAudience } from '../../../../shared/campaigns/campaigns.schemas';
import { queryRows, type Db } from '../../../db/client';
import { customers } from '../../../db/schema';

/** A customer any campaign may go to: an e-mail address, and not unsubscribed from the business's campaigns. */
export const canReceiveCampaigns = sql`(${customers.email} is not null and ${customers.email} <> '' and ${customers.unsubscribedAt} is null)`;

const audienceRules: Record<CampaignAudience, SQL | undefined> = {
  all: undefined,
  active: sql`${customers.invoiceCount} > 0`,
  inactive: sql`${customers.invoiceCount} = 0`,
};

/**
 * The one definition of an audience, on `customers`: who the counts count and who a campaign goes to when it
 * starts (active: at least one invoice; inactive: none).
 */
export const inAudience = (audience: CampaignAudience) => and(canReceiveCampaigns, audienceRules[audience])!;

/** How many customers each audience reaches now. */
export async function countAudiences(db: Db, opts: { companyId: number }): Promise<AudienceCounts> {
  const reach = (audience: CampaignAudience) =>
    sql<number>`count(*) filter (where ${inAudience(audience)})::int`.mapWith(Number);
  const [row] = await db
    .select({ all: reach('all'), active: reach('active'), inactive: reach('inactive') })
    .from(customers)
    .where(eq(customers.companyId, opts.companyId));
  return row;
}

/**
 * Fixes a starting campaign's recipients in one statement: the company's customers in `audience`, one per
 * distinct e-mail address (compared lower-cased; the first customer by id wins), each with its own token of 64
 * hex characters from PostgreSQL's strong random source, queued, with the name and address as they are now.
 * Returns how many were added.
 */
export async function insertRecipients(
  db: Db,
  opts: { companyId: number; campaignId: number; audience: CampaignAudience },
) {
  const [row] = await queryRows<{ added: number | string }>(
    db,
    sql`
    with chosen as (
      select distinct on (lower(${customers.email})) ${customers.id} as id, ${customers.name} as name,
        ${customers.email} as email
      from ${customers}
      where ${customers.companyId} = ${opts.companyId} and ${inAudience(opts.audience)}
      order by lower(${customers.email}), ${customers.id}
    ), added as (
      insert into campaign_recipients (campaign_id, company_id, customer_id, name, email, token, status)
      select ${opts.campaignId}, ${opts.companyId}, chosen.id, chosen.name, chosen.email,
        replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'queued'
      from chosen
      order by chosen.id
      returning 1
    )
    select count(*)::int as added from added`,
  );
  return Number(row?.added ?? 0);
}
