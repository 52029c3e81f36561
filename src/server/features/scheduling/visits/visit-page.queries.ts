import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AppointmentStatus } from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import { appointments, customers, jobs, services, visitStatusTotals } from '../../../db/schema';
import { businessTimeZone } from '../../../lib/business-day';
import { preparedOnce, statementName } from '../../../lib/json-object';
import { cappedCount, jsonPageColumns, pageIdArray, readTotal } from '../../../lib/json-page';
import { cursorTime, pageWindow, scanWindow, searchTotal } from '../../../lib/list-page';
import { containsPattern } from '../../../lib/search-pattern';
import { byTechnician, taskCounts, visitJson } from './visit-json.queries';

// The List View's page: filtered, searched, paged latest first, written as JSON text by PostgreSQL.

/**
 * A search: the visit's title, or its customer's name, e-mail or phone, contains the pattern. The customers are
 * found first by their own trigram index, then their visits by `customer_id = any(...)`: each side has an index
 * (the visits' trigram index, their (customer_id, start_time) index), so PostgreSQL can OR the two bitmaps.
 */
const visitSearch = (companyId: Placeholder, pattern: Placeholder) =>
  sql`(${appointments.searchText} like ${pattern} or ${appointments.customerId} = any(array(
    select ${customers.id} from ${customers}
    where ${customers.companyId} = ${companyId} and ${customers.searchText} like ${pattern})))`;

/** How many visits the company has (of one status), from visit_status_totals, which triggers keep. */
const keptVisitCount = (companyId: Placeholder | number, status?: Placeholder | AppointmentStatus) =>
  sql`(select coalesce(sum(${visitStatusTotals.visitCount}), 0) from ${visitStatusTotals}
    where ${and(
      sql`${visitStatusTotals.companyId} = ${companyId}`,
      status === undefined ? undefined : sql`${visitStatusTotals.status} = ${status}`,
    )})`;

/**
 * `pageIds` for a page without a search, its window (`limit`, `offset`) given as subqueries: PostgreSQL then plans
 * the statement once per connection and keeps that plan. With the window as plain parameters it cannot price a
 * plan without their values, so it planned the page (the JSON expression included) again on every execution:
 * 1.25 ms of the backend's time against 0.45 for the page of 20. The plan is the same (the list's index, read
 * in its order, see the test of the generic plans); a search keeps a plan made for its pattern (`pageIds`).
 */
function genericPageIds(where: SQL | undefined, fromEnd: boolean) {
  const { id, startTime: key } = appointments;
  const order = (descending: boolean) => (descending ? sql`${key} desc, ${id} desc` : sql`${key} asc, ${id} asc`);
  const window = sql`limit (select ${sql.placeholder('scanLimit')}::int) offset (select ${sql.placeholder('scanOffset')}::int)`;
  const ids = fromEnd
    ? sql`select ${id} from (select ${id}, ${key} from ${appointments} where ${where}
        order by ${order(false)} ${window}) as ${appointments} order by ${order(true)}`
    : sql`select ${id} from ${appointments} where ${where} order by ${order(true)} ${window}`;
  return sql`unnest(array(${ids})) with ordinality as page_ids(id, n)`;
}

type PageVariant = {
  byStatus: boolean;
  byTechnician: boolean;
  /** A technician's list: only the visits assigned to them. */
  byAssignee: boolean;
  byFrom: boolean;
  byTo: boolean;
  bySearch: boolean;
  fromEnd: boolean;
};

/** The List View's filters for one combination of them, every value a placeholder. */
function pageFilter(v: Omit<PageVariant, 'fromEnd'>) {
  const companyId = sql.placeholder('companyId');
  const zone = businessTimeZone(companyId);
  return and(
    sql`${appointments.companyId} = ${companyId}`,
    v.byStatus ? sql`${appointments.status} = ${sql.placeholder('status')}` : undefined,
    v.byTechnician ? byTechnician(companyId, sql.placeholder('technician')) : undefined,
    v.byAssignee ? sql`${appointments.assignedUserId} = ${sql.placeholder('assigneeId')}` : undefined,
    // The days are the business's: from its midnight to the midnight after `to`.
    v.byFrom
      ? sql`${appointments.startTime} >= (${sql.placeholder('from')}::date::timestamp at time zone ${zone})`
      : undefined,
    v.byTo
      ? sql`${appointments.startTime} < ((${sql.placeholder('to')}::date + 1)::timestamp at time zone ${zone})`
      : undefined,
    v.bySearch ? visitSearch(companyId, sql.placeholder('pattern')) : undefined,
  );
}

/** The visits of `page_ids(id, n)` by key, in its order, as the columns of `jsonPageColumns`. */
function visitsOfPage(db: Db, ids: SQL, total: SQL) {
  return db
    .select(
      jsonPageColumns({
        object: visitJson,
        lastKey: cursorTime(appointments.startTime),
        lastId: appointments.id,
        total,
      }),
    )
    .from(sql`${ids}`)
    .innerJoin(appointments, sql`${appointments.id} = page_ids.id`)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(jobs, eq(jobs.id, appointments.jobId))
    .leftJoin(services, eq(services.id, jobs.serviceId))
    .crossJoinLateral(taskCounts);
}

/**
 * The List View page's statement for one combination of filters but a search (a named prepared statement, see
 * `preparedOnce`): the page's ids by start, latest first, one more than the page to know whether another follows
 * (a deep page of the kept total read from the end); then those visits by key in the ids' order, written as the
 * JSON text of the API's array. The total: the kept count (`visit_status_totals`) for the company or a status; a
 * count of the rows for a technician or days (which their indexes bound).
 */
