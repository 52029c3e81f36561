import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AppointmentStatus } from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import { appointments, customers, jobs, jobTasks, services, visitStatusTotals } from '../../../db/schema';
import { businessTimeZone } from '../../../lib/business-day';
import { isoTime, jsonObject, preparedOnce, statementName } from '../../../lib/json-object';
import { cappedCount, jsonPageColumns, pageIds, readTotal } from '../../../lib/json-page';
import { cursorTime, pageWindow, scanWindow, searchTotal } from '../../../lib/list-page';
import { containsPattern } from '../../../lib/search-pattern';
import { cachedWeek } from './visit-week-cache';
import { technicianKey } from './visits.queries';

/** A visit's tasks, done and all: one aggregate per visit over its (appointment_id, position) index. */
const taskCounts = sql`(select count(*) filter (where ${jobTasks.status} = 'completed') as done, count(*) as total
  from ${jobTasks} where ${jobTasks.appointmentId} = ${appointments.id}) as visit_tasks`;

/** Each key of the API's visit (`appointmentSchema`), in its order, and what writes it (as `toAppointment`). */
const visitJson = jsonObject([
  ['id', appointments.id, 'raw'],
  ['jobId', appointments.jobId, 'raw'],
  ['title', appointments.title, 'text'],
  ['description', appointments.description, 'text'],
  ['appointmentType', appointments.appointmentType, 'text'],
  ['customerId', appointments.customerId, 'raw'],
  [
    'customer',
    jsonObject([
      ['name', customers.name, 'text'],
      ['email', customers.email, 'text'],
      ['phone', customers.phone, 'text'],
    ]),
    'raw',
  ],
  ['startTime', isoTime(appointments.startTime), 'plain'],
  ['endTime', isoTime(appointments.endTime), 'plain'],
  ['duration', appointments.duration, 'raw'],
  ['location', appointments.location, 'text'],
  ['notes', appointments.notes, 'text'],
  ['estimatedCost', appointments.estimatedCost, 'plain'],
  ['actualCost', appointments.actualCost, 'plain'],
  ['materialsCost', appointments.materialsCost, 'plain'],
  ['laborCost', appointments.laborCost, 'plain'],
  ['priority', appointments.priority, 'text'],
  ['assignedTechnician', appointments.assignedTechnician, 'text'],
  ['status', appointments.status, 'text'],
  ['reminderSent', appointments.reminderSent, 'raw'],
  ['customerResponse', appointments.customerResponse, 'text'],
  ['onMyWayAt', isoTime(appointments.onMyWayAt), 'plain'],
  ['startedAt', isoTime(appointments.startedAt), 'plain'],
  ['completedAt', isoTime(appointments.completedAt), 'plain'],
  ['invoiceId', appointments.invoiceId, 'raw'],
  [
    'job',
    sql`case when ${jobs.id} is not null then ${jsonObject([
      ['serviceId', jobs.serviceId, 'raw'],
      ['serviceName', sql`coalesce(${services.name}, '')`, 'text'],
      ['recurring', sql`(${jobs.rrule} is not null)`, 'raw'],
      ['rrule', jobs.rrule, 'text'],
    ])} end`,
    'raw',
  ],
  ['tasks', sql`concat('{"done":', visit_tasks.done, ',"total":', visit_tasks.total, '}')`, 'raw'],
  ['createdAt', isoTime(appointments.createdAt), 'plain'],
]);

/**
 * The distinct technician names written on the company's visits, as written (any case, untrimmed), read by a
 * skip scan of the (company_id, assigned_technician, start_time) index: one descent per name, not a read of every
 * visit. A subquery of its own (it names `appointments` unqualified inside).
 */
const technicianNames = (companyId: Placeholder) => sql`
  with recursive names(name) as (
    (select ${appointments.assignedTechnician} from ${appointments}
      where ${appointments.companyId} = ${companyId} and ${appointments.assignedTechnician} is not null
      order by ${appointments.assignedTechnician} limit 1)
    union all
    select (select ${appointments.assignedTechnician} from ${appointments}
             where ${appointments.companyId} = ${companyId} and ${appointments.assignedTechnician} > names.name
             order by ${appointments.assignedTechnician} limit 1)
    from names where names.name is not null
  )
  select name from names where name is not null`;

