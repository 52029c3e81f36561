import { and, desc, eq, inArray, ne, notInArray, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, customers, invoices, quotes, users } from '../../db/schema';

/** The customer a portal link names, with their company and the company's owner. */
export type PortalScope = { companyId: number; customerId: number };

export type InvoiceRow = typeof invoices.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;

const OUTSTANDING = ['sent', 'viewed', 'overdue'];
const HIDDEN_INVOICES = ['draft', 'cancelled'];

/** Who a portal link (or a quote's preview link) names: the customer, their company and its owner. */
const portalColumns = {
  customer: {
    id: customers.id,
    name: customers.name,
    email: customers.email,
    phone: customers.phone,
    address: customers.address,
  },
  company: {
    id: companies.id,
    name: companies.name,
    email: companies.email,
    phone: companies.phone,
    address: companies.address,
    website: companies.website,
    logo: companies.logo,
    language: companies.language,
  },
  owner: { id: users.id, email: users.email, firstName: users.firstName, timezone: users.timezone },
};

export async function findPortalByToken(db: Db, token: string) {
  const [row] = await db
    .select(portalColumns)
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(customers.accessToken, token));
  return row;
}

/** The customer a quote's preview link names (its id and preview token together), as their portal would. */
export async function findPortalByQuotePreview(db: Db, opts: { id: number; token: string }) {
  const [row] = await db
    .select(portalColumns)
    .from(quotes)
    .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.companyId, quotes.companyId)))
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(and(eq(quotes.id, opts.id), eq(quotes.previewToken, opts.token)));
  return row;
}

export type PortalRow = NonNullable<Awaited<ReturnType<typeof findPortalByToken>>>;

const ofCustomer = (scope: PortalScope) =>
  and(eq(invoices.companyId, scope.companyId), eq(invoices.customerId, scope.customerId));
const quotesOfCustomer = (scope: PortalScope) =>
  and(eq(quotes.companyId, scope.companyId), eq(quotes.customerId, scope.customerId));

/** The portal's figures in one statement: outstanding balance, invoices shown, total paid, quotes waiting. */
export async function findPortalFigures(db: Db, scope: PortalScope) {
  const pendingQuotes = db
    .select({ n: sql<number>`count(*)::int` })
    .from(quotes)
    .where(and(quotesOfCustomer(scope), eq(quotes.status, 'sent')));
  const [row] = await db
    .select({
      outstanding: sql<string>`coalesce(sum(${invoices.balanceDue}) filter (where ${inArray(invoices.status, OUTSTANDING)}), 0)::numeric(12,2)`,
      totalPaid: sql<string>`coalesce(sum(${invoices.amountPaid}) filter (where ${notInArray(invoices.status, HIDDEN_INVOICES)}), 0)::numeric(12,2)`,
      totalInvoices: sql<number>`(count(*) filter (where ${notInArray(invoices.status, HIDDEN_INVOICES)}))::int`,
      pendingQuotes: sql<number>`(${pendingQuotes})`,
    })
    .from(invoices)
    .where(ofCustomer(scope));
  return { ...row, pendingQuotes: Number(row.pendingQuotes) };
}

export async function findRecentInvoices(db: Db, scope: PortalScope, limit: number) {
  return db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      total: invoices.total,
      balanceDue: invoices.balanceDue,
      status: invoices.status,
      createdAt: invoices.createdAt,
      dueDate: invoices.dueDate,
    })
    .from(invoices)
    .where(and(ofCustomer(scope), notInArray(invoices.status, HIDDEN_INVOICES)))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);
}

export async function findRecentQuotes(db: Db, scope: PortalScope, limit: number) {
  return db
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      amount: quotes.amount,
      status: quotes.status,
      createdAt: quotes.createdAt,
      validUntil: quotes.validUntil,
      depositAmount: quotes.depositAmount,
      depositPaid: quotes.depositPaid,
      convertedInvoiceId: quotes.convertedInvoiceId,
    })
    .from(quotes)
    .where(and(quotesOfCustomer(scope), ne(quotes.status, 'draft')))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(limit);
}

/** One of the customer's invoices, drafts excluded. */
export async function findInvoice(db: Db, scope: PortalScope & { id: number }) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, scope.id), ofCustomer(scope), ne(invoices.status, 'draft')));
  return row;
}

/** Records the first opening (viewedDate) and moves a sent invoice to viewed; other statuses stay. */
export async function markInvoiceViewedRow(db: Db, scope: PortalScope & { id: number }) {
  const [row] = await db
    .update(invoices)
    .set({
      viewedDate: sql`coalesce(${invoices.viewedDate}, now())`,
      status: sql`case when ${invoices.status} = 'sent' then 'viewed' else ${invoices.status} end`,
    })
    .where(
      and(
        eq(invoices.id, scope.id),
        ofCustomer(scope),
        ne(invoices.status, 'draft'),
        or(isNull(invoices.viewedDate), eq(invoices.status, 'sent')),
      ),
    )
    .returning();
  return row;
}

/** One of the customer's quotes, drafts excluded. */
export async function findQuote(db: Db, scope: PortalScope & { id: number }) {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, scope.id), quotesOfCustomer(scope), ne(quotes.status, 'draft')));
  return row;
}

/**
 * Accepts a sent quote still valid on today's date in the owner's time zone; undefined when the quote is not
 * (or no longer) in that state, so two simultaneous answers cannot both win.
 */
export async function acceptQuoteRow(
  db: Db,
  scope: PortalScope & { id: number; signerName: string; timezone: string },
) {
  const [row] = await db
    .update(quotes)
    .set({ status: 'accepted', acceptedDate: sql`now()`, signerName: scope.signerName })
    .where(
      and(
        eq(quotes.id, scope.id),
        quotesOfCustomer(scope),
        eq(quotes.status, 'sent'),
        or(isNull(quotes.validUntil), sql`${quotes.validUntil} >= (now() at time zone ${scope.timezone})::date`),
      ),
    )
    .returning();
  return row;
}

/** Declines a sent quote; undefined when it is not (or no longer) sent. */
export async function declineQuoteRow(db: Db, scope: PortalScope & { id: number; reason: string | null }) {
  const [row] = await db
    .update(quotes)
    .set({ status: 'declined', declinedDate: sql`now()`, declineReason: scope.reason })
    .where(and(eq(quotes.id, scope.id), quotesOfCustomer(scope), eq(quotes.status, 'sent')))
    .returning();
  return row;
}
