import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { emailSchedulerSettings, users } from '../../../db/schema';
import { nextSendAtSql, safeTimeZone } from './schedule-time';

/**
 * Recomputes when the user's weekly TODO e-mail next goes out, from their settings and `users.timezone`: call it
 * whenever either changes. A disabled schedule has no next send; a user without a settings row has nothing to move.
 */
export async function rescheduleWeeklyEmail(db: Db, userId: number, now = new Date()): Promise<void> {
  const [user] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const s = emailSchedulerSettings;
  const next = nextSendAtSql(safeTimeZone(user.timezone), s.sendDay, s.sendTime, now);
  await db
    .update(s)
    .set({ nextSendAt: sql`case when ${s.isEnabled} then ${next} else null end` })
    .where(eq(s.userId, userId));
}
