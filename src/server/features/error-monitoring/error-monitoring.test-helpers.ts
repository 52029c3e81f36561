import { desc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { TEST_ADMIN } from '../../../test/test-env';
import type { Db } from '../../db/client';
import { errorLogs, sessions, users } from '../../db/schema';
import { seedUser, type UserOverrides } from '../../db/seed/factories';
import { SESSION_COOKIE } from '../../lib/session';
import { hashToken, newToken } from '../../lib/tokens';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A session of the user written straight to the table (no password hashing, no sign-in limit), as a cookie. */
export async function sessionOf(db: Db, userId: number) {
  const token = newToken();
  const expire = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ sid: hashToken(token), userId, sess: { userId }, expire });
  return `${SESSION_COOKIE}=${token}`;
}

/** The administrator every test database starts with, signed in. */
export async function seededAdmin(db: Db) {
  const [admin] = await db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  return { user: admin, cookie: await sessionOf(db, admin.id) };
}

/** Another administrator (or, with `isAdmin: false`, an owner), signed in. */
export async function signedInUser(db: Db, overrides: UserOverrides = {}) {
  const user = await seedUser(db, { isAdmin: true, ...overrides });
  return { user, cookie: await sessionOf(db, user.id) };
}

/** One request to the test app, signed in with `cookie` when given. */
export const call = (t: TestApp, method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

export const lastErrorLog = async (db: Db) =>
  (await db.select().from(errorLogs).orderBy(desc(errorLogs.id)).limit(1))[0];

let sequence = 0;
/** A message no other test uses: each test's errors have their own fingerprints. */
export const uniqueMessage = (text: string) => `${text} #${Date.now().toString(36)}${++sequence}`;
