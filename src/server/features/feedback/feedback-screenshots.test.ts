import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PENDING_SCREENSHOTS_MAX,
  SCREENSHOT_MAX_BYTES,
  feedbackMessages as m,
  type Feedback,
  type Screenshot,
} from '../../../shared/feedback/feedback.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { feedbackAttachments } from '../../db/schema';
import { adminSession, call, feedbackForm, feedbackTables, IMAGES, upload, userWithSession } from './feedback-fixtures';

describe('Feedback screenshots: uploaded first, judged by their bytes, private to their owner and administrators', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await adminSession(t.db)).cookie;
  });
  afterAll(() => t.close());

  const uploaded = async (cookie: string, body: Buffer = IMAGES.png, declared = 'image/png', query = '') => {
    const response = await upload(t, cookie, body, declared, query);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Screenshot>();
  };
  const pending = (userId: number) =>
    t.db.select().from(feedbackAttachments).where(eq(feedbackAttachments.userId, userId));

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const)('takes a %s by its bytes, whatever type was declared', async (kind, type) => {
    const { cookie } = await userWithSession(t.db);
    const shot = await uploaded(cookie, IMAGES[kind], 'application/octet-stream', '?fileName=screen.bin');
    expect(shot).toMatchObject({ contentType: type, byteSize: IMAGES[kind].byteLength, fileName: 'screen.bin' });
    expect(shot.url).toBe(`/api/feedback/attachments/${shot.key}`);
  });

  it('refuses what is not a PNG, JPEG, WebP or GIF image (415), even declared as one, storing nothing', async () => {
    const { user, cookie } = await userWithSession(t.db);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n');
    for (const body of [svg, pdf, Buffer.from('just some text, not a picture'), IMAGES.png.subarray(0, 4)]) {
      const response = await upload(t, cookie, body, 'image/png');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: m.screenshotType });
    }
    expect(await pending(user.id)).toEqual([]);
  });

  it('takes exactly 5 MB and refuses a byte more (413), storing nothing', async () => {
    const { user, cookie } = await userWithSession(t.db);
    const limit = Buffer.concat([IMAGES.png, Buffer.alloc(SCREENSHOT_MAX_BYTES - IMAGES.png.byteLength)]);
    expect((await uploaded(cookie, limit)).byteSize).toBe(SCREENSHOT_MAX_BYTES);
    const over = await upload(t, cookie, Buffer.concat([limit, Buffer.alloc(1)]));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: m.screenshotSize });
    expect(await pending(user.id)).toHaveLength(1);
  });

  it('answers a visitor 401 and an unverified user 403 before reading the file', async () => {
    const unverified = await userWithSession(t.db, { emailVerified: false });
    expect((await upload(t, undefined, IMAGES.png)).statusCode).toBe(401);
    expect((await upload(t, unverified.cookie, IMAGES.png)).statusCode).toBe(403);
    expect(await pending(unverified.user.id)).toEqual([]);
  });

  it('attaches the screenshots to the submission and serves them to the owner and administrators only', async () => {
    const owner = await userWithSession(t.db);
    const stranger = await userWithSession(t.db);
    const [png, gif] = [await uploaded(owner.cookie), await uploaded(owner.cookie, IMAGES.gif, 'image/gif')];
    const created = await call(
      t,
      'POST',
      '/api/feedback',
      owner.cookie,
      feedbackForm({ attachments: [png.key, gif.key] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const feedback = created.json<Feedback>();
    expect(feedback.attachments.map((a) => [a.key, a.contentType])).toEqual([
      [png.key, 'image/png'],
      [gif.key, 'image/gif'],
    ]);
    const listed = await call(t, 'GET', '/api/feedback', admin);
    expect(listed.json<Feedback[]>().find((f) => f.id === feedback.id)?.attachments).toHaveLength(2);

    for (const cookie of [owner.cookie, admin]) {
      const file = await call(t, 'GET', gif.url, cookie);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/gif');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(IMAGES.gif)).toBe(true);
    }
    const theirs = await call(t, 'GET', gif.url, stranger.cookie);
    const missing = await call(t, 'GET', '/api/feedback/attachments/no-such-screenshot-key', stranger.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect((await call(t, 'GET', gif.url)).statusCode).toBe(401);
  });

  it("refuses a submission naming another user's screenshot or one already sent (400), writing nothing", async () => {
    const owner = await userWithSession(t.db);
    const stranger = await userWithSession(t.db);
    const strangers = await uploaded(stranger.cookie);
    const sent = await uploaded(owner.cookie);
    expect(
      (await call(t, 'POST', '/api/feedback', owner.cookie, feedbackForm({ attachments: [sent.key] }))).statusCode,
    ).toBe(201);
    const fresh = await uploaded(owner.cookie);
    const before = await feedbackTables(t.db);
    for (const keys of [[strangers.key], [fresh.key, sent.key]]) {
      const response = await call(t, 'POST', '/api/feedback', owner.cookie, feedbackForm({ attachments: keys }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ attachments: m.screenshotUnknown });
    }
    expect(await feedbackTables(t.db)).toEqual(before);
  });

  it("removes a waiting screenshot, but not a sent one nor anyone else's (404)", async () => {
    const owner = await userWithSession(t.db);
    const stranger = await userWithSession(t.db);
    const waiting = await uploaded(owner.cookie);
    expect((await call(t, 'DELETE', waiting.url, stranger.cookie)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', waiting.url, owner.cookie)).statusCode).toBe(204);
    expect((await call(t, 'GET', waiting.url, owner.cookie)).statusCode).toBe(404);
    const sent = await uploaded(owner.cookie);
    await call(t, 'POST', '/api/feedback', owner.cookie, feedbackForm({ attachments: [sent.key] }));
    expect((await call(t, 'DELETE', sent.url, owner.cookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', sent.url, owner.cookie)).statusCode).toBe(200);
  });

  it(`holds at most ${PENDING_SCREENSHOTS_MAX} waiting screenshots a user, and forgets those left a day unsent`, async () => {
    const { user, cookie } = await userWithSession(t.db);
    for (let i = 0; i < PENDING_SCREENSHOTS_MAX; i++) await uploaded(cookie);
    const refused = await upload(t, cookie, IMAGES.png);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: m.screenshotsPending });

    const [oldest] = await pending(user.id);
    await t.db
      .update(feedbackAttachments)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(feedbackAttachments.key, oldest.key));
    await uploaded(cookie);
    const keys = (await pending(user.id)).map((p) => p.key);
    expect(keys).toHaveLength(PENDING_SCREENSHOTS_MAX);
    expect(keys).not.toContain(oldest.key);
  });
});
