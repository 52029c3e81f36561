import { eq } from 'drizzle-orm';
import type { FeedbackInput } from '../../../shared/feedback/feedback.schemas';
import type { TestApp } from '../../../test/app';
import { TEST_ADMIN } from '../../../test/test-env';
import type { Db } from '../../db/client';
import { feedbackAttachments, feedbackResponses, feedbackSubmissions, sessions, users } from '../../db/schema';
import { seedUser, type UserOverrides } from '../../db/seed/factories';
import { SESSION_COOKIE } from '../../lib/session';
import { hashToken, newToken } from '../../lib/tokens';

export const MISSING_ID = 2_147_483_647;

/** Real image signatures, padded: what the upload judges (the bytes, not the declared type). */
export const IMAGES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(24)]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(16)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(24)]),
};

/** A session of the user written straight to the table (no password hashing, no sign-in limit), as a cookie. */
export async function sessionOf(db: Db, userId: number) {
  const token = newToken();
  const expire = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ sid: hashToken(token), userId, sess: { userId }, expire });
  return `${SESSION_COOKIE}=${token}`;
}

/** A user (verified unless told otherwise) and their session cookie. */
export async function userWithSession(db: Db, overrides: UserOverrides = {}) {
  const user = await seedUser(db, overrides);
  return { user, cookie: await sessionOf(db, user.id) };
}

export async function adminSession(db: Db) {
  const [admin] = await db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  return { admin, cookie: await sessionOf(db, admin.id) };
}

/** A valid form; `overrides` may make it invalid on purpose. */
export function feedbackForm(overrides: Partial<Record<keyof FeedbackInput, unknown>> = {}) {
  return {
    type: 'bug',
    priority: 'high',
    title: 'Invoice PDF shows the wrong date',
    description: 'The PDF of INV-0004 shows March 4 while the invoice says March 5.',
    ...overrides,
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request to the test app, signed in with `cookie` when given. */
export const call = (t: TestApp, method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** Uploads raw bytes as a screenshot, declaring `contentType` (default image/png). */
export const upload = (t: TestApp, cookie: string | undefined, body: Buffer, contentType = 'image/png', query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/feedback/attachments${query}`,
    headers: { ...(cookie ? { cookie } : {}), 'content-type': contentType },
    payload: body,
  });

/** Every feedback row, response and screenshot (without bytes): compared before and after a refused call. */
export async function feedbackTables(db: Db) {
  const [submissions, responses, screenshots] = await Promise.all([
    db.select().from(feedbackSubmissions).orderBy(feedbackSubmissions.id),
    db.select().from(feedbackResponses).orderBy(feedbackResponses.id),
    db
      .select({ key: feedbackAttachments.key, feedbackId: feedbackAttachments.feedbackId })
      .from(feedbackAttachments)
      .orderBy(feedbackAttachments.id),
  ]);
  return { submissions, responses, screenshots };
}
