import { and, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, customerTotals, invoices } from '../../db/schema';
import { isoTime, jsonObject, preparedOnce, statementName } from '../../lib/json-object';
import { cappedCount, jsonPageAnswer, jsonPageColumns, pageIds, readTotal } from '../../lib/json-page';
import { afterPosition, pageWindow, type ListPosition } from '../../lib/list-page';
import { containsPattern } from '../../lib/search-pattern';
import { customerSearch } from './customers.queries';

/** The sums of one customer's invoices, from `invoices_customer_sums_idx` (customer, status, total) alone. */
const sums = sql`lateral (select
    sum(${invoices.total}) filter (where ${invoices.status} = 'paid') as paid,
    sum(${invoices.total}) filter (where ${invoices.status} in ('sent', 'viewed', 'overdue')) as pending
  from ${invoices} where ${invoices.customerId} = ${customers.id}) as sums`;
const money = (sum: string) => sql`coalesce(${sql.raw(sum)}, 0)::numeric(14, 2)`;

/** Each key of the API's listed customer (`customerListItemSchema`), in its order, and what writes it. */
const customerJson = jsonObject([
  ['id', customers.id, 'raw'],
  ['name', customers.name, 'text'],
  ['email', customers.email, 'text'],
  ['phone', customers.phone, 'text'],
  ['address', customers.address, 'text'],
  ['notes', customers.notes, 'text'],
  ['accessToken', customers.accessToken, 'text'],
  ['createdAt', isoTime(customers.createdAt), 'plain'],
  ['unsubscribedAt', isoTime(customers.unsubscribedAt), 'plain'],
  ['paid', money('sums.paid'), 'plain'],
  ['pending', money('sums.pending'), 'plain'],
  ['invoiceCount', customers.invoiceCount, 'raw'],
]);

/** How many customers the company has, from customer_totals, which triggers keep. */
const keptCustomerCount = (companyId: Placeholder | number) =>
  sql`(select ${customerTotals.customerCount} from ${customerTotals} where ${customerTotals.companyId} = ${companyId})`;

type Variant = { bySearch: boolean; byCursor: boolean; fromEnd?: boolean };

/**
 * The page's statement for one combination of filters (a named prepared statement, see `preparedOnce`). The
 * page's ids come first, by name from the (company_id, name, id) index alone (after the cursor's position, or at
 * the offset: a deep one read from the end, see `pageIds`; a search finds them by its trigram index), one more than the page to know whether
 * another follows; then those customers by key in the ids' order (`unnest ... with ordinality`: joined to a
 * subquery whose size a generic plan cannot know, the planner hashed the whole table), with their kept
 * `invoice_count` and their invoices' sums. The total is the kept count, or a search's matches up to the cap.
 */
export function customerPageQuery(db: Db, { bySearch, byCursor, fromEnd = false }: Variant) {
  const companyId = sql.placeholder('companyId');
  const filter = and(
    sql`${customers.companyId} = ${companyId}`,
    bySearch ? customerSearch(sql.placeholder('pattern')) : undefined,
  );
  const after = byCursor
    ? afterPosition(
        customers.name,
        customers.id,
        sql`(${sql.placeholder('afterKey')}::varchar, ${sql.placeholder('afterId')}::int)`,
        false,
      )
    : undefined;
  const total = bySearch ? cappedCount(customers, filter) : keptCustomerCount(companyId);
  const ids = pageIds({
    table: customers,
    id: customers.id,
    key: customers.name,
    where: and(filter, after),
    descending: false,
    fromEnd,
  });
  return db
    .select(jsonPageColumns({ object: customerJson, lastKey: customers.name, lastId: customers.id, total }))
    .from(sql`${ids}`)
    .innerJoin(customers, sql`${customers.id} = page_ids.id`)
    .leftJoin(sums, sql`true`);
}

type PageOptions = { companyId: number; search?: string; limit: number; offset: number; after?: ListPosition };

/**
 * A page of the company's customers by name as the JSON text of the API's array: at an offset or after a
 * cursor's position, with the total (exact, or at least that many for a search) and the next page's cursor.
 */
export async function findCustomerPage(db: Db, opts: PageOptions) {
  const window = await pageWindow(opts, () => readTotal(db, keptCustomerCount(opts.companyId)));
  const variant = { bySearch: Boolean(opts.search), byCursor: Boolean(opts.after), fromEnd: window.fromEnd };
  const name = statementName('customer_page', {
    search: variant.bySearch,
    after: variant.byCursor,
    end: window.fromEnd,
  });
  const statement = preparedOnce(db, name, () => customerPageQuery(db, variant).prepare(name));
  const [row] = await statement.execute({
    companyId: opts.companyId,
    pattern: opts.search ? containsPattern(opts.search) : undefined,
    limit: opts.limit,
    scanLimit: window.scanLimit,
    scanOffset: window.scanOffset,
    afterKey: opts.after?.key,
    afterId: opts.after?.id,
  });
  return jsonPageAnswer('customers', row, opts);
}
