import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { OPEN_STATUSES, SCHEDULE_DEFAULTS } from '../../../../shared/scheduling/schedule-values';
import {
  DEFAULT_REMINDER_SETTINGS,
  DEFAULT_WORKING_HOURS,
  type ReminderSettings,
  type ScheduleSettings,
} from '../../../../shared/scheduling/schedule-settings.schemas';
import type { Db } from '../../../db/client';
import { appointments, companies, scheduleSettings, users } from '../../../db/schema';

/** The settings a company works with, its time zone (the owner's) and the private feed's secret. */
export type StoredScheduleSettings = ScheduleSettings & { calendarFeedToken: string | null };

const defaults = {
  workingHours: DEFAULT_WORKING_HOURS,
  appointmentDuration: SCHEDULE_DEFAULTS.appointmentDuration,
  bufferTime: SCHEDULE_DEFAULTS.bufferTime,
  advanceBookingDays: SCHEDULE_DEFAULTS.advanceBookingDays,
  reminderSettings: DEFAULT_REMINDER_SETTINGS,
  autoConfirmation: false,
  allowOnlineBooking: true,
  calendarFeedToken: null,
};

/**
 * The company's schedule settings: its saved row, or the defaults until it saves one, with the time zone of its
 * owner (the one business zone: DECISIONS, Scheduling).
 */
export async function getScheduleSettings(db: Db, companyId: number): Promise<StoredScheduleSettings> {
  const [row] = await db
    .select({ settings: scheduleSettings, timeZone: users.timezone })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .leftJoin(scheduleSettings, eq(scheduleSettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  const timeZone = (row?.timeZone ?? SCHEDULE_DEFAULTS.timeZone) as ScheduleSettings['timeZone'];
  const s = row?.settings;
  if (!s) return { ...defaults, timeZone };
  return {
    workingHours: s.workingHours,
    appointmentDuration: s.appointmentDuration,
    bufferTime: s.bufferTime,
    advanceBookingDays: s.advanceBookingDays,
    reminderSettings: s.reminderSettings,
    autoConfirmation: s.autoConfirmation,
    allowOnlineBooking: s.allowOnlineBooking,
    calendarFeedToken: s.calendarFeedToken,
    timeZone,
  };
}

/** Saves the settings (not the feed's token, which has its own route), creating the row the first time. */
export async function upsertScheduleSettings(db: Db, companyId: number, values: Omit<ScheduleSettings, 'timeZone'>) {
  await db
    .insert(scheduleSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: scheduleSettings.companyId, set: { ...values, updatedAt: new Date() } });
}

/** The business's time zone is its owner's. */
export async function updateOwnerTimeZone(db: Db, companyId: number, timeZone: string) {
  await db
    .update(users)
    .set({ timezone: timeZone })
    .where(eq(users.id, sql`(select ${companies.userId} from ${companies} where ${companies.id} = ${companyId})`));
}

/**
 * Moves the reminders of the company's visits still ahead and not yet reminded to the new lead time (or clears
 * them when reminders are turned off), in one statement.
 */
export async function recomputeReminderTimes(
  db: Db,
  opts: { companyId: number; reminders: ReminderSettings; now: Date },
) {
  const { enabled, hoursBefore } = opts.reminders;
  await db
    .update(appointments)
    .set({
      reminderTime: enabled ? sql`${appointments.startTime} - make_interval(hours => ${hoursBefore}::int)` : null,
    })
    .where(
      and(
        eq(appointments.companyId, opts.companyId),
        eq(appointments.reminderSent, false),
        inArray(appointments.status, [...OPEN_STATUSES]),
        gt(appointments.startTime, opts.now),
      ),
    );
}
