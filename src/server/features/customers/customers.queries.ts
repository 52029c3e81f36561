import { and, asc, count, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, customerTotals, invoices, quotes } from '../../db/schema';
import { afterPosition, SEARCH_COUNT_CAP, type ListPosition } from '../../lib/list-page';
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

type PageOptions = Tenant & { search?: string; limit: number; offset: number; after?: ListPosition };

/**
 * A page of customers by name, each with its invoice sums. The page's ids come first, from the
 * (company_id, name, id) index alone however deep the offset (or after the cursor's position; a search finds
 * them by its trigram index), one more than the page to know whether another follows; then those customers
 * with their kept count of invoices, and sums summed per customer of the page only, from
 * `invoices_customer_sums_idx` (customer, status, total) without reading the invoices.
 */
export function findCustomerPage(db: Db, opts: PageOptions) {
  const after = opts.after && sql`(${opts.after.key}::varchar, ${opts.after.id}::int)`;
  const pageIds = db
    .select({ id: customers.id })
    .from(customers)
    .where(and(listFilter(opts), afterPosition(customers.name, customers.id, after, false)))
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  const sums = db
    .select({
      paid: sql<string | null>`sum(${invoices.total}) filter (where ${invoices.status} = 'paid')`.as('paid'),
      pending: sql<
        string | null
      >`sum(${invoices.total}) filter (where ${invoices.status} in ('sent', 'viewed', 'overdue'))`.as('pending'),
    })
    .from(invoices)
    .where(eq(invoices.customerId, customers.id))
    .as('sums');
  // `= any(array(...))`: the page's customers by key. Joined instead, the small table is hashed whole.
  return db
    .select({
      customer: getTableColumns(customers),
      paid: money(sql`${sums.paid}`),
      pending: money(sql`${sums.pending}`),
      invoiceCount: customers.invoiceCount,
    })
    .from(customers)
    .leftJoinLateral(sums, sql`true`)
    .where(sql`${customers.id} = any(array(${pageIds}))`)
    .orderBy(asc(customers.name), asc(customers.id));
}

/** How many of the company's customers match the search, counted up to the cap (see `searchTotal`). */
export async function countMatchingCustomers(db: Db, opts: Tenant & { search: string }) {
  const matches = db
    .select({ one: sql`1` })
    .from(customers)
    .where(listFilter(opts))
    .limit(SEARCH_COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

/** How many customers the company has, and how many have an invoice (active): kept by triggers (migration 0010). */
export async function findCustomerTotals(db: Db, opts: Tenant) {
  const [row] = await db
    .select({ total: customerTotals.customerCount, active: customerTotals.activeCustomerCount })
    .from(customerTotals)
    .where(eq(customerTotals.companyId, opts.companyId));
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
