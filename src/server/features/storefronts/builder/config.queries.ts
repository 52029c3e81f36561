import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { companyDomains, landingPageConfigs, landingPageTiers } from '../../../db/schema';

export type ConfigRow = typeof landingPageConfigs.$inferSelect;
type NewConfig = typeof landingPageConfigs.$inferInsert;
type Tenant = { companyId: number };

/**
 * A later instant than the row's last change, even within the same microsecond: the public page is cached by
 * `updated_at`, so every change must move it.
 */
export const touched = sql`greatest(clock_timestamp(), ${landingPageConfigs.updatedAt} + interval '1 microsecond')`;

/** The company's storefront (its unique company index); with `lock`, held until the transaction ends. */
export async function findConfig(db: Db, opts: Tenant & { lock?: boolean }) {
  const query = db.select().from(landingPageConfigs).where(eq(landingPageConfigs.companyId, opts.companyId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function insertConfig(db: Db, values: NewConfig) {
  const [row] = await db.insert(landingPageConfigs).values(values).returning();
  return row;
}

export async function updateConfigRow(
  db: Db,
  opts: Tenant & { id: number },
  values: PgUpdateSetSource<typeof landingPageConfigs>,
) {
  const [row] = await db
    .update(landingPageConfigs)
    .set({ ...values, updatedAt: touched })
    .where(and(eq(landingPageConfigs.id, opts.id), eq(landingPageConfigs.companyId, opts.companyId)))
    .returning();
  return row;
}

/** Marks the company's storefront changed (its products changed what the public page shows). */
export async function touchConfig(db: Db, opts: Tenant) {
  await db
    .update(landingPageConfigs)
    .set({ updatedAt: touched })
    .where(eq(landingPageConfigs.companyId, opts.companyId));
}

/** The storefront tier named `tierName` (basic, pro, enterprise), whatever the case of its stored name. */
export async function findTier(db: Db, opts: { tierName: string }) {
  const [row] = await db
    .select({
      name: landingPageTiers.name,
      maxProducts: landingPageTiers.maxProducts,
      monthlyFee: landingPageTiers.monthlyFee,
    })
    .from(landingPageTiers)
    .where(sql`lower(${landingPageTiers.name}) = ${opts.tierName}`)
    .orderBy(landingPageTiers.id)
    .limit(1);
  return row;
}

/** Whether another company holds `label` as a subdomain domain (company_domains' unique domain index). */
export async function subdomainHeldAsDomain(db: Db, opts: Tenant & { label: string }) {
  const [row] = await db
    .select({ id: companyDomains.id })
    .from(companyDomains)
    .where(
      and(
        eq(companyDomains.domain, opts.label),
        eq(companyDomains.domainType, 'subdomain'),
        ne(companyDomains.companyId, opts.companyId),
      ),
    )
    .limit(1);
  return Boolean(row);
}
