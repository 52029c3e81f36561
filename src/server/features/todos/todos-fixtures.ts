import type { TestApp } from '../../../test/app';
import type { Db } from '../../db/client';
import { seedUser, type UserOverrides } from '../../db/seed/factories';
import { sessionOf } from '../feedback/feedback-fixtures';

export { sessionOf };

/** A verified user (no company needed: TODOs are the account's) and their session cookie. */
export async function todoUser(db: Db, overrides: UserOverrides = {}) {
  const user = await seedUser(db, overrides);
  return { user, cookie: await sessionOf(db, user.id) };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export const call = (t: TestApp, method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
