import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  companies,
  landingPageConfigs,
  landingPageProducts,
  landingPageViews,
  leads,
  services,
  users,
} from '../../../db/schema';
import { storefrontUpkept } from '../storefront-upkeep';

/** How many of a business's services its page lists (its first by name): a page stays small. */
export const SHOWN_SERVICES_MAX = 24;

/**
 * An active storefront by its subdomain (the unique index), with what its page shows of the company (and in which
 * language) and who is told of its leads (the company's owner, whose time zone is the business's); undefined when
 * none is active, or when its trial is over and its tier is not paid for (`storefrontUpkept`).
 */
export async function findActiveStorefront(db: Db, opts: { subdomain: string }) {
  const [row] = await db
    .select({
      companyId: landingPageConfigs.companyId,
      subdomain: landingPageConfigs.subdomain,
      title: landingPageConfigs.title,
      description: landingPageConfigs.description,
      contactEmail: landingPageConfigs.contactEmail,
      logoUrl: landingPageConfigs.logoUrl,
      primaryColor: landingPageConfigs.primaryColor,
      secondaryColor: landingPageConfigs.secondaryColor,
      updatedAt: landingPageConfigs.updatedAt,
      businessName: companies.name,
      companyEmail: companies.email,
      phone: companies.phone,
      address: companies.address,
      companyLogo: companies.logo,
      companyUpdatedAt: companies.updatedAt,
      /** What the page and the e-mails to the business's customers are written in. */
      language: companies.language,
      ownerId: users.id,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
      timezone: users.timezone,
    })
    .from(landingPageConfigs)
    .innerJoin(companies, eq(companies.id, landingPageConfigs.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(
      and(eq(landingPageConfigs.subdomain, opts.subdomain), eq(landingPageConfigs.isActive, true), storefrontUpkept()),
    );
  return row;
}

export type StorefrontRow = NonNullable<Awaited<ReturnType<typeof findActiveStorefront>>>;

/** The services a page lists, by name (the (company_id, name) index), at most SHOWN_SERVICES_MAX. */
export async function findShownServices(db: Db, opts: { companyId: number }) {
  return db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      baseRate: services.baseRate,
      updatedAt: services.updatedAt,
    })
    .from(services)
    .where(eq(services.companyId, opts.companyId))
    .orderBy(asc(services.name), asc(services.id))
    .limit(SHOWN_SERVICES_MAX);
}

/** How many products a page shows (its first added): a page stays small. */
export const SHOWN_PRODUCTS_MAX = 48;

/** The company's active products in the order added (the `(company_id, id)` index), at most SHOWN_PRODUCTS_MAX. */
export async function findShownProducts(db: Db, opts: { companyId: number }) {
  return db
    .select({
      id: landingPageProducts.id,
      name: landingPageProducts.name,
      description: landingPageProducts.description,
      price: landingPageProducts.price,
      imageUrl: landingPageProducts.imageUrl,
      category: landingPageProducts.category,
      inventory: landingPageProducts.inventory,
    })
    .from(landingPageProducts)
    .where(and(eq(landingPageProducts.companyId, opts.companyId), eq(landingPageProducts.isActive, true)))
    .orderBy(asc(landingPageProducts.id))
    .limit(SHOWN_PRODUCTS_MAX);
}

export type NewLead = typeof leads.$inferInsert;

export async function insertLead(tx: Db, values: NewLead) {
  const [row] = await tx.insert(leads).values(values).returning({ id: leads.id });
  return row;
}

/** One more view of the company's page on the business's day at `now` (its owner's time zone). */
export async function upsertPageView(db: Db, opts: { companyId: number; timezone: string; now: Date }) {
  const day = sql`(${opts.now.toISOString()}::timestamptz at time zone ${opts.timezone})::date`;
  await db
    .insert(landingPageViews)
    .values({ companyId: opts.companyId, day, views: 1 })
    .onConflictDoUpdate({
      target: [landingPageViews.companyId, landingPageViews.day],
      set: { views: sql`${landingPageViews.views} + 1` },
    });
}
