import {
  DEFAULT_SEND_DAY,
  DEFAULT_SEND_TIME,
  type EmailSchedulerSettings,
  type EmailSchedulerValues,
  type Weekday,
} from '../../../../shared/todos/todos.schemas';
import type { Db } from '../../../db/client';
import { rescheduleWeeklyEmail } from './reschedule';
import { safeTimeZone } from './schedule-time';
import * as q from './scheduler-settings.queries';

/**
 * The Email Settings dialog's values. Without a row (no TODO yet, never saved) they are the defaults: enabled,
 * Monday 09:00, to the account's address; nothing is scheduled until the row exists.
 */
export async function getSchedulerSettings(db: Db, userId: number): Promise<EmailSchedulerSettings> {
  const row = await q.findScheduleOf(db, userId);
  const s = row.settings;
  return {
    isEnabled: s?.isEnabled ?? true,
    sendDay: (s?.sendDay ?? DEFAULT_SEND_DAY) as Weekday,
    sendTime: s?.sendTime ?? DEFAULT_SEND_TIME,
    recipientEmail: s?.recipientEmail ?? null,
    accountEmail: row.email,
    timezone: safeTimeZone(row.timezone),
    weeklyDigest: row.weeklyDigest,
    nextSendAt: s?.nextSendAt?.toISOString() ?? null,
    lastSentAt: s?.lastSentAt?.toISOString() ?? null,
  };
}

/** Saves the dialog and computes the next send from it, together. */
export async function saveSchedulerSettings(db: Db, userId: number, values: EmailSchedulerValues, now = new Date()) {
  await db.transaction(async (tx) => {
    await q.upsertScheduleRow(tx, userId, values);
    await rescheduleWeeklyEmail(tx, userId, now);
  });
  return getSchedulerSettings(db, userId);
}

/** Gives a user their default schedule the first time they have a TODO (a no-op once they have one). */
export async function ensureWeeklySchedule(db: Db, userId: number, now = new Date()) {
  if (await q.insertDefaultScheduleRow(db, userId)) await rescheduleWeeklyEmail(db, userId, now);
}
