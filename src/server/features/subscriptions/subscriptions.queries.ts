import { and, count, desc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyDomains, subscriptionCharges, subscriptions, users } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ChargeRow = typeof subscriptionCharges.$inferSelect;

/**
 * The owner's subscription, made on first read with the trial fixed from the sign-up day and today's trial length
 * (sign-ups before this table existed were given theirs by the migration).
 */
export async function ensureSubscription(db: Db, opts: { userId: number; trialDays: number }) {
  await db
    .insert(subscriptions)
    .values({
      userId: opts.userId,
      trialEndsAt: sql`(select ${users.createdAt} + make_interval(days => ${opts.trialDays}) from ${users} where ${users.id} = ${opts.userId})`,
    })
    .onConflictDoNothing({ target: [subscriptions.userId, subscriptions.product, subscriptions.productRef] });
}

/** The owner's plan (not a storefront tier's or domain's subscription). */
export async function findSubscription(db: Db, opts: { userId: number; lock?: boolean }) {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, opts.userId), eq(subscriptions.product, 'plan')));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function updateSubscription(db: Db, id: number, values: Partial<typeof subscriptions.$inferInsert>) {
  const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  return row;
}

export async function insertCharge(db: Db, values: typeof subscriptionCharges.$inferInsert) {
  const [row] = await db.insert(subscriptionCharges).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findChargeByKey(db: Db, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.idempotencyKey, idempotencyKey));
  return row;
}

export async function findCharges(db: Db, opts: { subscriptionId: number; limit: number; offset: number }) {
  const where = eq(subscriptionCharges.subscriptionId, opts.subscriptionId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscriptionCharges)
      .where(where)
      .orderBy(desc(subscriptionCharges.createdAt), desc(subscriptionCharges.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(subscriptionCharges).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * One subscription whose charge has come (a chosen plan's trial ended, a period ended, a failed renewal's next try),
 * locked and skipped by other runs (FOR UPDATE SKIP LOCKED). `retryBefore`: a past-due one is tried again once its
 * last try is this old.
 */
export async function claimDueSubscription(tx: Db, opts: { now: Date; retryBefore: Date; graceStart: Date }) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        // Stripe bills its own subscriptions.
        eq(subscriptions.provider, 'test'),
        or(
          and(
            eq(subscriptions.status, 'trialing'),
            isNotNull(subscriptions.plan),
            lte(subscriptions.trialEndsAt, opts.now),
          ),
          and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, opts.now)),
          and(
            eq(subscriptions.status, 'past_due'),
            lte(subscriptions.updatedAt, opts.retryBefore),
            // Retried daily through the grace days; after that the owner's new card brings the next try.
            sql`${subscriptions.pastDueSince} > ${opts.graceStart}`,
          ),
        ),
      ),
    )
    .orderBy(subscriptions.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** A charge with its plan's owner, for the receipt or the failure notice. */
export async function findChargeWithOwner(db: Db, chargeId: number) {
  const [row] = await db
    .select({
      charge: subscriptionCharges,
      ownerId: users.id,
      email: users.email,
      firstName: users.firstName,
      timezone: users.timezone,
      pastDueSince: subscriptions.pastDueSince,
      product: subscriptions.product,
      productRef: subscriptions.productRef,
    })
    .from(subscriptionCharges)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptionCharges.id, chargeId));
  return row;
}

/** The subscription waiting on a Stripe Checkout page, locked. */
export async function findSubscriptionOfCheckout(tx: Db, sessionId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.checkoutSessionId, sessionId))
    .for('update');
  return row;
}

/** The subscription Stripe bills under this id, or (before its Checkout is applied) our id it carries, locked. */
export async function findStripeSubscription(tx: Db, opts: { providerSubscriptionId: string; id: number | null }) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      opts.id === null
        ? eq(subscriptions.providerSubscriptionId, opts.providerSubscriptionId)
        : or(eq(subscriptions.providerSubscriptionId, opts.providerSubscriptionId), eq(subscriptions.id, opts.id)),
    )
    .orderBy(subscriptions.id)
    .limit(1)
    .for('update');
  return row;
}

/** A domain's host name, for the e-mails of its monthly fee. */
export async function findDomainName(db: Db, domainId: number) {
  const [row] = await db
    .select({ domain: companyDomains.domain })
    .from(companyDomains)
    .where(eq(companyDomains.id, domainId));
  return row?.domain;
}

/** Which monthly product of an owner: the storefront's tier (ref ''), or a domain (ref its id). */
export type ProductKey = { userId: number; product: 'storefront' | 'domain'; ref: string };

export async function findProductSubscription(
  db: Db,
  key: ProductKey | Omit<ProductKey, 'userId'>,
  opts: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(subscriptions)
    .where(
      and(
        'userId' in key ? eq(subscriptions.userId, key.userId) : undefined,
        eq(subscriptions.product, key.product),
        eq(subscriptions.productRef, key.ref),
      ),
    )
    .orderBy(subscriptions.id)
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function insertSubscription(db: Db, values: typeof subscriptions.$inferInsert) {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row;
}
