import { AppError } from '../../../../shared/app-error';
import type { AppointmentUpdate } from '../../../../shared/scheduling/appointments.schemas';
import { scheduleMessages as m, type AppointmentStatus } from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { queueVisitRescheduled } from '../notices/visit-notices.service';
import { getScheduleSettings, type StoredScheduleSettings } from '../settings/schedule-settings.queries';
import { reminderTimeOf } from '../settings/schedule-settings.service';
import { settleJob } from './job-status';
import { addMinutes, minutesBetween, shiftLikeClock } from './local-time';
import type { Slot } from './recurrence';
import { assertAssignee } from './visit-assignees.service';
import { assignJob } from './visit-job.service';
import { assertTechnicianFree, lockTechnicians } from './visit-overlap';
import { isOpen, logStatusChange } from './visit-status.service';
import * as q from './visits.queries';
import { assertOwnParties, assertWithinHours, formColumns, getVisit, slotOf, type Actor } from './visits.service';

type FormColumns = ReturnType<typeof formColumns> & { assignedUserId?: number | null };
type Columns = Partial<FormColumns>;
type Plan = { row: q.VisitRow; values: Columns; slot: Slot };

/** A move keeps a visit that is under way or done as it is; any other moved visit becomes rescheduled. */
const KEEP_STATUS_WHEN_MOVED: readonly string[] = ['completed', 'in-progress'];

/** The form's fields that differ from the visit's: what "this and following" carries to the later visits. */
function changedColumns(row: q.VisitRow, form: FormColumns): Columns {
  return Object.fromEntries(
    Object.entries(form).filter(([key, value]) => (row[key as keyof q.VisitRow] ?? null) !== (value ?? null)),
  ) as Columns;
}

const technicianKey = (name: string | null | undefined) => name?.trim().toLowerCase() || null;

/**
 * The technicians' time each changed visit takes, checked under their locks: a visit is checked when it stays or
 * becomes open with a technician and its time, its technician or its openness changed. The visits changed together
 * move together, so they are not checked against each other.
 */
async function assertFree(tx: Db, companyId: number, plans: (Plan & { status: string })[], s: StoredScheduleSettings) {
  const byTechnician = new Map<string, { name: string; slots: Slot[] }>();
  for (const { row, values, slot, status } of plans) {
    const technician = values.assignedTechnician !== undefined ? values.assignedTechnician : row.assignedTechnician;
    const key = technicianKey(technician);
    if (!key || !isOpen(status)) continue;
    const moved = slot.start.getTime() !== row.startTime.getTime() || slot.end.getTime() !== row.endTime.getTime();
    if (!moved && key === technicianKey(row.assignedTechnician) && isOpen(row.status)) continue;
    const entry = byTechnician.get(key) ?? { name: technician!, slots: [] };
    entry.slots.push(slot);
    byTechnician.set(key, entry);
  }
  await lockTechnicians(
    tx,
    companyId,
    [...byTechnician.values()].map((t) => t.name),
  );
  const excludeIds = plans.map((p) => p.row.id);
  for (const { name, slots } of byTechnician.values()) {
    await assertTechnicianFree(tx, {
      companyId,
      technician: name,
      slots: slots.sort((a, b) => a.start.getTime() - b.start.getTime()),
      bufferMinutes: s.bufferTime,
      timeZone: s.timeZone,
      excludeIds,
    });
  }
}

/**
 * Saves the form on the visit, or with 'following' also carries the fields that changed and the same move on the
 * business's clock to the job's later visits that are neither completed nor cancelled. A moved visit becomes
 * rescheduled (unless under way or done), is asked to be confirmed again when confirmation is not automatic, gets
 * its reminder again, and its customer is told; the technician's time is checked for each.
 */
export async function updateVisit(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: AppointmentUpdate,
  now = new Date(),
) {
  const { db } = ctx;
  const { companyId } = actor;
  const serviceId = await assertOwnParties(db, companyId, input);
  const settings = await getScheduleSettings(db, companyId);
  const slot = slotOf(input);
  const minutes = minutesBetween(slot.start, slot.end);

  return db.transaction(async (tx) => {
    const current = await q.lockVisit(tx, { companyId, assigneeId: actor.assigneeId, id });
    if (!current) throw new AppError('NOT_FOUND', m.notFound);
    // Left out, the assignee stays; "this and following" carries a new one to the later visits like any field.
    const form: FormColumns =
      input.assignedUserId === undefined
        ? formColumns(input)
        : {
            ...formColumns(input),
            assignedUserId: await assertAssignee(tx, companyId, input.assignedUserId, current.assignedUserId),
          };
    const later =
      input.scope === 'following' && current.jobId
        ? await q.lockLaterVisits(tx, {
            companyId,
            jobId: current.jobId,
            after: current.startTime,
            exceptStatuses: ['completed', 'cancelled'],
          })
        : [];
    const changed = changedColumns(current, form);
    const plans: Plan[] = [
      { row: current, values: form, slot },
      ...later.map((row) => {
        const start = shiftLikeClock(row.startTime, current.startTime, slot.start, settings.timeZone);
        const length = minutes !== current.duration ? minutes : row.duration;
        return { row, values: changed, slot: { start, end: addMinutes(start, length) } };
      }),
    ];
    const planned = plans.map((p) => {
      const moved =
        p.slot.start.getTime() !== p.row.startTime.getTime() || p.slot.end.getTime() !== p.row.endTime.getTime();
      const status = moved && !KEEP_STATUS_WHEN_MOVED.includes(p.row.status) ? 'rescheduled' : p.row.status;
      return { ...p, moved, status };
    });
    const movedOpen = planned.filter((p) => p.moved && isOpen(p.status)).map((p) => p.slot);
    assertWithinHours(movedOpen, settings, input.allowOutsideHours);
    await assertFree(tx, companyId, planned, settings);

    const jobs = await assignJob(tx, {
      companyId,
      current,
      visitIds: plans.map((p) => p.row.id),
      customerId: input.customerId,
      serviceId,
      title: input.title,
      firstStart: slot.start,
    });
    for (const { row, values, slot: s, moved, status } of planned) {
      const startMoved = s.start.getTime() !== row.startTime.getTime();
      const askAgain = moved && status === 'rescheduled' && !settings.autoConfirmation;
      await q.updateVisitRow(
        tx,
        { companyId, id: row.id },
        {
          ...values,
          jobId: jobs.jobId,
          startTime: s.start,
          endTime: s.end,
          duration: minutesBetween(s.start, s.end),
          status,
          updatedByUserId: actor.userId,
          ...(startMoved
            ? { reminderTime: reminderTimeOf(s.start, settings.reminderSettings), reminderSent: false }
            : {}),
          ...(askAgain ? { confirmationRequestedAt: now, customerResponse: null, respondedAt: null } : {}),
        },
      );
      if (status !== row.status) await logStatusChange(tx, actor, row.id, row.status, status as AppointmentStatus);
      if (moved) await queueVisitRescheduled(tx, ctx, { visitId: row.id, previousStart: row.startTime });
    }
    for (const jobId of jobs.touched) await settleJob(tx, { companyId, jobId, now });
    return getVisit(tx, actor, id);
  });
}
