import { fromCents, toCents } from '../../../shared/money';
import type { Db } from '../../db/client';
import {
  companyDomains,
  customers,
  invoices,
  paymentAttempts,
  platformTransactions,
  storefrontOrders,
  subscriptionCharges,
  subscriptions,
} from '../../db/schema';
import { seedMerchandiseOrder, seedOwner, seedUser } from '../../db/seed/factories';

/** The instant the reports are asked at (the tests' clock): 7d starts 2031-03-09, 30d 2031-02-14, 1y 2030-04-01. */
export const NOW = new Date('2031-03-15T15:30:00Z');
export const at = (iso: string) => new Date(iso);

/** Just inside the 7 days (their first instant), just before them (inside 30 days), before the year, after now. */
export const FIRST_OF_7D = '2031-03-09T00:00:00Z';
export const BEFORE_7D = '2031-03-08T23:59:59Z';
export const BEFORE_1Y = '2030-03-31T23:59:59Z';
export const AFTER_NOW = '2031-03-15T16:00:00Z';

let sequence = 0;
const next = () => `${Date.now().toString(36)}-${++sequence}`;

type Sub = Partial<typeof subscriptions.$inferInsert> & { userId: number };
async function subscription(db: Db, values: Sub) {
  const [row] = await db
    .insert(subscriptions)
    .values({ trialEndsAt: at('2031-01-01T00:00:00Z'), provider: 'test', ...values })
    .returning();
  return row;
}

type Charge = { subscriptionId: number; amount: string; createdAt: string; kind?: string; status?: string };
async function charge(db: Db, c: Charge) {
  await db.insert(subscriptionCharges).values({
    subscriptionId: c.subscriptionId,
    plan: 'pro',
    kind: c.kind ?? 'renewal',
    originalAmount: c.amount,
    amount: c.amount,
    status: c.status ?? 'paid',
    idempotencyKey: `report-${next()}`,
    createdAt: at(c.createdAt),
  });
}

type Fee = { companyId: number; type?: string; amount: string; fee: string; status?: string; createdAt: string };
async function fee(db: Db, f: Fee) {
  await db.insert(platformTransactions).values({
    companyId: f.companyId,
    type: f.type ?? 'payment',
    amount: f.amount,
    platformFeeAmount: f.fee,
    providerAmount: fromCents(toCents(f.amount) - toCents(f.fee)),
    status: f.status ?? 'processed',
    createdAt: at(f.createdAt),
  });
}

async function storefrontOrder(db: Db, companyId: number, status: string, createdAt: string) {
  await db.insert(storefrontOrders).values({
    companyId,
    reference: `SO-${next()}`.slice(0, 20),
    publicToken: `token-${next()}`,
    buyerName: 'Pat Buyer',
    buyerEmail: 'pat@example.com',
    subtotal: '20.00',
    total: '20.00',
    tierName: 'basic',
    feePercent: '2.90',
    feeAmount: '0.58',
    status,
    provider: 'test',
    idempotencyKey: `so-${next()}`,
    createdAt: at(createdAt),
  });
}

async function failedAttempt(db: Db, companyId: number, createdAt: string) {
  const [customer] = await db
    .insert(customers)
    .values({ companyId, name: 'Dana Customer', accessToken: `access-${next()}` })
    .returning();
  const [invoice] = await db
    .insert(invoices)
    .values({
      companyId,
      customerId: customer.id,
      invoiceNumber: `INV-${next()}`.slice(0, 20),
      customerName: customer.name,
      customerEmail: 'dana@example.com',
      amount: '75.00',
      subtotal: '75.00',
      total: '75.00',
      status: 'sent',
      items: [{ description: 'Lawn Mowing', quantity: 1, rate: '75.00', amount: '75.00' }],
    })
    .returning();
  await db.insert(paymentAttempts).values({
    companyId,
    invoiceId: invoice.id,
    provider: 'test',
    reference: `attempt-${next()}`,
    amount: '75.00',
    status: 'failed',
    failureMessage: 'Your card was declined.',
    idempotencyKey: `attempt-${next()}`,
    createdAt: at(createdAt),
  });
}

/**
 * The platform's money, hand-counted in the tests: plan, storefront-tier and domain charges (paid and failed),
 * platform fees (processed, pending, a refund's negative fee), merchandise orders (paid, refunded, unpaid), domain
 * setup fees, and failed card payments, at the edges of the periods.
 */
