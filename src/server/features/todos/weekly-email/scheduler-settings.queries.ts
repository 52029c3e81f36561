import { eq, sql } from 'drizzle-orm';
import type { EmailSchedulerValues } from '../../../../shared/todos/todos.schemas';
import type { Db } from '../../../db/client';
import { emailSchedulerSettings, userPreferences, users } from '../../../db/schema';

/** The user with their schedule (none before their first TODO or save) and their weekly-digest preference. */
export async function findScheduleOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      timezone: users.timezone,
      settings: emailSchedulerSettings,
      // No preferences row means every default: the digest is on.
      weeklyDigest: sql<boolean>`coalesce(${userPreferences.weeklyDigest}, true)`,
    })
    .from(users)
    .leftJoin(emailSchedulerSettings, eq(emailSchedulerSettings.userId, users.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function upsertScheduleRow(db: Db, userId: number, values: EmailSchedulerValues) {
  await db
    .insert(emailSchedulerSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: emailSchedulerSettings.userId, set: { ...values, updatedAt: new Date() } });
}

/** The default schedule, unless the user has one; true when it was created now. */
export async function insertDefaultScheduleRow(db: Db, userId: number) {
  const rows = await db
    .insert(emailSchedulerSettings)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ userId: emailSchedulerSettings.userId });
  return rows.length > 0;
}
