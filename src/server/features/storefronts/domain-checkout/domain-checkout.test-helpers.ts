import { and, eq } from 'drizzle-orm';
import type { ProcessDomainPaymentInput } from '../../../../shared/storefronts/domain-checkout.schemas';
import type { TestApp } from '../../../../test/app';
import type { Db } from '../../../db/client';
import { seedOwner } from '../../../db/seed/factories';
import { seedLandingConfig } from '../../../db/seed/storefront-factories';
import { companyDomains, coupons, couponUsages, subscriptions } from '../../../db/schema';

let sequence = 0;
const unique = () => `${process.pid.toString(36)}${Date.now().toString(36)}${(++sequence).toString(36)}`;

/** An owner's company with a storefront and a domain waiting on its setup fee ($29 / $9 unless told). */
export async function seedPendingDomain(db: Db, overrides: Partial<typeof companyDomains.$inferInsert> = {}) {
  const { user, company } = await seedOwner(db);
  await seedLandingConfig(db, { companyId: company.id, industry: 'landscaping' });
  const [domain] = await db
    .insert(companyDomains)
    .values({ companyId: company.id, domain: `dom-${unique()}`, status: 'pending', ...overrides })
    .returning();
  return { user, company, domain };
}

/** The owner's subscription to the domain's monthly fee, or undefined. */
export async function domainFeeOf(db: Db, userId: number, domainId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.product, 'domain'),
        eq(subscriptions.productRef, String(domainId)),
      ),
    );
  return row;
}

/** A coupon written straight to the table: 10 % on everything, 100 uses, once per user, unless told. */
export async function seedDomainCoupon(db: Db, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db
    .insert(coupons)
    .values({ code: `D${unique().toUpperCase()}`, type: 'percentage', value: '10', usageLimit: 100, ...overrides })
    .returning();
  return row;
}

export const GOOD_DETAILS = {
  cardNumber: '4242 4242 4242 4242',
  expirationDate: '12/34',
  cvv: '123',
  nameOnCard: 'Casey Rivera',
  zipCode: '94110',
};
export const DECLINED_NUMBER = '4000000000000002';

let address = 0;

/** Helpers bound to a test app; every request comes from its own address, apart from the rate limit's tests. */
export function domainHelpers(t: TestApp) {
  const from = () => `198.51.100.${(++address % 250) + 1}`;
  return {
    order: (domain: string) =>
      t.app.inject({ method: 'GET', url: `/api/domain-order/${domain}`, remoteAddress: from() }),
    pay: (body: Partial<ProcessDomainPaymentInput> & { subdomain: string }, key?: string, remoteAddress = from()) =>
      t.app.inject({
        method: 'POST',
        url: '/api/process-domain-payment',
        headers: key ? { 'idempotency-key': key } : {},
        payload: { amount: 2900, cardDetails: GOOD_DETAILS, ...body },
        remoteAddress,
      }),
    confirm: (domain: string, sessionId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/domain-order/${domain}/confirm`,
        payload: { sessionId },
        remoteAddress: from(),
      }),
    row: async (id: number) => (await t.db.select().from(companyDomains).where(eq(companyDomains.id, id)))[0],
    coupon: async (id: number) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0],
    usages: (couponId: number, domainId: number) =>
      t.db
        .select()
        .from(couponUsages)
        .where(
          and(
            eq(couponUsages.couponId, couponId),
            eq(couponUsages.orderType, 'domain'),
            eq(couponUsages.orderId, domainId),
          ),
        ),
  };
}
