import { and, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { CampaignStatus } from '../../../../shared/campaigns/campaign-values';
import type { Db } from '../../../db/client';
import { campaigns, companies } from '../../../db/schema';

export type CampaignRow = typeof campaigns.$inferSelect;
type Tenant = { companyId: number };
type OneCampaign = Tenant & { id: number };

const ownCampaign = (opts: OneCampaign) => and(eq(campaigns.id, opts.id), eq(campaigns.companyId, opts.companyId));

export async function findCampaign(db: Db, opts: OneCampaign) {
  const [row] = await db.select().from(campaigns).where(ownCampaign(opts));
  return row;
}

/** The campaign row, locked until the transaction ends: one start at a time, and no change while it starts. */
export async function lockCampaign(tx: Db, opts: OneCampaign) {
  const [row] = await tx.select().from(campaigns).where(ownCampaign(opts)).for('update');
  return row;
}

/** A page of the company's campaigns, the newest first (the `(company_id, created_at, id)` index), and the total. */
export async function findCampaignPage(db: Db, opts: Tenant & { limit: number; offset: number }) {
  const where = eq(campaigns.companyId, opts.companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

export async function insertCampaign(db: Db, values: PgInsertValue<typeof campaigns>) {
  const [row] = await db.insert(campaigns).values(values).returning();
  return row;
}

/** Changes the campaign only while its status is one of `statuses`, so a start meanwhile is not overwritten. */
export async function updateCampaignRow(
  db: Db,
  opts: OneCampaign & { statuses: CampaignStatus[] },
  values: PgUpdateSetSource<typeof campaigns>,
) {
  const [row] = await db
    .update(campaigns)
    .set(values)
    .where(and(ownCampaign(opts), inArray(campaigns.status, opts.statuses)))
    .returning();
  return row;
}

/** Deletes the campaign if it is still a draft; false when nothing was deleted. */
export async function deleteDraftRow(db: Db, opts: OneCampaign) {
  const rows = await db
    .delete(campaigns)
    .where(and(ownCampaign(opts), eq(campaigns.status, 'draft')))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/**
 * Claims the next scheduled campaign whose time has come (the partial `campaigns_due_idx`), skipping one another
 * run holds: it stays locked until the claiming transaction ends, which starts it. With its owner, to be told.
 */
export async function claimDueCampaign(tx: Db, opts: { now: Date }) {
  const [row] = await tx
    .select({ campaign: campaigns, ownerId: companies.userId })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(eq(campaigns.status, 'scheduled'), lte(campaigns.scheduledDate, opts.now)))
    .orderBy(asc(campaigns.scheduledDate), asc(campaigns.id))
    .limit(1)
    .for('update', { of: campaigns, skipLocked: true });
  return row;
}
