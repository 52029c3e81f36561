// The big company's schedule: VISITS visits written by the database itself (generate_series), as seed.ts writes
// its invoices. Eight technicians each work their own lanes of the day, so no two of a technician's visits
// overlap; the visits spread over three years back and one ahead (about 34 a day, 240 in a week), finished
// behind now and open ahead. Fixed arithmetic on the row number `g`: the same rows each run.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { services } from './vocabulary';

export const VISITS = 50_000;
/** The search term of the List View's bench request: a word of some visit titles. */
export const VISIT_SEARCH_TERM = 'hedge';

const TECHNICIANS = [
  'Dana Moreno',
  'Luis Ortega',
  'Kayla Chen',
  'Sam Whitfield',
  'Priya Nair',
  'Jordan Blake',
  'Ana Ruiz',
  'Eli Brooks',
];
const TYPES = ['maintenance', 'maintenance', 'installation', 'consultation', 'follow-up'];
const DAYS_BACK = 1095;
const DAYS_AHEAD = 365;
/** Each technician's day has five 2-hour lanes from 8:00 (UTC in the bench: the zone changes nothing measured). */
const LANES = 5;

const list = (values: readonly unknown[]) => sql`${JSON.stringify(values)}::jsonb`;

export async function seedVisits(db: Db, companyId: number, n = VISITS) {
  const slots = TECHNICIANS.length * LANES;
  const days = DAYS_BACK + DAYS_AHEAD;
  await db.execute(sql`
    with c as (select id, row_number() over (order by id) - 1 as k, count(*) over () as total
               from customers where company_id = ${companyId}),
    v as (
      select g, s.*, date_trunc('day', now()) - ${DAYS_BACK} * interval '1 day'
                     + s.day * interval '1 day' + (8 + 2 * s.lane) * interval '1 hour' as starts
      from generate_series(0, ${n} - 1) g
      -- Row g takes the (g mod slots)-th lane-technician of day (g * days / n): a slot is never used twice.
      cross join lateral (select (g::bigint * ${days} / ${n})::int as day, (g % ${slots}) / ${TECHNICIANS.length} as lane,
                                 g % ${TECHNICIANS.length} as tech, 30 + 30 * (g % 3) as minutes) s)
    insert into appointments (company_id, customer_id, title, appointment_type, status, priority, start_time,
                              end_time, duration, location, estimated_cost, assigned_technician, reminder_sent,
                              reminder_time, started_at, completed_at, created_at, updated_at)
    select ${companyId}, c.id, ${list(services)} -> (v.g * 7 % ${services.length}) ->> 'description',
           ${list(TYPES)} ->> (v.g % ${TYPES.length}),
           case when v.starts < now() - interval '2 hours' then case when v.g % 29 = 0 then 'cancelled' else 'completed' end
                when v.g % 5 = 0 then 'confirmed' when v.g % 17 = 0 then 'rescheduled' else 'scheduled' end,
           case v.g % 7 when 0 then 'high' when 1 then 'low' when 2 then 'urgent' else 'medium' end,
           v.starts, v.starts + v.minutes * interval '1 minute', v.minutes, 'Springfield, IL',
           (${list(services)} -> (v.g * 7 % ${services.length}) ->> 'rate')::numeric(10, 2),
           ${list(TECHNICIANS)} ->> v.tech, v.starts - interval '24 hours' < now(), v.starts - interval '24 hours',
           case when v.starts < now() - interval '2 hours' then v.starts end,
           case when v.starts < now() - interval '2 hours' then v.starts + v.minutes * interval '1 minute' end,
           v.starts - interval '10 days', v.starts - interval '10 days'
    from v join c on c.k = (v.g * 7919) % c.total`);
}
