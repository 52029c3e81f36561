import type { Db } from '../../../db/client';
import { getScheduleSettings } from '../settings/schedule-settings.queries';
import { reminderTimeOf } from '../settings/schedule-settings.service';
import * as jq from './jobs.queries';
import { minutesBetween } from './local-time';
import * as q from './visits.queries';

export { findBusyVisits, lockCompanySchedule } from './online-booking.queries';

/** The company's schedule settings (the defaults until it saves them), the time zone its owner's. */
export const getBookingSettings = (db: Db, companyId: number) => getScheduleSettings(db, companyId);

/** The company's service by id, or undefined (also for another company's). */
export const findBookableService = (db: Db, companyId: number, id: number) => q.findOwnService(db, { companyId, id });

export type BookedVisitValues = {
  companyId: number;
  customerId: number;
  serviceId: number | null;
  title: string;
  description: string | null;
  notes: string;
  start: Date;
  end: Date;
};

/**
 * Inserts a visit a customer booked online (in the caller's transaction, with the schedule locked by
 * `lockCompanySchedule` and the time checked free), with its one-off job when a service is named, as the schedule
 * books them: confirmed with auto confirmation, else scheduled (waiting for the business).
 */
export async function insertBookedVisit(tx: Db, v: BookedVisitValues) {
  const settings = await getScheduleSettings(tx, v.companyId);
  const job =
    v.serviceId === null
      ? null
      : await jq.insertJob(tx, {
          companyId: v.companyId,
          customerId: v.customerId,
          serviceId: v.serviceId,
          description: v.title,
          status: 'scheduled',
          scheduledDate: v.start,
        });
  const status = settings.autoConfirmation ? ('confirmed' as const) : ('scheduled' as const);
  const [row] = await q.insertVisits(tx, [
    {
      companyId: v.companyId,
      jobId: job?.id ?? null,
      customerId: v.customerId,
      title: v.title,
      description: v.description,
      notes: v.notes,
      appointmentType: 'consultation',
      priority: 'medium',
      startTime: v.start,
      endTime: v.end,
      duration: minutesBetween(v.start, v.end),
      status,
      reminderTime: reminderTimeOf(v.start, settings.reminderSettings),
    },
  ]);
  return { id: row!.id, status };
}
