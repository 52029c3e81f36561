import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { LeadStatus } from '../../../../shared/storefronts/storefront.schemas';
import type { Db } from '../../../db/client';
import { leads } from '../../../db/schema';

export type LeadRow = typeof leads.$inferSelect;
type Tenant = { companyId: number };
type One = Tenant & { id: number };

const ownLead = (opts: One) => and(eq(leads.id, opts.id), eq(leads.companyId, opts.companyId));

/**
 * A page of the company's leads, the newest first, and the total: of one status through the
 * `(company_id, status, id)` index, else through `(company_id, id)`.
 */
export async function findLeadPage(db: Db, opts: Tenant & { status?: LeadStatus; limit: number; offset: number }) {
  const where = and(eq(leads.companyId, opts.companyId), opts.status ? eq(leads.status, opts.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(leads).where(where).orderBy(desc(leads.id)).limit(opts.limit).offset(opts.offset),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

/** The company's lead, locked until the transaction ends: one conversion at a time. */
export async function lockLead(tx: Db, opts: One) {
  const [row] = await tx.select().from(leads).where(ownLead(opts)).for('update');
  return row;
}

/**
 * Moves the lead to `status`: the first move to contacted stamps `contacted_at`, the first to converted
 * `converted_at` (with the customer it became, when given).
 */
export async function updateLeadStatusRow(db: Db, opts: One & { status: LeadStatus; customerId?: number }) {
  const [row] = await db
    .update(leads)
    .set({
      status: opts.status,
      ...(opts.customerId === undefined ? {} : { customerId: opts.customerId }),
      contactedAt: opts.status === 'contacted' ? sql`coalesce(${leads.contactedAt}, now())` : sql`${leads.contactedAt}`,
      convertedAt: opts.status === 'converted' ? sql`coalesce(${leads.convertedAt}, now())` : sql`${leads.convertedAt}`,
    })
    .where(ownLead(opts))
    .returning();
  return row;
}
