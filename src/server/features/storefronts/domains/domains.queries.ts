import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { companyDomains, landingPageConfigs, landingPageTemplates } from '../../../db/schema';

type Tenant = { companyId: number };
export type NewDomain = typeof companyDomains.$inferInsert;
export type DomainRow = typeof companyDomains.$inferSelect;

/** The most templates the form offers: the seeded few, and whatever an administrator adds, within reason. */
export const TEMPLATES_MAX = 200;

const withTemplate = { domain: companyDomains, templateName: landingPageTemplates.name };
export type DomainWithTemplate = { domain: DomainRow; templateName: string | null };

/** A page of the company's domains, newest first (the (company_id, id) index). */
export async function findDomains(db: Db, opts: Tenant & { limit: number; offset: number }) {
  return db
    .select(withTemplate)
    .from(companyDomains)
    .leftJoin(landingPageTemplates, eq(landingPageTemplates.id, companyDomains.templateId))
    .where(eq(companyDomains.companyId, opts.companyId))
    .orderBy(desc(companyDomains.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

export async function countDomains(db: Db, opts: Tenant) {
  const [row] = await db
    .select({ n: count() })
    .from(companyDomains)
    .where(eq(companyDomains.companyId, opts.companyId));
  return row.n;
}

/** One of the company's domains; another company's is as missing as one that never existed. */
export async function findDomain(db: Db, opts: Tenant & { id: number }): Promise<DomainWithTemplate | undefined> {
  const [row] = await db
    .select(withTemplate)
    .from(companyDomains)
    .leftJoin(landingPageTemplates, eq(landingPageTemplates.id, companyDomains.templateId))
    .where(and(eq(companyDomains.id, opts.id), eq(companyDomains.companyId, opts.companyId)));
  return row;
}

export async function insertDomain(db: Db, values: NewDomain) {
  const [row] = await db.insert(companyDomains).values(values).returning();
  return row;
}

export async function updateDomainRow(
  db: Db,
  opts: Tenant & { id: number },
  values: PgUpdateSetSource<typeof companyDomains>,
) {
  const [row] = await db
    .update(companyDomains)
    .set(values)
    .where(and(eq(companyDomains.id, opts.id), eq(companyDomains.companyId, opts.companyId)))
    .returning({ id: companyDomains.id });
  return row;
}

export async function deleteDomainRow(db: Db, opts: Tenant & { id: number }) {
  const [row] = await db
    .delete(companyDomains)
    .where(and(eq(companyDomains.id, opts.id), eq(companyDomains.companyId, opts.companyId)))
    .returning({ id: companyDomains.id });
  return row;
}

/** The company's storefront's subdomain (its unique company index), or undefined before it has one. */
export async function findStorefrontSubdomain(db: Db, opts: Tenant) {
  const [row] = await db
    .select({ subdomain: landingPageConfigs.subdomain })
    .from(landingPageConfigs)
    .where(eq(landingPageConfigs.companyId, opts.companyId));
  return row?.subdomain;
}

/** Whether `name` is another company's storefront subdomain (the unique subdomain index). */
export async function isOtherStorefront(db: Db, opts: Tenant & { name: string }) {
  const [row] = await db
    .select({ id: landingPageConfigs.id })
    .from(landingPageConfigs)
    .where(and(eq(landingPageConfigs.subdomain, opts.name), ne(landingPageConfigs.companyId, opts.companyId)));
  return row !== undefined;
}

export async function findActiveTemplate(db: Db, opts: { id: number }) {
  const [row] = await db
    .select({ id: landingPageTemplates.id })
    .from(landingPageTemplates)
    .where(and(eq(landingPageTemplates.id, opts.id), eq(landingPageTemplates.isActive, true)));
  return row;
}

/** The active templates by name, at most TEMPLATES_MAX (a few seeded rows; no filter needs an index). */
export async function findActiveTemplates(db: Db) {
  return db
    .select({
      id: landingPageTemplates.id,
      name: landingPageTemplates.name,
      industry: landingPageTemplates.industry,
      description: landingPageTemplates.description,
    })
    .from(landingPageTemplates)
    .where(eq(landingPageTemplates.isActive, true))
    .orderBy(asc(landingPageTemplates.name), asc(landingPageTemplates.id))
    .limit(TEMPLATES_MAX);
}
