import { and, asc, eq, gt, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, customerTotals, invoices, quotes } from '../../db/schema';
import { containsPattern } from '../../lib/search-pattern';

export type CustomerRow = typeof customers.$inferSelect;
type NewCustomer = typeof customers.$inferInsert;
type Tenant = { companyId: number };
type One = Tenant & { id: number };

/** Whether the customer's name, e-mail or phone contains the pattern, whatever the case: the lowered text the
 * row keeps (`search_text`), whose trigrams customers_search_idx holds. */
export const customerSearch = (pattern: string | Placeholder) => sql`${customers.searchText} like lower(${pattern})`;

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

/** The company's first customer whose e-mail is `email`, whatever the case (found by the search text's trigrams). */
export async function findCustomerByEmail(db: Db, opts: Tenant & { email: string }) {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.companyId, opts.companyId),
        customerSearch(containsPattern(opts.email)),
        sql`lower(${customers.email}) = lower(${opts.email})`,
      ),
    )
    .orderBy(asc(customers.id))
    .limit(1);
  return row;
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
