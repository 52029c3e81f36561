import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feedback } from '../../../shared/feedback/feedback.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_ADMIN } from '../../../test/test-env';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../test/smtp';
import { emailOutbox, notifications } from '../../db/schema';
import { adminSession, call, feedbackForm, sessionOf, userWithSession } from './feedback-fixtures';

describe('Feedback: submitting, answering, and who hears of it', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let admin: string;
  let secondAdmin: { email: string };
  let disabledAdmin: { email: string };
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    admin = (await adminSession(t.db)).cookie;
    secondAdmin = (await userWithSession(t.db, { isAdmin: true, email: 'second-admin@crewdesk.test' })).user;
    disabledAdmin = (
      await userWithSession(t.db, { isAdmin: true, email: 'gone-admin@crewdesk.test', disabledAt: new Date() })
    ).user;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const submit = async (cookie: string, change: object = {}) => {
    const response = await call(t, 'POST', '/api/feedback', cookie, feedbackForm(change));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Feedback>();
  };
  const outboxOf = (id: number) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedTo, `feedback:${id}`))
      .orderBy(emailOutbox.id);
  const respond = (id: number, response: string, isInternal: boolean) =>
    call(t, 'POST', `/api/feedback/${id}/responses`, admin, { response, isInternal });

  it('records the submission as open and e-mails every active administrator, replies going to the submitter', async () => {
    const { user, cookie } = await userWithSession(t.db, { email: 'jordan@greenline.test' });
    const feedback = await submit(cookie, { title: 'Calendar drag is slow' });
    expect(feedback).toMatchObject({
      userId: user.id,
      status: 'open',
      type: 'bug',
      priority: 'high',
      title: 'Calendar drag is slow',
      attachments: [],
      responses: [],
    });

    for (const to of [TEST_ADMIN.email, secondAdmin.email]) {
      const mail = await smtp.waitForMessage(
        (msg) => addressedTo(to)(msg) && msg.subject === 'New feedback: Calendar drag is slow',
      );
      expect(mail.replyTo?.value[0]?.address).toBe('jordan@greenline.test');
      expect(mail.text).toContain('jordan@greenline.test sent a bug with high priority');
      expect(mail.text).toContain(`${t.ctx.origin.url}/admin/feedback`);
    }
    const outbox = await outboxOf(feedback.id);
    expect(outbox.map((o) => o.to).sort()).toEqual([TEST_ADMIN.email, secondAdmin.email].sort());
    expect(outbox.map((o) => o.to)).not.toContain(disabledAdmin.email);
  });

  it('lets the administrator set any status in any order; the owner reads the change', async () => {
    const { cookie } = await userWithSession(t.db);
    const feedback = await submit(cookie);
    for (const status of ['closed', 'open', 'resolved', 'in_progress']) {
      const response = await call(t, 'PUT', `/api/feedback/${feedback.id}/status`, admin, { status });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: feedback.id, status });
      const mine = await call(t, 'GET', `/api/feedback/${feedback.id}`, cookie);
      expect(mine.json()).toMatchObject({ status });
    }
  });

  it('keeps internal notes from the submitter, and tells them of public responses by e-mail and on the bell', async () => {
    const { user, cookie } = await userWithSession(t.db, { email: 'riley@poolpros.test', firstName: 'Riley' });
    const feedback = await submit(cookie, { title: 'Where is the export?' });

    const note = await respond(feedback.id, 'Looks like a duplicate of #12, internal only', true);
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json()).toMatchObject({ isInternal: true });
    const reply = await respond(feedback.id, 'Account Settings > Danger Zone has it.', false);
    expect(reply.statusCode, reply.body).toBe(201);

    // The public reply's message arrives; the note, written before it, sent none.
    const mail = await smtp.waitForMessage(
      (msg) => addressedTo('riley@poolpros.test')(msg) && msg.subject === 'Re: Where is the export?',
    );
    expect(mail.text).toContain('Hi Riley,');
    expect(mail.text).toContain('Account Settings > Danger Zone has it.');
    expect(mail.text).not.toContain('duplicate');
    const toSubmitter = (await outboxOf(feedback.id)).filter((o) => o.to === 'riley@poolpros.test');
    expect(toSubmitter).toHaveLength(1);
    const bell = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'feedback.response')));
    expect(bell).toEqual([expect.objectContaining({ body: 'Where is the export?', link: '/feedback' })]);

    const mine = await call(t, 'GET', `/api/feedback/${feedback.id}`, cookie);
    expect(mine.json<Feedback>().responses).toEqual([
      expect.objectContaining({ response: 'Account Settings > Danger Zone has it.', isInternal: false }),
    ]);
    expect(mine.body).not.toContain('duplicate');
    const list = await call(t, 'GET', '/api/feedback', cookie);
    expect(list.body).not.toContain('duplicate');
    expect(list.json<Feedback[]>()[0].responses).toHaveLength(1);

    const asAdmin = await call(t, 'GET', `/api/feedback/${feedback.id}`, admin);
    expect(asAdmin.json<Feedback>().responses.map((r) => [r.isInternal, r.response])).toEqual([
      [true, 'Looks like a duplicate of #12, internal only'],
      [false, 'Account Settings > Danger Zone has it.'],
    ]);
  });

  it("lists a user's own submissions only, newest first and paged; the administrator's list holds everyone's", async () => {
    const a = await userWithSession(t.db);
    const b = await userWithSession(t.db);
    const mine = [await submit(a.cookie, { title: 'A first' }), await submit(a.cookie, { title: 'A second' })];
    const theirs = await submit(b.cookie, { title: 'B only' });

    const list = await call(t, 'GET', '/api/feedback', a.cookie);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json<Feedback[]>().map((f) => f.id)).toEqual([mine[1].id, mine[0].id]);
    const paged = await call(t, 'GET', '/api/feedback?limit=1&offset=1', a.cookie);
    expect(paged.json<Feedback[]>().map((f) => f.id)).toEqual([mine[0].id]);
    expect(paged.headers['x-total-count']).toBe('2');

    const all = await call(t, 'GET', '/api/feedback?limit=100', admin);
    const ids = all.json<Feedback[]>().map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining([mine[0].id, mine[1].id, theirs.id]));
    expect(Number(all.headers['x-total-count'])).toBe(ids.length);
  });

  it('filters by status and counts the cards in SQL, for the reader: the owner their own, the administrator all', async () => {
    const { user, cookie } = await userWithSession(t.db);
    const open = await submit(cookie, { priority: 'urgent' });
    const done = await submit(cookie);
    await call(t, 'PUT', `/api/feedback/${done.id}/status`, admin, { status: 'resolved' });

    const resolved = await call(t, 'GET', '/api/feedback?status=resolved', cookie);
    expect(resolved.json<Feedback[]>().map((f) => f.id)).toEqual([done.id]);
    expect(resolved.headers['x-total-count']).toBe('1');
    const summary = await call(t, 'GET', '/api/feedback/summary', cookie);
    expect(summary.json()).toEqual({ total: 2, open: 1, inProgress: 0, resolved: 1, closed: 0, urgentOpen: 1 });

    const everyone = await call(t, 'GET', '/api/feedback/summary', admin);
    const adminList = await call(t, 'GET', '/api/feedback?status=open&limit=1', admin);
    expect(everyone.json().total).toBeGreaterThan(2);
    expect(everyone.json().open).toBe(Number(adminList.headers['x-total-count']));
    expect(adminList.json<Feedback[]>()[0]).toMatchObject({ id: open.id, userId: user.id });
  });

  it('lets an administrator send feedback too (they are verified by role)', async () => {
    const session = await sessionOf(t.db, (await adminSession(t.db)).admin.id);
    const created = await call(t, 'POST', '/api/feedback', session, feedbackForm({ type: 'other' }));
    expect(created.statusCode, created.body).toBe(201);
  });
});