export async function seedMoney(db: Db) {
  // Signed up long before the periods (PGlite's clock is the tests' clock, PostgreSQL's the real one: neither counts).
  const a = await seedOwner(db, { createdAt: at('2029-01-01T00:00:00Z') });
  const b = await seedOwner(db, { createdAt: at('2029-01-01T00:00:00Z') });
  // A: Pro, set to end with its period; its storefront tier and a domain's monthly fee, billed alike.
  const plan = await subscription(db, { userId: a.user.id, plan: 'pro', status: 'active', cancelAtPeriodEnd: true });
  await charge(db, { subscriptionId: plan.id, kind: 'first', amount: '39.00', createdAt: BEFORE_7D });
  await charge(db, { subscriptionId: plan.id, amount: '39.00', createdAt: '2031-03-12T08:00:00Z' });
  await charge(db, { subscriptionId: plan.id, amount: '39.00', createdAt: '2031-03-13T08:00:00Z', status: 'failed' });
  await charge(db, { subscriptionId: plan.id, amount: '19.00', createdAt: '2030-06-15T12:00:00Z' });
  await charge(db, { subscriptionId: plan.id, amount: '19.00', createdAt: BEFORE_1Y });
  await charge(db, { subscriptionId: plan.id, amount: '39.00', createdAt: AFTER_NOW });
  const tier = await subscription(db, { userId: a.user.id, product: 'storefront', plan: 'pro', status: 'active' });
  await charge(db, { subscriptionId: tier.id, amount: '39.99', createdAt: '2031-03-10T12:00:00Z' });
  const domainFee = await subscription(db, {
    userId: a.user.id,
    product: 'domain',
    productRef: '1',
    plan: 'domain',
    status: 'active',
  });
  await charge(db, { subscriptionId: domainFee.id, amount: '9.00', createdAt: '2031-03-15T10:00:00Z' });
  // B: Basic, past due; its first month was free (a coupon), after a refused try.
  const basic = await subscription(db, { userId: b.user.id, plan: 'basic', status: 'past_due' });
  await charge(db, {
    subscriptionId: basic.id,
    kind: 'first',
    amount: '0.00',
    createdAt: '2031-03-13T09:00:00Z',
    status: 'failed',
  });
  await charge(db, { subscriptionId: basic.id, kind: 'first', amount: '0.00', createdAt: '2031-03-14T09:00:00Z' });

  const companyId = a.company.id;
  await fee(db, { companyId, amount: '100.00', fee: '2.90', createdAt: FIRST_OF_7D });
  await fee(db, { companyId, type: 'refund', amount: '-50.00', fee: '-1.45', createdAt: '2031-03-14T09:00:00Z' });
  await fee(db, { companyId, amount: '200.00', fee: '5.80', status: 'pending', createdAt: '2031-03-11T09:00:00Z' });
  await fee(db, { companyId, amount: '80.00', fee: '2.00', createdAt: BEFORE_7D });
  await fee(db, { companyId, amount: '1000.00', fee: '29.00', createdAt: AFTER_NOW });

  await seedMerchandiseOrder(db, { companyId, quantity: 2, paidAt: at('2031-03-11T00:00:00Z') });
  await seedMerchandiseOrder(db, {
    companyId,
    quantity: 1,
    status: 'cancelled',
    paidAt: at('2031-03-05T10:00:00Z'),
    refundedAt: at('2031-03-13T10:00:00Z'),
  });
  await seedMerchandiseOrder(db, { companyId, quantity: 4, status: 'pending', paidAt: null });

  await db.insert(companyDomains).values([
    {
      companyId,
      domain: `paid-${next()}.example.com`,
      setupAmountPaid: '23.20',
      activatedAt: at('2031-03-14T12:00:00Z'),
    },
    { companyId, domain: `unpaid-${next()}.example.com`, status: 'pending', activatedAt: at('2031-03-14T12:00:00Z') },
  ]);

  await storefrontOrder(db, companyId, 'failed', '2031-03-12T12:00:00Z');
  await storefrontOrder(db, companyId, 'failed', BEFORE_7D);
  await storefrontOrder(db, companyId, 'paid', '2031-03-12T12:00:00Z');
  await failedAttempt(db, companyId, '2031-03-13T12:00:00Z');
  return { a, b };
}

/** Sign-ups, sign-ins and plan subscriptions (trialing, ended) at the edges of the periods; an administrator among them. */
export async function seedPeople(db: Db) {
  const u1 = await seedUser(db, { createdAt: at(FIRST_OF_7D), lastLoginAt: at('2031-03-15T09:00:00Z') });
  await seedUser(db, { createdAt: at('2031-03-15T10:00:00Z'), emailVerified: false });
  const u3 = await seedUser(db, { createdAt: at(BEFORE_7D), lastLoginAt: at(BEFORE_7D) });
  const u4 = await seedUser(db, { createdAt: at(BEFORE_1Y), lastLoginAt: at('2031-03-12T00:00:00Z') });
  const u5 = await seedUser(db, { createdAt: at('2030-01-01T00:00:00Z') });
  const admin = await seedUser(db, {
    isAdmin: true,
    createdAt: at('2031-03-10T00:00:00Z'),
    lastLoginAt: at(NOW.toISOString()),
  });
  // u1 in its trial; u2 has no subscription row yet (made on first read), and is in its trial all the same.
  await subscription(db, { userId: u1.id, status: 'trialing', trialEndsAt: at('2031-04-23T00:00:00Z') });
  // u3's plan ended within the 7 days, u4's just before them; u5's trial is over.
  await subscription(db, {
    userId: u3.id,
    plan: 'basic',
    status: 'canceled',
    currentPeriodEnd: at('2031-03-10T00:00:00Z'),
  });
  await subscription(db, {
    userId: u4.id,
    plan: 'pro',
    status: 'canceled',
    currentPeriodEnd: at('2031-03-08T12:00:00Z'),
  });
  await subscription(db, { userId: u5.id, status: 'trialing', trialEndsAt: at('2031-03-15T12:00:00Z') });
  await subscription(db, { userId: admin.id, status: 'trialing', trialEndsAt: at('2031-04-23T00:00:00Z') });
}
