import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, companyDomains, landingPageConfigs, landingPageTemplates, users } from '../../../db/schema';

export type DomainRow = typeof companyDomains.$inferSelect;
export type NewDomainValues = Partial<typeof companyDomains.$inferInsert>;

/**
 * A domain by its name (the unique index), with what its checkout shows of the company (name; the industry of its
 * template, else of its storefront, else the owner's line of business) and who is billed (the company's owner).
 */
export async function findDomainOrder(db: Db, opts: { domain: string }) {
  const [row] = await db
    .select({
      domain: companyDomains,
      companyName: companies.name,
      industry: sql<
        string | null
      >`coalesce(${landingPageTemplates.industry}, ${landingPageConfigs.industry}, ${users.businessLine})`,
      ownerId: users.id,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
      timezone: users.timezone,
    })
    .from(companyDomains)
    .innerJoin(companies, eq(companies.id, companyDomains.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .leftJoin(landingPageTemplates, eq(landingPageTemplates.id, companyDomains.templateId))
    .leftJoin(landingPageConfigs, eq(landingPageConfigs.companyId, companyDomains.companyId))
    .where(eq(companyDomains.domain, opts.domain));
  return row;
}

export type DomainOrderRow = NonNullable<Awaited<ReturnType<typeof findDomainOrder>>>;

/** The domain's row, locked until the transaction ends: its setup fee is paid once, whoever comes first. */
export async function lockDomain(tx: Db, opts: { id: number }) {
  const [row] = await tx.select().from(companyDomains).where(eq(companyDomains.id, opts.id)).for('update');
  return row;
}

export async function updateDomainRow(tx: Db, opts: { id: number }, values: NewDomainValues) {
  const [row] = await tx.update(companyDomains).set(values).where(eq(companyDomains.id, opts.id)).returning();
  return row;
}
