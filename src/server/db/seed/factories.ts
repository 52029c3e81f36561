import type { Db } from '../client';
import { companies, connectedAccounts, merchandiseOrders, services, subscriptionCharges, users } from '../schema';
import { hashPassword } from '../../lib/passwords';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

export type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string };

/** A user ready to sign in. `password` is the plain text; it is hashed here. */
export async function seedUser(db: Db, overrides: UserOverrides = {}) {
  const { password = 'correct-horse-42', ...rest } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: `owner-${next()}@example.com`,
      firstName: 'Casey',
      lastName: 'Rivera',
      businessLine: 'Landscaping & Lawn Care',
      servicesOffered: ['Lawn Mowing', 'Seasonal Cleanup'],
      emailVerified: true,
      ...rest,
      password: await hashPassword(password),
    })
    .returning();
  return { ...user, plainPassword: password };
}

export async function seedCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> & { userId: number }) {
  const [company] = await db
    .insert(companies)
    .values({ name: 'Greenline Landscaping', phone: '(555) 010-2000', ...overrides })
    .returning();
  return company;
}

export async function seedService(db: Db, overrides: Partial<typeof services.$inferInsert> & { companyId: number }) {
  const [service] = await db
    .insert(services)
    .values({ name: 'Lawn Mowing', baseRate: '45.00', ...overrides })
    .returning();
  return service;
}

/** An owner with a company, the state most features start from. */
export async function seedOwner(db: Db, overrides: UserOverrides = {}) {
  const user = await seedUser(db, overrides);
  const company = await seedCompany(db, { userId: user.id });
  return { user, company };
}

/**
 * A payout account the test-mode provider has verified: what connecting in test mode leaves behind, so Pay Now
 * works at once (the demo business, tests of the portal).
 */
export async function seedTestPayoutAccount(db: Db, overrides: { companyId: number; businessName?: string }) {
  const [account] = await db
    .insert(connectedAccounts)
    .values({
      processor: 'stripe',
      accountId: `acct_test_${next()}`,
      status: 'verified',
      businessName: 'Greenline Landscaping',
      businessType: 'company',
      capabilities: ['card_payments', 'transfers'],
      requirementsStatus: 'complete',
      verifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return account;
}

/**
 * A paid merchandise order of one line written straight to the table (tests of what reads orders: the dashboard,
 * backups, the tenant matrix): `quantity` yard signs at the seeded catalogue's prices unless overridden.
 */
export async function seedMerchandiseOrder(
  db: Db,
  overrides: Partial<typeof merchandiseOrders.$inferInsert> & { companyId: number; quantity?: number },
) {
  const { quantity = 2, ...rest } = overrides;
  const cents = (perUnit: number) => ((perUnit * quantity) / 100).toFixed(2);
  const [order] = await db
    .insert(merchandiseOrders)
    .values({
      orderNumber: `M-${next()}`,
      items: [
        {
          productId: 0,
          slug: 'yard-signs',
          name: 'Yard Signs',
          imageUrl: '/merch/yard-signs.svg',
          quantity,
          basePrice: '8.99',
          markup: '4.00',
          unitPrice: '12.99',
          lineTotal: cents(1299),
          commission: cents(400),
          customization: null,
        },
      ],
      subtotal: cents(899),
      commission: cents(400),
      originalTotal: cents(1299),
      total: cents(1299),
      status: 'paid',
      provider: 'test',
      paidAt: new Date(),
      ...rest,
    })
    .returning();
  return order;
}

/** A paid first month of Pro with the launch coupon, written straight to the table (as the renewal job would). */
export async function seedSubscriptionCharge(
  db: Db,
  overrides: Partial<typeof subscriptionCharges.$inferInsert> & { subscriptionId: number },
) {
  const [charge] = await db
    .insert(subscriptionCharges)
    .values({
      plan: 'pro',
      kind: 'first',
      originalAmount: '39.00',
      discountAmount: '7.80',
      amount: '31.20',
      status: 'paid',
      idempotencyKey: `charge-${next()}`,
      ...overrides,
    })
    .returning();
  return charge;
}
