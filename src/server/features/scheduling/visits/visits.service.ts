import { AppError } from '../../../../shared/app-error';
import type {
  Appointment,
  AppointmentListQuery,
  AppointmentValues,
} from '../../../../shared/scheduling/appointments.schemas';
import {
  scheduleMessages as m,
  type AppointmentStatus,
  type AppointmentType,
  type Priority,
} from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { findCompanyCustomer } from '../../customers/customers.service';
import { queueVisitBooked } from '../notices/visit-notices.service';
import { firstOutsideHours, outsideHoursText } from '../../../../shared/scheduling/working-hours';
import { getScheduleSettings, type StoredScheduleSettings } from '../settings/schedule-settings.queries';
import { reminderTimeOf } from '../settings/schedule-settings.service';
import * as jq from './jobs.queries';
import { minutesBetween, toMinute } from './local-time';
import { expandSeries, type Slot } from './recurrence';
import { findTechnicians, findVisitsInRangeJson } from './visit-json.queries';
import { findVisitPage } from './visit-page.queries';
import { assertTechnicianFree, lockTechnicians } from './visit-overlap';
import type { VisitScope } from '../visit-scope';
import { assertAssignee } from './visit-assignees.service';
import * as q from './visits.queries';

/**
 * Who acts: the company (the tenant; for a technician only their assigned visits, see visit-scope.ts) and the
 * signed-in user, named in the visit's progress log and recorded as who changed it last.
 */
export type Actor = VisitScope & { userId: number; userName: string };

const iso = (d: Date | null) => d?.toISOString() ?? null;

const scopeOf = (scope: VisitScope | number): VisitScope =>
  typeof scope === 'number' ? { companyId: scope } : { companyId: scope.companyId, assigneeId: scope.assigneeId };

export function toAppointment(row: q.VisitWithDetails): Appointment {
  const { visit: v, customer, job, tasksDone, tasksTotal } = row;
  return {
    id: v.id,
    jobId: v.jobId,
    title: v.title,
    description: v.description,
    appointmentType: v.appointmentType as AppointmentType,
    customerId: v.customerId,
    customer,
    startTime: v.startTime.toISOString(),
    endTime: v.endTime.toISOString(),
    duration: v.duration,
    location: v.location,
    notes: v.notes,
    estimatedCost: v.estimatedCost,
    actualCost: v.actualCost,
    materialsCost: v.materialsCost,
    laborCost: v.laborCost,
    priority: v.priority as Priority,
    assignedTechnician: v.assignedTechnician,
    assignedUserId: v.assignedUserId,
    assignedUserName: v.assignedUserId === null ? null : row.assignedUserName,
    status: v.status as AppointmentStatus,
    reminderSent: v.reminderSent,
    customerResponse: v.customerResponse as Appointment['customerResponse'],
    onMyWayAt: iso(v.onMyWayAt),
    startedAt: iso(v.startedAt),
    completedAt: iso(v.completedAt),
    invoiceId: v.invoiceId,
    job:
      job?.serviceId != null
        ? {
            serviceId: job.serviceId,
            serviceName: job.serviceName ?? '',
            recurring: job.rrule !== null,
            rrule: job.rrule,
          }
        : null,
    tasks: { done: tasksDone, total: tasksTotal },
    createdAt: v.createdAt.toISOString(),
  };
}

/** The company's visit as the API answers it, or 404 (also for another company's, or a technician's not theirs). */
export async function getVisit(db: Db, scope: VisitScope | number, id: number) {
  const row = await q.findVisit(db, { ...scopeOf(scope), id });
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return toAppointment(row);
}

/** The visits overlapping the range (the week in view), by start, as the JSON text of the API's array. */
export function listVisitsInRange(db: Db, scope: VisitScope, query: { from: string; to: string; technician?: string }) {
  return findVisitsInRangeJson(db, {
    ...scopeOf(scope),
    from: new Date(query.from),
    to: new Date(query.to),
    technician: query.technician || undefined,
  });
}

/** The List View's page as the JSON text of the API's array, with its total (see `findVisitPage`). */
export function listVisitPage(db: Db, scope: VisitScope, query: AppointmentListQuery) {
  return findVisitPage(db, {
    ...scopeOf(scope),
    ...query,
    technician: query.technician || undefined,
    search: query.search || undefined,
  });
}

export const listTechnicians = (db: Db, companyId: number) => findTechnicians(db, { companyId });

