import { eq } from 'drizzle-orm';
import type { Env } from '../../env';
import { hashPassword } from '../../lib/passwords';
import { newToken } from '../../lib/tokens';
import type { Db } from '../client';
import { adminSettings, platformSettings, users } from '../schema';

export async function seedPlatformDefaults(db: Db) {
  const [existing] = await db.select({ id: platformSettings.id }).from(platformSettings).limit(1);
  if (!existing) await db.insert(platformSettings).values({});
}

/**
 * Makes ADMIN_EMAIL an administrator: promotes the account when it exists, else creates it with
 * ADMIN_PASSWORD or, without one, a generated password that is returned to be printed once.
 */
export async function ensureAdmin(db: Db, env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>) {
  const [found] = await db.select().from(users).where(eq(users.email, env.ADMIN_EMAIL));
  let generatedPassword: string | undefined;
  let user = found;
  if (user) {
    if (!user.isAdmin || !user.emailVerified) {
      [user] = await db.update(users).set({ isAdmin: true, emailVerified: true }).where(eq(users.id, user.id)).returning();
    }
  } else {
    const password = env.ADMIN_PASSWORD ?? (generatedPassword = newToken().slice(0, 16));
    [user] = await db
      .insert(users)
      .values({
        email: env.ADMIN_EMAIL,
        password: await hashPassword(password),
        firstName: 'Site',
        lastName: 'Administrator',
        isAdmin: true,
        emailVerified: true,
      })
      .returning();
  }
  await db.insert(adminSettings).values({ userId: user.id, isAdmin: true }).onConflictDoNothing();
  return { user, generatedPassword };
}
