import { z } from '../zod';
import { SCHEDULE_DEFAULTS, SCHEDULE_TIME_ZONES, WEEKDAYS, type Weekday } from './schedule-values';

const TIME_MESSAGE = 'Use a time like 08:00';
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE);

const dayHoursSchema = z
  .object({ enabled: z.boolean(), start: timeOfDay, end: timeOfDay })
  .refine((d) => !d.enabled || d.start < d.end, { message: 'Closing time must be after opening time', path: ['end'] });
export type DayHours = z.infer<typeof dayHoursSchema>;
export type WorkingHours = Record<Weekday, DayHours>;

const workingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
);

export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  /** How long before a visit the customer's reminder goes. */
  hoursBefore: z.coerce
    .number({ error: 'Reminder time must be between 1 and 168 hours' })
    .int('Reminder time must be between 1 and 168 hours')
    .min(1, 'Reminder time must be between 1 and 168 hours')
    .max(168, 'Reminder time must be between 1 and 168 hours'),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

const TIME_ZONE_MESSAGE = 'Choose Eastern, Central, Mountain or Pacific time';
const timeZones = SCHEDULE_TIME_ZONES.map((t) => t.value) as [string, ...string[]];

/** GET and PUT /api/schedule-settings. */
export const scheduleSettingsSchema = z.object({
  appointmentDuration: z.coerce
    .number({ error: 'Duration must be between 5 and 720 minutes' })
    .int('Duration must be between 5 and 720 minutes')
    .min(5, 'Duration must be between 5 and 720 minutes')
    .max(720, 'Duration must be between 5 and 720 minutes'),
  bufferTime: z.coerce
    .number({ error: 'Buffer must be between 0 and 240 minutes' })
    .int('Buffer must be between 0 and 240 minutes')
    .min(0, 'Buffer must be between 0 and 240 minutes')
    .max(240, 'Buffer must be between 0 and 240 minutes'),
  timeZone: z.enum(timeZones, { error: TIME_ZONE_MESSAGE }),
  workingHours: workingHoursSchema,
  advanceBookingDays: z.coerce
    .number({ error: 'Advance booking must be between 1 and 365 days' })
    .int('Advance booking must be between 1 and 365 days')
    .min(1, 'Advance booking must be between 1 and 365 days')
    .max(365, 'Advance booking must be between 1 and 365 days'),
  reminderSettings: reminderSettingsSchema,
  autoConfirmation: z.boolean(),
  allowOnlineBooking: z.boolean(),
});
export type ScheduleSettings = z.infer<typeof scheduleSettingsSchema>;

/**
 * The answer also says where the private calendar feed is (null until the owner turns it on). Its time zone is the
 * owner's as stored, which profile settings may set to a zone other than the four offered here.
 */
export const scheduleSettingsResponseSchema = scheduleSettingsSchema.extend({
  timeZone: z.string(),
  calendarFeedUrl: z.string().nullable(),
});
export type ScheduleSettingsResponse = z.infer<typeof scheduleSettingsResponseSchema>;

const weekday: DayHours = { enabled: true, start: '08:00', end: '17:00' };
const closed: DayHours = { enabled: false, start: '09:00', end: '13:00' };

export const DEFAULT_WORKING_HOURS: WorkingHours = {
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: closed,
  sunday: closed,
};

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  enabled: true,
  hoursBefore: SCHEDULE_DEFAULTS.reminderHoursBefore,
};