export function visitPageQuery(db: Db, v: PageVariant) {
  const filter = pageFilter({ ...v, bySearch: false });
  const companyId = sql.placeholder('companyId');
  const total =
    v.byTechnician || v.byAssignee || v.byFrom || v.byTo
      ? sql`(select count(*) from ${appointments} where ${filter})`
      : keptVisitCount(companyId, v.byStatus ? sql.placeholder('status') : undefined);
  return visitsOfPage(db, genericPageIds(filter, v.fromEnd), total);
}

/**
 * A search's ids and count: the page's ids by start, latest first, one more than the page (as text, `1,2,3`), and
 * the matches counted up to the cap. PostgreSQL plans it for each pattern, which decides between the trigram
 * indexes and a read in the list's order. The visits' JSON is a statement of its own (`visitsByIdsQuery`), with one
 * plan for every search: planned with the pattern, the JSON expression and its joins took about 0.9 ms of the
 * backend on every search, against 0.3 to 0.6 ms for this one alone (docs/performance.md).
 */
export function visitSearchQuery(db: Db, v: PageVariant) {
  const filter = pageFilter({ ...v, bySearch: true });
  const ids = pageIdArray({
    table: appointments,
    id: appointments.id,
    key: appointments.startTime,
    where: filter,
    descending: true,
    fromEnd: v.fromEnd,
  });
  return db
    .select({ ids: sql<string>`array_to_string(${ids}, ',')`, total: cappedCount(appointments, filter) })
    .from(sql`(values (1)) as one(x)`);
}

/** A search's page: the visits of the ids (`1,2,3`, in the page's order) as `visitPageQuery` writes them. */
export function visitsByIdsQuery(db: Db) {
  const ids = sql`unnest(string_to_array(${sql.placeholder('ids')}::text, ',')::int[]) with ordinality as page_ids(id, n)`;
  return visitsOfPage(db, ids, sql`${sql.placeholder('total')}::int`);
}

type PageOptions = {
  companyId: number;
  assigneeId?: number;
  limit: number;
  offset: number;
  status?: AppointmentStatus;
  technician?: string;
  from?: string | null;
  to?: string | null;
  search?: string;
};

type PageValues = Record<string, string | number | undefined>;
type PageRow = { page: string; items: string | number; more: boolean; total: string | number | null };

/** What tells one combination of filters' prepared statement from another's. */
const variantFlags = (v: PageVariant) => ({
  status: v.byStatus,
  technician: v.byTechnician,
  assignee: v.byAssignee,
  from: v.byFrom,
  to: v.byTo,
  end: v.fromEnd,
});

async function listPage(db: Db, variant: PageVariant, values: PageValues): Promise<PageRow | undefined> {
  const name = statementName('visit_page', variantFlags(variant));
  const [row] = await preparedOnce(db, name, () => visitPageQuery(db, variant).prepare(name)).execute(values);
  return row;
}

/** A search's ids and count (planned for its pattern), then their visits (one prepared statement for all). */
async function searchPage(db: Db, variant: PageVariant, values: PageValues): Promise<PageRow | undefined> {
  const name = statementName('visit_search', variantFlags(variant));
  const search = preparedOnce(db, name, () => visitSearchQuery(db, variant).prepare(name));
  const [found] = await search.execute(values);
  if (!found?.ids) return { page: '[]', items: 0, more: false, total: Number(found?.total ?? 0) };
  const statement = preparedOnce(db, 'visit_page_by_ids', () => visitsByIdsQuery(db).prepare('visit_page_by_ids'));
  const [row] = await statement.execute({ ids: found.ids, total: Number(found.total), limit: values.limit });
  return row;
}

/**
 * The List View's page, latest first, as the JSON text of the API's array, with its total (exact, or at least
 * that many for a search past the cap).
 */
export async function findVisitPage(db: Db, opts: PageOptions) {
  const filters = {
    byStatus: Boolean(opts.status),
    byTechnician: Boolean(opts.technician),
    byAssignee: opts.assigneeId !== undefined,
    byFrom: Boolean(opts.from),
    byTo: Boolean(opts.to),
    bySearch: Boolean(opts.search),
  };
  // Only the kept total tells where a deep page lies: with a technician, an assignee, days or a search, read ahead.
  const kept = !filters.byTechnician && !filters.byAssignee && !filters.byFrom && !filters.byTo && !filters.bySearch;
  const window = kept
    ? await pageWindow(opts, () => readTotal(db, keptVisitCount(opts.companyId, opts.status)))
    : scanWindow(opts.offset, opts.limit);
  const variant = { ...filters, fromEnd: window.fromEnd };
  const values = {
    companyId: opts.companyId,
    status: opts.status,
    technician: opts.technician,
    assigneeId: opts.assigneeId,
    from: opts.from ?? undefined,
    to: opts.to ?? undefined,
    pattern: opts.search ? containsPattern(opts.search.toLowerCase()) : undefined,
    limit: opts.limit,
    scanLimit: window.scanLimit,
    scanOffset: window.scanOffset,
  };
  const row = variant.bySearch ? await searchPage(db, variant, values) : await listPage(db, variant, values);
  const counted = Number(row?.total ?? 0);
  const page = { offset: opts.offset, items: Number(row?.items ?? 0), more: Boolean(row?.more), byCursor: false };
  const meta = opts.search ? searchTotal(counted, page) : { total: counted, exact: true };
  return { json: row?.page ?? '[]', ...meta };
}
