import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appointments, customers, jobs, jobTasks, services } from '../../../db/schema';
import { isoTime, jsonObject, preparedOnce, statementName } from '../../../lib/json-object';
import { cachedWeek } from './visit-week-cache';
import { assigneeName, technicianKey } from './visits.queries';

// A visit as the JSON text of the API's object, written by PostgreSQL (the List View's page uses it too, see
// visit-page.queries.ts); the week in view; the technicians' names.

/** A visit's tasks, done and all: one aggregate per visit over its (appointment_id, position) index. */
export const taskCounts = sql`(select count(*) filter (where ${jobTasks.status} = 'completed') as done, count(*) as total
  from ${jobTasks} where ${jobTasks.appointmentId} = ${appointments.id}) as visit_tasks`;

/** Each key of the API's visit (`appointmentSchema`), in its order, and what writes it (as `toAppointment`). */
export const visitJson = jsonObject([
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
  ['assignedUserId', appointments.assignedUserId, 'raw'],
  ['assignedUserName', assigneeName, 'text'],
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
export const byTechnician = (companyId: Placeholder, technician: Placeholder) =>
  sql`${appointments.assignedTechnician} = any(array(select n.name from (${technicianNames(companyId)}) n
    where ${technicianKey(sql`n.name`)} = ${technicianKey(sql`${technician}::text`)}))`;

/**
 * The week's statement (a named prepared statement): the visits overlapping [from, to), by start, as the JSON
 * text of the API's array. A visit lasts at most a day, so those starting from a day before `from` are all that
 * can reach into it: the (company, start) index bounds the read.
 */
export function visitRangeQuery(db: Db, v: { byTechnician: boolean; byAssignee: boolean }) {
  const companyId = sql.placeholder('companyId');
  const from = sql`${sql.placeholder('from')}::timestamptz`;
  const where = and(
    sql`${appointments.companyId} = ${companyId}`,
    sql`${appointments.startTime} >= ${from} - interval '24 hours'`,
    sql`${appointments.startTime} < ${sql.placeholder('to')}::timestamptz`,
    sql`${appointments.endTime} > ${from}`,
    v.byTechnician ? byTechnician(companyId, sql.placeholder('technician')) : undefined,
    v.byAssignee ? sql`${appointments.assignedUserId} = ${sql.placeholder('assigneeId')}` : undefined,
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

/**
 * The visits overlapping [from, to), by start, as the JSON text of the API's array (kept, see `cachedWeek`); with
 * `assigneeId` (a technician's week) only those assigned to them, kept under a key of their own.
 */
export async function findVisitsInRangeJson(
  db: Db,
  opts: { companyId: number; assigneeId?: number; from: Date; to: Date; technician?: string },
) {
  const variant = { byTechnician: Boolean(opts.technician), byAssignee: opts.assigneeId !== undefined };
  const name = statementName('visit_range', { technician: variant.byTechnician, assignee: variant.byAssignee });
  const statement = preparedOnce(db, name, () => visitRangeQuery(db, variant).prepare(name));
  const params = {
    from: opts.from.toISOString(),
    to: opts.to.toISOString(),
    technician: opts.technician,
    assigneeId: opts.assigneeId,
  };
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
