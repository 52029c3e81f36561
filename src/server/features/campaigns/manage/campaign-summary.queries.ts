import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CampaignSummary } from '../../../../shared/campaigns/campaigns.schemas';
import type { Db } from '../../../db/client';
import { campaigns, customers } from '../../../db/schema';
import { canReceiveCampaigns } from './audience.queries';

const sent = sql`${campaigns.status} = 'sent'`;

/** Percent with one decimal of `part` over the messages the company's sent campaigns sent; 0 before any. */
const rateOfSent = (part: PgColumn) =>
  sql<number>`coalesce(round(100.0 * sum(${part}) filter (where ${sent})
    / nullif(sum(${campaigns.emailsSent}) filter (where ${sent}), 0), 1), 0)::float8`.mapWith(Number);

/** The page's stat cards and Quick Stats, counted by PostgreSQL over the company's campaigns and customers. */
export async function summarizeCampaigns(db: Db, opts: { companyId: number }): Promise<CampaignSummary> {
  const receivers = db
    .select({ n: sql`count(*)::int` })
    .from(customers)
    .where(sql`${customers.companyId} = ${opts.companyId} and ${canReceiveCampaigns}`);
  const [row] = await db
    .select({
      totalCampaigns: sql<number>`count(*)::int`.mapWith(Number),
      emailsSent: sql<number>`coalesce(sum(${campaigns.emailsSent}), 0)::int`.mapWith(Number),
      averageOpenRate: rateOfSent(campaigns.opensCount),
      averageClickRate: rateOfSent(campaigns.clicksCount),
      totalCustomers: sql<number>`(${receivers})`.mapWith(Number),
      activeCampaigns: sql<number>`count(*) filter (where ${campaigns.status} in ('sent', 'scheduled'))::int`.mapWith(
        Number,
      ),
      scheduledCampaigns: sql<number>`count(*) filter (where ${campaigns.status} = 'scheduled')::int`.mapWith(Number),
    })
    .from(campaigns)
    .where(eq(campaigns.companyId, opts.companyId));
  return row;
}
