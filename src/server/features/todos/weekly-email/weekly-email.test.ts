import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeeklyDigest, WeeklyEmailLog } from '../../../../shared/todos/todos.schemas';
import { createTestApp, waitForOutbox, type TestApp } from '../../../../test/app';
import { emailOutbox, emailSchedulerSettings, todoItems, userPreferences, weeklyEmailLogs } from '../../../db/schema';
import { call, todoUser } from '../todos-fixtures';
import { rescheduleWeeklyEmail } from './reschedule';
import { saveSchedulerSettings } from './scheduler-settings.service';
import { sendDueWeeklyEmails } from './weekly-email.service';

// Far in the future, so the every-minute job running in the background never finds these users due.
const FRIDAY = new Date('2030-03-01T12:00:00Z');
const monday = { sendDay: 'monday', sendTime: '09:00', isEnabled: true, recipientEmail: null } as const;

describe('The weekly TODO e-mail: its schedule in each time zone, sent once a week', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A user in `timezone` with open items and the Monday 09:00 schedule saved on FRIDAY. */
  async function scheduledUser(timezone: string, items = ['Call the supplier']) {
    const who = await todoUser(t.db, { timezone });
    for (const title of items) await t.db.insert(todoItems).values({ userId: who.user.id, title, priority: 'high' });
    await saveSchedulerSettings(t.db, who.user.id, monday, FRIDAY);
    return who;
  }
  const nextSendOf = async (userId: number) =>
    (await t.db.select().from(emailSchedulerSettings).where(eq(emailSchedulerSettings.userId, userId)))[0]?.nextSendAt;
  const logsOf = (userId: number) => t.db.select().from(weeklyEmailLogs).where(eq(weeklyEmailLogs.userId, userId));
  const messagesTo = (email: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), like(emailOutbox.relatedTo, 'weekly-email:%')));

  it('goes out at 09:00 Monday in Los Angeles and in Paris, each in its own zone, across the DST changes', async () => {
    const la = await scheduledUser('America/Los_Angeles');
    const paris = await scheduledUser('Europe/Paris');
    expect(await nextSendOf(la.user.id)).toEqual(new Date('2030-03-04T17:00:00Z')); // 09:00 PST
    expect(await nextSendOf(paris.user.id)).toEqual(new Date('2030-03-04T08:00:00Z')); // 09:00 CET

    await sendDueWeeklyEmails(t.ctx, new Date('2030-03-04T07:59:00Z'));
    expect(await logsOf(paris.user.id)).toHaveLength(0);
    await sendDueWeeklyEmails(t.ctx, new Date('2030-03-04T08:00:00Z'));
    expect(await logsOf(paris.user.id)).toHaveLength(1);
    expect(await logsOf(la.user.id)).toHaveLength(0);
    await sendDueWeeklyEmails(t.ctx, new Date('2030-03-04T17:00:30Z'));
    const [laLog] = await logsOf(la.user.id);
    expect(laLog).toMatchObject({ kind: 'scheduled', weekOf: '2030-03-04', deliveryStatus: 'sent' });

    // The US moves its clocks on Sunday March 10: 09:00 PDT is an hour earlier in UTC.
    expect(await nextSendOf(la.user.id)).toEqual(new Date('2030-03-11T16:00:00Z'));
    expect(await nextSendOf(paris.user.id)).toEqual(new Date('2030-03-11T08:00:00Z'));
    // Europe moves on Sunday March 31. A run long after a missed slot sends that week once and moves on past now.
    await sendDueWeeklyEmails(t.ctx, new Date('2030-03-25T08:00:00Z'));
    expect(await nextSendOf(paris.user.id)).toEqual(new Date('2030-04-01T07:00:00Z')); // 09:00 CEST
    expect((await logsOf(paris.user.id)).map((l) => l.weekOf).sort()).toEqual(['2030-03-04', '2030-03-11']);
    expect(await messagesTo(paris.user.email)).toHaveLength(2);
  });

  it('is sent once when the job runs twice, at once, or in a process that read the schedule before it moved', async () => {
    const { user } = await scheduledUser('Europe/Paris');
    const slot = new Date('2030-03-04T08:00:00Z');
    await Promise.all([sendDueWeeklyEmails(t.ctx, slot), sendDueWeeklyEmails(t.ctx, slot)]);
    await sendDueWeeklyEmails(t.ctx, new Date('2030-03-04T08:05:00Z'));
    expect(await logsOf(user.id)).toHaveLength(1);
    // A second process that still sees the old slot (its schedule not yet moved on) finds the week claimed.
    await t.db
      .update(emailSchedulerSettings)
      .set({ nextSendAt: slot })
      .where(eq(emailSchedulerSettings.userId, user.id));
    expect(await sendDueWeeklyEmails(t.ctx, new Date('2030-03-04T08:10:00Z'))).toBe(0);
    expect(await logsOf(user.id)).toHaveLength(1);
    expect(await messagesTo(user.email)).toHaveLength(1);
    expect(await nextSendOf(user.id)).toEqual(new Date('2030-03-11T08:00:00Z'));
  });

  it('lists up to five items a section, open ones by priority then due date, and the week’s completions', async () => {
    const { user, cookie } = await todoUser(t.db, { timezone: 'UTC' });
    const add = (title: string, values: Partial<typeof todoItems.$inferInsert> = {}) =>
      t.db.insert(todoItems).values({ userId: user.id, title, category: 'technical_issues', ...values });
    await add('low', { priority: 'low' });
    await add('medium undated');
    await add('medium later', { dueDate: '2030-06-02' });
    await add('medium sooner', { dueDate: '2030-06-01' });
    await add('high', { priority: 'high' });
    await add('sixth', { priority: 'low' });
    await add('ux', { category: 'ux_improvements' });
    await add('done lately', { status: 'completed', completedAt: new Date() });
    await add('done long ago', { status: 'completed', completedAt: new Date('2020-01-01T00:00:00Z') });
    const preview = await call(t, 'GET', '/api/weekly-email-preview', cookie);
    expect(preview.statusCode).toBe(200);
    const digest = preview.json<WeeklyDigest>();
    expect(digest.recipient).toBe(user.email);
    expect(digest.openCount).toBe(7);
    expect(digest.sections.map((s) => [s.label, s.total, s.items.map((i) => i.title)])).toEqual([
      ['Technical Issues', 6, ['high', 'medium sooner', 'medium later', 'medium undated', 'low']],
      ['UX Improvements', 1, ['ux']],
      ['Recent Completions', 1, ['done lately']],
    ]);
    expect(digest.subject).toBe('Your weekly TODO summary: 7 open items');
  });

  it('sends the test e-mail at once, logs it as a test, and shows it in Email History', async () => {
    const { user, cookie } = await todoUser(t.db);
    await call(t, 'POST', '/api/todos', cookie, { title: 'Renew the van insurance', priority: 'high' });
    await call(t, 'POST', '/api/email-scheduler-settings', cookie, { ...monday, recipientEmail: 'Boss@Example.com' });
    const sent = await call(t, 'POST', '/api/send-weekly-todo-email', cookie);
    expect(sent.statusCode, sent.body).toBe(202);
    const message = await waitForOutbox(t.db, (o) => o.relatedTo === `weekly-email:${sent.json<{ id: number }>().id}`);
    expect(message.to).toBe('boss@example.com');
    expect(message.text).toContain('Renew the van insurance');
    expect(message.text).toContain('This is a test send');
    await waitForOutbox(t.db, (o) => o.id === message.id && o.status === 'sent');
    const history = await call(t, 'GET', '/api/weekly-email-logs', cookie);
    expect(history.headers['x-total-count']).toBe('1');
    expect(history.json<WeeklyEmailLog[]>()).toEqual([
      expect.objectContaining({
        kind: 'test',
        deliveryStatus: 'sent',
        recipient: 'boss@example.com',
        emailSubject: 'Your weekly TODO summary: 1 open item',
      }),
    ]);
    const [log] = await logsOf(user.id);
    expect(log.weekOf).toBeNull();
    expect(log.todoItemsIncluded).toHaveLength(1);
  });

  it('saves the Email Settings in the specified words, and a disabled schedule has no next send', async () => {
    const { user, cookie } = await todoUser(t.db);
    const before = await call(t, 'GET', '/api/email-scheduler-settings', cookie);
    expect(before.json()).toMatchObject({ isEnabled: true, sendDay: 'monday', sendTime: '09:00', nextSendAt: null });
    for (const [body, field, message] of [
      [{ recipientEmail: 'not-an-address' }, 'recipientEmail', 'Valid email required'],
      [{ sendDay: 'someday' }, 'sendDay', 'Please choose a day of the week'],
      [{ sendTime: '9am' }, 'sendTime', 'Please enter a time as HH:MM'],
      [{ sendTime: '24:00' }, 'sendTime', 'Please enter a time as HH:MM'],
    ] as const) {
      const response = await call(t, 'POST', '/api/email-scheduler-settings', cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { [field]: message } });
    }
    expect(await nextSendOf(user.id)).toBeUndefined();
    const saved = await call(t, 'POST', '/api/email-scheduler-settings', cookie, {
      isEnabled: true,
      sendDay: 'friday',
      sendTime: '17:30',
      recipientEmail: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ sendDay: 'friday', sendTime: '17:30', recipientEmail: null });
    const next = new Date(saved.json<{ nextSendAt: string }>().nextSendAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    const off = await call(t, 'POST', '/api/email-scheduler-settings', cookie, { ...monday, isEnabled: false });
    expect(off.json()).toMatchObject({ isEnabled: false, nextSendAt: null });
  });

  it('is not sent when the weekly-digest preference is off, nor to a user with nothing open', async () => {
    const digestOff = await scheduledUser('America/New_York');
    await t.db.insert(userPreferences).values({ userId: digestOff.user.id, weeklyDigest: false });
    const nothingOpen = await scheduledUser('America/New_York', []);
    const run = new Date('2030-03-04T14:00:00Z'); // 09:00 EST
    await sendDueWeeklyEmails(t.ctx, run);
    for (const { user } of [digestOff, nothingOpen]) {
      expect(await logsOf(user.id)).toHaveLength(0);
      expect(await messagesTo(user.email)).toHaveLength(0);
      // Skipped weeks still move on: next Monday, not every minute from now on.
      expect(await nextSendOf(user.id)).toEqual(new Date('2030-03-11T13:00:00Z'));
    }
    // The preference back on: the next week goes out.
    await t.db.update(userPreferences).set({ weeklyDigest: true }).where(eq(userPreferences.userId, digestOff.user.id));
    await sendDueWeeklyEmails(t.ctx, new Date('2030-03-11T13:00:00Z'));
    expect(await logsOf(digestOff.user.id)).toHaveLength(1);
  });

  it('moves the next send when the time zone changes', async () => {
    const { user } = await scheduledUser('America/New_York');
    expect(await nextSendOf(user.id)).toEqual(new Date('2030-03-04T14:00:00Z'));
    // As Profile Settings saves a new zone, then calls the reschedule.
    await t.db.execute(sql`update users set timezone = 'Asia/Tokyo' where id = ${user.id}`);
    await rescheduleWeeklyEmail(t.db, user.id, FRIDAY);
    expect(await nextSendOf(user.id)).toEqual(new Date('2030-03-04T00:00:00Z')); // Monday 09:00 JST
  });
});
