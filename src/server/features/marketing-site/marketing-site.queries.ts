import { asc, count, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '../../../shared/admin/admin.schemas';
import type { Db } from '../../db/client';
import { contactMessages, landingPageTiers, newsletterSubscriptions } from '../../db/schema';

export type LandingPageTierRow = typeof landingPageTiers.$inferSelect;

export async function findActiveTiers(db: Db) {
  return db
    .select()
    .from(landingPageTiers)
    .where(eq(landingPageTiers.isActive, true))
    .orderBy(asc(landingPageTiers.monthlyFee), asc(landingPageTiers.id))
    .limit(50);
}

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row;
}

/** The new subscription, or undefined when the address was already subscribed (nothing is changed then). */
export async function insertSubscription(db: Db, values: typeof newsletterSubscriptions.$inferInsert) {
  const [row] = await db.insert(newsletterSubscriptions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findSubscriptionByEmail(db: Db, email: string) {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row;
}

export async function deleteSubscriptionByEmail(db: Db, email: string) {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}

export async function findContactMessages(db: Db, page: PageQuery) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contactMessages),
  ]);
  return { items, total: Number(total.n) };
}

export async function findSubscriptions(db: Db, page: PageQuery) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(newsletterSubscriptions),
  ]);
  return { items, total: Number(total.n) };
}
