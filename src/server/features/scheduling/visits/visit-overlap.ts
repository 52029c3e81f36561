import { sql } from 'drizzle-orm';
import { AppError } from '../../../../shared/app-error';
import { OPEN_STATUSES } from '../../../../shared/scheduling/schedule-values';
import { queryRows, type Db } from '../../../db/client';
import { appointments } from '../../../db/schema';
import { formatVisitSpan } from '../../../../shared/scheduling/visit-time-text';
import type { Slot } from './recurrence';
import { technicianKey } from './visits.queries';

const keyOf = (name: string) => name.trim().toLowerCase();

/**
 * Holds each technician's schedule of the company until the transaction ends (in one order, so two writers never
 * wait on each other): two bookings of the same technician cannot both find the time free.
 */
export async function lockTechnicians(tx: Db, companyId: number, names: string[]) {
  for (const key of [...new Set(names.map(keyOf))].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${companyId}::int, hashtext(${key}))`);
  }
}

type Clash = { slot: number; title: string; technician: string; start_time: Date | string; end_time: Date | string };

/**
 * The first of `slots` (in their order) that the technician's other open visits reach into, each widened by the
 * buffer: two visits need `bufferMinutes` between them, exactly that much is enough.
 */
async function findClash(
  tx: Db,
  opts: { companyId: number; technician: string; slots: Slot[]; bufferMinutes: number; excludeIds: number[] },
) {
  const buffer = sql`make_interval(mins => ${opts.bufferMinutes}::int)`;
  const slots = sql.join(
    opts.slots.map(
      (s, i) => sql`(${i}::int, ${s.start.toISOString()}::timestamptz, ${s.end.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const excluded = opts.excludeIds.length
    ? sql`and a.id not in (${sql.join(
        opts.excludeIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const [clash] = await queryRows<Clash>(
    tx,
    sql`select s.i as slot, a.title, btrim(a.assigned_technician) as technician, a.start_time, a.end_time
        from (values ${slots}) as s(i, start_time, end_time)
        join ${appointments} a
          on a.company_id = ${opts.companyId}
         and ${technicianKey(sql`a.assigned_technician`)} = ${technicianKey(opts.technician)}
         and a.status in (${sql.join(
           OPEN_STATUSES.map((s) => sql`${s}`),
           sql`, `,
         )})
         ${excluded}
         -- A visit lasts at most a day: the (company, start) index finds every candidate.
         and a.start_time > s.start_time - interval '1 day' - ${buffer}
         and a.start_time < s.end_time + ${buffer}
         and a.end_time + ${buffer} > s.start_time
        order by s.i, a.start_time
        limit 1`,
  );
  return clash;
}

/** The technician's name, the visit and its time in the business's zone, and the buffer that keeps them apart. */
export function clashMessage(clash: Omit<Clash, 'slot'>, bufferMinutes: number, timeZone: string) {
  const span = formatVisitSpan(new Date(clash.start_time), new Date(clash.end_time), timeZone);
  const buffer = bufferMinutes > 0 ? ` (${bufferMinutes} min buffer)` : '';
  return `${clash.technician} is already booked for "${clash.title}" on ${span}${buffer}.`;
}

/**
 * 409 naming the first visit of the technician's that one of `slots` would overlap, buffer included (and, as its
 * values, the technician, the visit's title, times and zone and the buffer, for the client's wording). Call it with
 * the technician locked (`lockTechnicians`). A visit without a technician is never checked.
 */
export async function assertTechnicianFree(
  tx: Db,
  opts: {
    companyId: number;
    technician: string | null;
    slots: Slot[];
    bufferMinutes: number;
    timeZone: string;
    excludeIds?: number[];
  },
) {
  if (!opts.technician?.trim() || opts.slots.length === 0) return;
  const clash = await findClash(tx, { ...opts, technician: opts.technician, excludeIds: opts.excludeIds ?? [] });
  if (!clash) return;
  const values = {
    technician: clash.technician,
    title: clash.title,
    start: new Date(clash.start_time).toISOString(),
    end: new Date(clash.end_time).toISOString(),
    timeZone: opts.timeZone,
    bufferMinutes: opts.bufferMinutes,
  };
  throw new AppError('CONFLICT', clashMessage(clash, opts.bufferMinutes, opts.timeZone), undefined, values);
}
