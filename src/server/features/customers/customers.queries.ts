import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, invoices, quotes } from '../../db/schema';
import { containsPattern } from '../../lib/search-pattern';

export type CustomerRow = typeof customers.$inferSelect;
type NewCustomer = typeof customers.$inferInsert;
type Tenant = { companyId: number };
type One = Tenant & { id: number };

// Exactly the expression of customers_search_idx (trigram GIN), so ILIKE '%term%' is served by the index.
const searchText = sql`lower(${customers.name} || ' ' || coalesce(${customers.email}, '') || ' ' || coalesce(${customers.phone}, ''))`;

function listFilter(opts: Tenant & { search?: string }): SQL | undefined {
  return and(
    eq(customers.companyId, opts.companyId),
    opts.search ? sql`${searchText} ilike ${containsPattern(opts.search)}` : undefined,
  );
}

const money = (sum: SQL) => sql<string>`coalesce(${sum}, 0)::numeric(14, 2)::text`;

/**
 * A page of customers by name (the (company_id, name) index), each with its invoice sums: summed per customer
 * of the page only, from `invoices_customer_sums_idx` (customer, status, total) without reading the invoices.
 */
export function findCustomerPage(db: Db, opts: Tenant & { search?: string; limit: number; offset: number }) {
  const page = db
    .select()
    .from(customers)
    .where(listFilter(opts))
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(opts.limit)
    .offset(opts.offset)
    .as('page');
  const sums = db
    .select({
      paid: sql<string | null>`sum(${invoices.total}) filter (where ${invoices.status} = 'paid')`.as('paid'),
      pending: sql<
        string | null
      >`sum(${invoices.total}) filter (where ${invoices.status} in ('sent', 'viewed', 'overdue'))`.as('pending'),
      invoiceCount: sql<number>`count(*)::int`.as('invoice_count'),
    })
    .from(invoices)
    .where(eq(invoices.customerId, page.id))
    .as('sums');
  return db
    .select({
      customer: {
        id: page.id,
        companyId: page.companyId,
        name: page.name,
        email: page.email,
        phone: page.phone,
        address: page.address,
        notes: page.notes,
        accessToken: page.accessToken,
        createdAt: page.createdAt,
        updatedAt: page.updatedAt,
      },
      paid: money(sql`${sums.paid}`),
      pending: money(sql`${sums.pending}`),
      invoiceCount: sql<number>`${sums.invoiceCount}`.mapWith(Number),
    })
    .from(page)
    .leftJoinLateral(sums, sql`true`)
    .orderBy(asc(page.name), asc(page.id));
}

export async function countCustomers(db: Db, opts: Tenant & { search?: string }) {
  const [row] = await db.select({ n: count() }).from(customers).where(listFilter(opts));
  return row?.n ?? 0;
}

/** How many customers the company has, and how many of them have at least one invoice. */
export async function findCustomerSummary(db: Db, opts: Tenant) {
  const hasInvoice = sql`exists (select 1 from ${invoices} where ${invoices.customerId} = ${customers.id})`;
  const [row] = await db
    .select({ total: count(), active: sql<number>`count(*) filter (where ${hasInvoice})`.mapWith(Number) })
    .from(customers)
    .where(eq(customers.companyId, opts.companyId));
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

export async function findCustomer(db: Db, opts: One & { forUpdate?: boolean }) {
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.id, opts.id), eq(customers.companyId, opts.companyId)));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertCustomers(db: Db, rows: NewCustomer[]) {
  if (rows.length === 0) return [];
  return db.insert(customers).values(rows).returning();
}

export async function updateCustomerRow(db: Db, opts: One, values: Partial<NewCustomer>) {
  const [row] = await db
    .update(customers)
    .set(values)
    .where(and(eq(customers.id, opts.id), eq(customers.companyId, opts.companyId)))
    .returning();
  return row;
}

export async function deleteCustomerRow(db: Db, opts: One) {
  await db.delete(customers).where(and(eq(customers.id, opts.id), eq(customers.companyId, opts.companyId)));
}

/** Whether any invoice or quote points at the customer (both keep it from being deleted). */
export async function customerHasDocuments(db: Db, opts: One) {
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.customerId, opts.id), eq(invoices.companyId, opts.companyId)))
    .limit(1);
  if (invoice) return true;
  const [quote] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.customerId, opts.id), eq(quotes.companyId, opts.companyId)))
    .limit(1);
  return quote !== undefined;
}

/** Which of `emails` (lower case) the company's customers already use. */
export async function findExistingEmails(db: Db, opts: Tenant & { emails: string[] }) {
  if (opts.emails.length === 0) return new Set<string>();
  const email = sql<string>`lower(${customers.email})`;
  const rows = await db
    .selectDistinct({ email })
    .from(customers)
    .where(and(eq(customers.companyId, opts.companyId), inArray(email, opts.emails)));
  return new Set(rows.map((r) => r.email));
}

/** The next `limit` customers after id `afterId`, in id order: a keyset page for reading them all in batches. */
export async function findCustomersAfter(db: Db, opts: Tenant & { afterId: number; limit: number }) {
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, opts.companyId), gt(customers.id, opts.afterId)))
    .orderBy(asc(customers.id))
    .limit(opts.limit);
}
