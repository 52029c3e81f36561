import { AppError } from '../../../../shared/app-error';
import {
  OPEN_STATUSES,
  STATUS_LABELS,
  canMoveTo,
  scheduleMessages as m,
  transitionMessage,
  type AppointmentStatus,
  type EditScope,
} from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { getScheduleSettings } from '../settings/schedule-settings.queries';
import { insertProgressLog } from '../work/progress-log.queries';
import { settleJob } from './job-status';
import { assertTechnicianFree, lockTechnicians } from './visit-overlap';
import { deleteVisitPhotos } from '../work/progress-log.service';
import * as q from './visits.queries';
import { getVisit, type Actor } from './visits.service';

export const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

/** Writes the progress log of a visit's status change, naming who made it. */
export async function logStatusChange(tx: Db, actor: Actor, visitId: number, from: string, to: AppointmentStatus) {
  const label = (s: string) => STATUS_LABELS[s as AppointmentStatus] ?? s;
  await insertProgressLog(tx, {
    companyId: actor.companyId,
    appointmentId: visitId,
    logType: 'status',
    message: `Status changed from ${label(from)} to ${label(to)}`,
    previousValue: from,
    newValue: to,
    loggedBy: actor.userName,
    loggedByUserId: actor.userId,
  });
}

/**
 * Moves a visit along `APPOINTMENT_TRANSITIONS` (409 otherwise), stamping when it started or was completed, logging
 * the change, and bringing its job along. A cancelled visit put back on the schedule takes the technician's time
 * again, so it is checked like a new booking.
 */
export async function changeVisitStatus(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor,
  id: number,
  to: AppointmentStatus,
  now = new Date(),
) {
  const { companyId } = actor;
  const settings = await getScheduleSettings(ctx.db, companyId);
  return ctx.db.transaction(async (tx) => {
    const visit = await q.lockVisit(tx, { companyId, assigneeId: actor.assigneeId, id });
    if (!visit) throw new AppError('NOT_FOUND', m.notFound);
    const from = visit.status as AppointmentStatus;
    if (!canMoveTo(from, to)) throw new AppError('CONFLICT', transitionMessage(from, to));
    if (!isOpen(from) && isOpen(to) && visit.assignedTechnician) {
      await lockTechnicians(tx, companyId, [visit.assignedTechnician]);
      await assertTechnicianFree(tx, {
        companyId,
        technician: visit.assignedTechnician,
        slots: [{ start: visit.startTime, end: visit.endTime }],
        bufferMinutes: settings.bufferTime,
        timeZone: settings.timeZone,
        excludeIds: [visit.id],
      });
    }
    await q.updateVisitRow(
      tx,
      { companyId, id },
      {
        status: to,
        updatedByUserId: actor.userId,
        ...(to === 'in-progress' ? { startedAt: now } : {}),
        ...(to === 'completed' ? { completedAt: now } : {}),
      },
    );
    await logStatusChange(tx, actor, id, from, to);
    if (visit.jobId) await settleJob(tx, { companyId, jobId: visit.jobId, now });
    return getVisit(tx, actor, id);
  });
}

/**
 * Deletes the visit, or with 'following' also its job's later visits that are not completed (those are history,
 * perhaps invoiced). A job left without visits goes too, unless an invoice names it.
 */
export async function deleteVisit(db: Db, companyId: number, id: number, scope: EditScope, now = new Date()) {
  await db.transaction(async (tx) => {
    const visit = await q.lockVisit(tx, { companyId, id });
    if (!visit) throw new AppError('NOT_FOUND', m.notFound);
    const later =
      scope === 'following' && visit.jobId
        ? await q.lockLaterVisits(tx, {
            companyId,
            jobId: visit.jobId,
            after: visit.startTime,
            exceptStatuses: ['completed'],
          })
        : [];
    const ids = [visit.id, ...later.map((v) => v.id)];
    await deleteVisitPhotos(tx, { companyId, appointmentIds: ids });
    await q.deleteVisitRows(tx, { companyId, ids });
    if (visit.jobId) await settleJob(tx, { companyId, jobId: visit.jobId, now });
  });
}
