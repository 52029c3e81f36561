import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { userPreferences } from '../../../db/schema';

export type SecuritySwitches = { emailNotifications?: boolean; securityAlerts?: boolean; loginNotifications?: boolean };

/** The three switches of the Security section; no row means every default (all on). */
export async function findSecuritySwitches(db: Db, userId: number) {
  const [row] = await db
    .select({
      emailNotifications: userPreferences.emailNotifications,
      securityAlerts: userPreferences.securityAlerts,
      loginNotifications: userPreferences.loginNotifications,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row ?? { emailNotifications: true, securityAlerts: true, loginNotifications: true };
}

/** Saves the switches given, creating the user's preferences row with defaults for the rest when there is none. */
export async function upsertSecuritySwitches(db: Db, userId: number, values: SecuritySwitches) {
  await db
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: new Date() } });
}