/**
 * The visits of one technician (trimmed, any case): the names written that match, from the skip scan, then the
 * visits by `assigned_technician = any(...)`, which the technician index bounds.
 */
const byTechnician = (companyId: Placeholder, technician: Placeholder) =>
  sql`${appointments.assignedTechnician} = any(array(select n.name from (${technicianNames(companyId)}) n
    where ${technicianKey(sql`n.name`)} = ${technicianKey(sql`${technician}::text`)}))`;

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
  byFrom: boolean;
  byTo: boolean;
  bySearch: boolean;
  fromEnd: boolean;
};

/**
 * The List View page's statement for one combination of filters (a named prepared statement, see `preparedOnce`):
 * the page's ids by start, latest first, one more than the page to know whether another follows (a deep page of
 * the kept total read from the end, see `pageIds`); then those visits by key in the ids' order, written as the
 * JSON text of the API's array. The total: the kept count (`visit_status_totals`) for the company or a status; a
 * count of the rows for a technician or days (which their indexes bound); a search's matches up to the cap.
 */
export function visitPageQuery(db: Db, v: PageVariant) {
  const companyId = sql.placeholder('companyId');
  const zone = businessTimeZone(companyId);
  const filter = and(
    sql`${appointments.companyId} = ${companyId}`,
    v.byStatus ? sql`${appointments.status} = ${sql.placeholder('status')}` : undefined,
    v.byTechnician ? byTechnician(companyId, sql.placeholder('technician')) : undefined,
    // The days are the business's: from its midnight to the midnight after `to`.
    v.byFrom
      ? sql`${appointments.startTime} >= (${sql.placeholder('from')}::date::timestamp at time zone ${zone})`
      : undefined,
    v.byTo
      ? sql`${appointments.startTime} < ((${sql.placeholder('to')}::date + 1)::timestamp at time zone ${zone})`
      : undefined,
    v.bySearch ? visitSearch(companyId, sql.placeholder('pattern')) : undefined,
  );
  const total = v.bySearch
    ? cappedCount(appointments, filter)
    : v.byTechnician || v.byFrom || v.byTo
      ? sql`(select count(*) from ${appointments} where ${filter})`
      : keptVisitCount(companyId, v.byStatus ? sql.placeholder('status') : undefined);
  const ids = v.bySearch
    ? pageIds({
        table: appointments,
        id: appointments.id,
        key: appointments.startTime,
        where: filter,
        descending: true,
        fromEnd: v.fromEnd,
      })
    : genericPageIds(filter, v.fromEnd);
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

type PageOptions = {
  companyId: number;
  limit: number;
  offset: number;
  status?: AppointmentStatus;
  technician?: string;
  from?: string | null;
  to?: string | null;
  search?: string;
};

/**
 * The List View's page, latest first, as the JSON text of the API's array, with its total (exact, or at least
 * that many for a search past the cap).
 */
export async function findVisitPage(db: Db, opts: PageOptions) {
  const filters = {
    byStatus: Boolean(opts.status),
    byTechnician: Boolean(opts.technician),
    byFrom: Boolean(opts.from),
    byTo: Boolean(opts.to),
    bySearch: Boolean(opts.search),
  };
  // Only the kept total tells where a deep page lies: with a technician, days or a search, read ahead.
  const kept = !filters.byTechnician && !filters.byFrom && !filters.byTo && !filters.bySearch;
  const window = kept
    ? await pageWindow(opts, () => readTotal(db, keptVisitCount(opts.companyId, opts.status)))
    : scanWindow(opts.offset, opts.limit);
  const variant = { ...filters, fromEnd: window.fromEnd };
  const name = statementName('visit_page', {
    status: variant.byStatus,
    technician: variant.byTechnician,
    from: variant.byFrom,
    to: variant.byTo,
    search: variant.bySearch,
    end: variant.fromEnd,
  });
  const statement = preparedOnce(db, name, () => visitPageQuery(db, variant).prepare(name));
  const [row] = await statement.execute({
    companyId: opts.companyId,
    status: opts.status,
    technician: opts.technician,
    from: opts.from ?? undefined,
    to: opts.to ?? undefined,
    pattern: opts.search ? containsPattern(opts.search.toLowerCase()) : undefined,
    limit: opts.limit,
    scanLimit: window.scanLimit,
    scanOffset: window.scanOffset,
  });
  const counted = Number(row?.total ?? 0);
  const page = { offset: opts.offset, items: Number(row?.items ?? 0), more: Boolean(row?.more), byCursor: false };
  const meta = opts.search ? searchTotal(counted, page) : { total: counted, exact: true };
  return { json: row?.page ?? '[]', ...meta };
}

/**
 * The week's statement (a named prepared statement): the visits overlapping [from, to), by start, as the JSON
 * text of the API's array. A visit lasts at most a day, so those starting from a day before `from` are all that
 * can reach into it: the (company, start) index bounds the read.
 */
export function visitRangeQuery(db: Db, v: { byTechnician: boolean }) {
  const companyId = sql.placeholder('companyId');
  const from = sql`${sql.placeholder('from')}::timestamptz`;
  const where = and(
    sql`${appointments.companyId} = ${companyId}`,
    sql`${appointments.startTime} >= ${from} - interval '24 hours'`,
    sql`${appointments.startTime} < ${sql.placeholder('to')}::timestamptz`,
    sql`${appointments.endTime} > ${from}`,
    v.byTechnician ? byTechnician(companyId, sql.placeholder('technician')) : undefined,
  );
  // The ids first, in order, then those visits by key: joined to the range itself, the generic plan (which
  // cannot know the range's size) hashes every customer of the company.
  const ids = sql`unnest(array(select ${appointments.id} from ${appointments} where ${where}
    order by ${appointments.startTime}, ${appointments.id})) with ordinality as range_ids(id, n)`;
  return db
    .select({
      json: sql<string>`'[' || coalesce(string_agg(${visitJson}, ',' order by range_ids.n), '') || ']'`,
    })
    .from(sql`${ids}`)
    .innerJoin(appointments, sql`${appointments.id} = range_ids.id`)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(jobs, eq(jobs.id, appointments.jobId))
    .leftJoin(services, eq(services.id, jobs.serviceId))
    .crossJoinLateral(taskCounts);
}

/** The visits overlapping [from, to), by start, as the JSON text of the API's array (kept, see `cachedWeek`). */
export async function findVisitsInRangeJson(
  db: Db,
  opts: { companyId: number; from: Date; to: Date; technician?: string },
) {
  const variant = { byTechnician: Boolean(opts.technician) };
  const name = statementName('visit_range', { technician: variant.byTechnician });
  const statement = preparedOnce(db, name, () => visitRangeQuery(db, variant).prepare(name));
  const params = { from: opts.from.toISOString(), to: opts.to.toISOString(), technician: opts.technician };
  return cachedWeek(db, opts.companyId, JSON.stringify(params), async () => {
    const [row] = await statement.execute({ companyId: opts.companyId, ...params });
    return row?.json ?? '[]';
  });
}

/** The technicians named on the company's visits, each once whatever its case (trimmed), A to Z. */
export function techniciansQuery(db: Db) {
  const names = technicianNames(sql.placeholder('companyId'));
  const key = technicianKey(sql`n.name`);
  return db
    .select({ name: sql<string>`min(btrim(n.name))` })
    .from(sql`(${names}) n`)
    .where(sql`btrim(n.name) <> ''`)
    .groupBy(key)
    .orderBy(key);
}

export async function findTechnicians(db: Db, opts: { companyId: number }) {
  const statement = preparedOnce(db, 'visit_technicians', () => techniciansQuery(db).prepare('visit_technicians'));
  const rows = await statement.execute({ companyId: opts.companyId });
  return rows.map((r) => r.name);
}
