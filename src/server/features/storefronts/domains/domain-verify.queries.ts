import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, companyDomains, users } from '../../../db/schema';

/**
 * Claims up to `limit` custom domains still waiting on their DNS record, created since `since`, the least recently
 * checked first (the (dns_verified, last_checked_at) index), by stamping them checked at `now`: processes running
 * the job at once each take other rows.
 */
export async function claimUncheckedDomains(db: Db, opts: { now: Date; since: Date; limit: number }) {
  const due = db
    .select({ id: companyDomains.id })
    .from(companyDomains)
    .where(
      and(
        eq(companyDomains.dnsVerified, false),
        eq(companyDomains.domainType, 'custom'),
        gt(companyDomains.createdAt, opts.since),
      ),
    )
    .orderBy(sql`${companyDomains.lastCheckedAt} asc nulls first`, asc(companyDomains.id))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db.update(companyDomains).set({ lastCheckedAt: opts.now }).where(inArray(companyDomains.id, due)).returning({
    id: companyDomains.id,
    companyId: companyDomains.companyId,
    domain: companyDomains.domain,
    verificationToken: companyDomains.verificationToken,
  });
}

/** Marks a domain checked at `now`, and verified when `verified`; answers whether it became verified just now. */
export async function recordCheck(db: Db, opts: { id: number; now: Date; verified: boolean }) {
  const [row] = await db
    .update(companyDomains)
    .set({ lastCheckedAt: opts.now, ...(opts.verified ? { dnsVerified: true } : {}) })
    .where(and(eq(companyDomains.id, opts.id), eq(companyDomains.dnsVerified, false)))
    .returning({ id: companyDomains.id });
  return opts.verified && row !== undefined;
}

/** Who hears of a company's domain: the company's owner. */
export async function findOwnerOfCompany(db: Db, opts: { companyId: number }) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, opts.companyId));
  return row;
}
