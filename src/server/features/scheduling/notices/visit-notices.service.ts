import { AppError } from '../../../../shared/app-error';
import { OPEN_STATUSES, scheduleMessages } from '../../../../shared/scheduling/schedule-values';
import { visitNoticeMessages as m, type OnMyWayResult } from '../../../../shared/scheduling/visit-notices.schemas';
import { formatVisitClock } from '../../../../shared/scheduling/visit-time-text';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import type { SessionUser } from '../../../lib/session';
import { insertProgressLog } from '../work/progress-log.queries';
import { visitNoticeEmail, type VisitSeries } from './visit-notices.emails';
import * as q from './visit-notices.queries';

type NoticeContext = Pick<AppContext, 'mailer' | 'origin'>;

const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

/**
 * Whether the customer is told of a visit's booking or new time: the business has reminders on, the customer has an
 * address, and the visit is open and still ahead (a visit entered after the fact tells nobody).
 */
const tellsCustomer = (row: q.VisitNoticeRow, now: Date) =>
  row.remindersOn && Boolean(row.customer.email) && isOpen(row.visit.status) && row.visit.startTime > now;

/** Every week, every 2 weeks, every month, from the job's RRULE; null for a rule it cannot name. */
function cadenceOf(rrule: string | null): VisitSeries['cadence'] {
  const units = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' } as const;
  const unit = units[(/FREQ=(\w+)/.exec(rrule ?? '')?.[1] ?? '') as keyof typeof units];
  if (!unit) return null;
  return { unit, interval: Number(/INTERVAL=(\d+)/.exec(rrule ?? '')?.[1] ?? 1) };
}

/**
 * The series the first visit of a recurring job opens (the e-mail says "This is the first of 8 visits, every 2 weeks
 * until Tuesday, March 16." in the business's language), or null for a single visit.
 */
async function describeSeries(tx: Db, row: q.VisitNoticeRow): Promise<VisitSeries | null> {
  if (row.visit.jobId === null) return null;
  const series = await q.findSeries(tx, {
    companyId: row.visit.companyId,
    jobId: row.visit.jobId,
    from: row.visit.startTime,
  });
  if (!series?.lastStart || series.visits < 2) return null;
  return { visits: series.visits, lastStart: series.lastStart, cadence: cadenceOf(series.rrule) };
}

/**
 * What the customer is told when a visit is booked, in the transaction that books it: with auto confirmation off,
 * the visit (`confirmationRequestedAt` set) is to be confirmed in the portal; with it on, it is booked. For a
 * recurring job, `visitId` is the first visit and the e-mail tells the series. Sent only when the business's
 * reminders are on and the customer has an e-mail address.
 */
export async function queueVisitBooked(tx: Db, ctx: NoticeContext, visit: { visitId: number; recurring: boolean }) {
  const row = await q.findVisitNoticeById(tx, visit.visitId);
  if (!row || !tellsCustomer(row, new Date())) return;
  const series = visit.recurring ? await describeSeries(tx, row) : null;
  await ctx.mailer.send(tx, visitNoticeEmail(row, ctx.origin.url, { kind: 'booked', series }));
}

/** A visit moved to another time (a drag, a resize, an edit): the customer is told the new time when reminders are on. */
export async function queueVisitRescheduled(
  tx: Db,
  ctx: NoticeContext,
  visit: { visitId: number; previousStart: Date },
) {
  const row = await q.findVisitNoticeById(tx, visit.visitId);
  if (!row || !tellsCustomer(row, new Date())) return;
  if (row.visit.startTime.getTime() === visit.previousStart.getTime()) return;
  await ctx.mailer.send(
    tx,
    visitNoticeEmail(row, ctx.origin.url, { kind: 'rescheduled', previousStart: visit.previousStart }),
  );
}

const nameOf = (user: SessionUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/**
 * "On my way": tells the customer (whatever the reminders setting) when to expect the technician, records it on the
 * visit and in its progress log, all in one transaction. Only an open visit of a customer with an e-mail address.
 */
export async function sendOnMyWay(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'origin'>,
  opts: { companyId: number; user: SessionUser; id: number; etaMinutes: number },
): Promise<OnMyWayResult> {
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const row = await q.findVisitNoticeForUpdate(tx, { companyId: opts.companyId, id: opts.id });
    if (!row) throw new AppError('NOT_FOUND', scheduleMessages.notFound);
    if (!isOpen(row.visit.status)) throw new AppError('CONFLICT', m.notOpen);
    const to = row.customer.email;
    if (!to) throw new AppError('CONFLICT', m.noCustomerEmail);
    const arrival = new Date(now.getTime() + opts.etaMinutes * 60_000);
    await q.setOnMyWayRow(tx, { companyId: opts.companyId, id: opts.id, at: now, userId: opts.user.id });
    await insertProgressLog(tx, {
      companyId: opts.companyId,
      appointmentId: opts.id,
      logType: 'note',
      message: `On my way: expected at ${formatVisitClock(arrival, row.owner.timeZone)}`,
      loggedByUserId: opts.user.id,
      loggedBy: nameOf(opts.user),
    });
    await ctx.mailer.send(tx, visitNoticeEmail(row, ctx.origin.url, { kind: 'on-my-way', arrival }));
    return { sentTo: to, expectedArrival: arrival.toISOString() };
  });
}
