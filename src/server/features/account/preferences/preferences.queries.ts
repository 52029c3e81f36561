import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_PREFERENCES } from '../../../../shared/account/preference-values';
import type { Db } from '../../../db/client';
import { userPreferences, users } from '../../../db/schema';

export type PreferencesRow = typeof userPreferences.$inferSelect;
type Writable = Partial<Omit<typeof userPreferences.$inferInsert, 'userId' | 'updatedAt'>>;

export async function findPreferencesRow(db: Db, userId: number): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return row;
}

/**
 * Writes `values` over the saved preferences. A first save writes every default of ours with them, so a column's
 * database default never stands in for one.
 */
export async function upsertPreferencesRow(db: Db, userId: number, values: Writable) {
  const [row] = await db
    .insert(userPreferences)
    .values({ ...DEFAULT_PREFERENCES, ...values, userId })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row;
}

export async function updateUserTimezoneRow(db: Db, userId: number, timezone: string) {
  await db.update(users).set({ timezone }).where(eq(users.id, userId));
}

/** Of `userIds`, those who turned `switchName` off (no row: on, the default). */
export async function findUsersWithSwitchOff(
  db: Db,
  userIds: number[],
  switchName: 'emailNotifications' | 'pushNotifications',
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: userPreferences.userId })
    .from(userPreferences)
    .where(and(inArray(userPreferences.userId, userIds), eq(userPreferences[switchName], false)));
  return rows.map((r) => r.userId);
}
