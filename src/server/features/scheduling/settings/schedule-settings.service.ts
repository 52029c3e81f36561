import type {
  ReminderSettings,
  ScheduleSettings,
  ScheduleSettingsResponse,
} from '../../../../shared/scheduling/schedule-settings.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { calendarFeedPath } from '../feed/calendar-feed-url';
import * as q from './schedule-settings.queries';

/** A visit's reminder is due this long before it starts; null when reminders are off. */
export const reminderTimeOf = (start: Date, reminders: ReminderSettings) =>
  reminders.enabled ? new Date(start.getTime() - reminders.hoursBefore * 3_600_000) : null;

function toResponse(ctx: Pick<AppContext, 'origin'>, settings: q.StoredScheduleSettings): ScheduleSettingsResponse {
  const { calendarFeedToken, ...rest } = settings;
  return {
    ...rest,
    calendarFeedUrl: calendarFeedToken ? `${ctx.origin.url}${calendarFeedPath(calendarFeedToken)}` : null,
  };
}

export async function getSettings(ctx: Pick<AppContext, 'db' | 'origin'>, companyId: number) {
  return toResponse(ctx, await q.getScheduleSettings(ctx.db, companyId));
}

/**
 * Saves the settings, makes their time zone the owner's (the business's one zone), and moves the reminders of the
 * visits ahead to the new lead time, all or nothing.
 */
export async function updateSettings(
  ctx: Pick<AppContext, 'db' | 'origin'>,
  companyId: number,
  input: ScheduleSettings,
  now = new Date(),
) {
  const { timeZone, ...values } = input;
  await ctx.db.transaction(async (tx: Db) => {
    await q.upsertScheduleSettings(tx, companyId, values);
    await q.updateOwnerTimeZone(tx, companyId, timeZone);
    await q.recomputeReminderTimes(tx, { companyId, reminders: values.reminderSettings, now });
  });
  return getSettings(ctx, companyId);
}