/** The visit's times cut to the minute; 400 when nothing of it is left (start and end within one minute). */
export function slotOf(input: { startTime: Date; endTime: Date }): Slot {
  const slot = { start: toMinute(input.startTime), end: toMinute(input.endTime) };
  if (slot.end <= slot.start) throw new AppError('BAD_REQUEST', m.endAfterStart, { endTime: m.endAfterStart });
  return slot;
}

/**
 * 409 when one of `slots` falls outside the working hours, unless the owner chose to book outside them: the message
 * names the first and the day's hours, under `allowOutsideHours` for the form that asks, with what it is made of
 * (`OutsideHours`) as its values.
 */
export function assertWithinHours(slots: Slot[], settings: StoredScheduleSettings, allowOutsideHours: boolean) {
  if (allowOutsideHours) return;
  const outside = firstOutsideHours(slots, settings.workingHours, settings.timeZone);
  if (!outside) return;
  const text = outsideHoursText(outside);
  throw new AppError('CONFLICT', text, { allowOutsideHours: text }, outside);
}

/** 404 unless the customer (and the service, when one is named) are the company's. */
export async function assertOwnParties(db: Db, companyId: number, input: { customerId: number; serviceId?: unknown }) {
  if (!(await findCompanyCustomer(db, companyId, input.customerId))) {
    throw new AppError('NOT_FOUND', m.customerNotFound);
  }
  const serviceId = typeof input.serviceId === 'number' ? input.serviceId : null;
  if (serviceId !== null && !(await q.findOwnService(db, { companyId, id: serviceId }))) {
    throw new AppError('NOT_FOUND', m.serviceNotFound);
  }
  return serviceId;
}

/** The columns a visit takes from the form, as stored. */
export const formColumns = (input: Omit<AppointmentValues, 'recurrence' | 'serviceId' | 'startTime' | 'endTime'>) => ({
  title: input.title,
  appointmentType: input.appointmentType,
  customerId: input.customerId,
  priority: input.priority,
  description: input.description,
  location: input.location,
  notes: input.notes,
  estimatedCost: input.estimatedCost,
  actualCost: input.actualCost,
  materialsCost: input.materialsCost,
  laborCost: input.laborCost,
  assignedTechnician: input.assignedTechnician,
});

/**
 * Books a visit, or with `recurrence` a recurring job and all its visits (answering the first). A visit with a
 * service belongs to a job. With auto confirmation the visits are confirmed, else the customer is asked. The
 * technician's time is checked for every visit under their lock: a series that clashes anywhere is refused whole.
 */
export async function createVisit(ctx: AppContext, actor: Actor, input: AppointmentValues, now = new Date()) {
  const { db } = ctx;
  const { companyId } = actor;
  const serviceId = await assertOwnParties(db, companyId, input);
  const settings = await getScheduleSettings(db, companyId);
  const first = slotOf(input);
  const series = input.recurrence ? expandSeries(first, input.recurrence, settings.timeZone) : null;
  const slots = series?.slots ?? [first];
  assertWithinHours(slots, settings, input.allowOutsideHours);
  const assignedUserId = await assertAssignee(db, companyId, input.assignedUserId ?? null);
  const technician = input.assignedTechnician;

  return db.transaction(async (tx) => {
    if (technician) {
      await lockTechnicians(tx, companyId, [technician]);
      await assertTechnicianFree(tx, {
        companyId,
        technician,
        slots,
        bufferMinutes: settings.bufferTime,
        timeZone: settings.timeZone,
      });
    }
    const job =
      serviceId === null
        ? null
        : await jq.insertJob(tx, {
            companyId,
            customerId: input.customerId,
            serviceId,
            description: input.title,
            status: 'scheduled',
            scheduledDate: slots[0]!.start,
            rrule: series?.rrule ?? null,
          });
    const confirmed = settings.autoConfirmation;
    const columns = formColumns(input);
    const ids = await q.insertVisits(
      tx,
      slots.map((slot) => ({
        ...columns,
        companyId,
        assignedUserId,
        updatedByUserId: actor.userId,
        jobId: job?.id ?? null,
        startTime: slot.start,
        endTime: slot.end,
        duration: minutesBetween(slot.start, slot.end),
        status: confirmed ? 'confirmed' : 'scheduled',
        confirmationRequestedAt: confirmed ? null : now,
        reminderTime: reminderTimeOf(slot.start, settings.reminderSettings),
      })),
    );
    const firstId = Math.min(...ids.map((r) => r.id));
    await queueVisitBooked(tx, ctx, { visitId: firstId, recurring: series !== null });
    return getVisit(tx, companyId, firstId);
  });
}
