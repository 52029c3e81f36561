import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todoMessages as m, type Todo, type TodoStats } from '../../../shared/todos/todos.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { emailSchedulerSettings, todoItems } from '../../db/schema';
import { getTodoStats } from './todos.service';
import { call, todoUser } from './todos-fixtures';

const MISSING_ID = 2_147_483_647;

describe('TODO items: the calls, their messages and whose items they reach', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof todoUser>>;
  let other: Awaited<ReturnType<typeof todoUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    me = await todoUser(t.db, { timezone: 'America/Los_Angeles' });
    other = await todoUser(t.db);
  });
  afterAll(() => t.close());

  const create = async (body: object, cookie = me.cookie) => {
    const response = await call(t, 'POST', '/api/todos', cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Todo>();
  };
  const rows = () => t.db.select().from(todoItems).orderBy(todoItems.id);

  it('creates an item with the specified defaults, and the account its weekly schedule', async () => {
    const todo = await create({ title: '  Fix the login page  ' });
    expect(todo).toMatchObject({
      title: 'Fix the login page',
      description: null,
      priority: 'medium',
      category: 'feature_enhancements',
      status: 'pending',
      dueDate: null,
      completedAt: null,
    });
    const [schedule] = await t.db
      .select()
      .from(emailSchedulerSettings)
      .where(eq(emailSchedulerSettings.userId, me.user.id));
    expect(schedule).toMatchObject({ isEnabled: true, sendDay: 'monday', sendTime: '09:00' });
    // Monday 09:00 in Los Angeles: 16:00 or 17:00 UTC, whichever the season.
    expect(schedule.nextSendAt!.getUTCDay()).toBe(1);
    expect([16, 17]).toContain(schedule.nextSendAt!.getUTCHours());
    expect(schedule.nextSendAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it("refuses a form without a title with 'Title is required', and bad values in the specification's terms", async () => {
    const before = await rows();
    for (const [body, field, message] of [
      [{}, 'title', m.titleRequired],
      [{ title: '   ' }, 'title', m.titleRequired],
      [{ title: 'x', priority: 'urgent' }, 'priority', m.priorityInvalid],
      [{ title: 'x', category: 'misc' }, 'category', m.categoryInvalid],
      [{ title: 'x', dueDate: '2026-02-30' }, 'dueDate', m.dueDateInvalid],
      [{ title: 'x'.repeat(201) }, 'title', m.titleMax],
    ] as const) {
      const response = await call(t, 'POST', '/api/todos', me.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ fields: { [field]: message } });
    }
    expect(await rows()).toEqual(before);
  });

  it('edits, completes, reopens and deletes an item', async () => {
    const todo = await create({ title: 'Write the docs', priority: 'low', category: 'ux_improvements' });
    const edited = await call(t, 'PATCH', `/api/todos/${todo.id}`, me.cookie, {
      title: 'Write the user docs',
      priority: 'high',
      dueDate: '2030-01-15',
      description: 'All screens',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Write the user docs',
      priority: 'high',
      category: 'ux_improvements',
      dueDate: '2030-01-15',
      description: 'All screens',
    });

    const done = await call(t, 'PATCH', `/api/todos/${todo.id}/toggle`, me.cookie, { status: 'completed' });
    expect(done.json()).toMatchObject({ status: 'completed' });
    const completedAt = done.json<Todo>().completedAt;
    expect(completedAt).not.toBeNull();
    // Sending the same status again changes nothing, not even the moment it was completed.
    const again = await call(t, 'PATCH', `/api/todos/${todo.id}/toggle`, me.cookie, { status: 'completed' });
    expect(again.json<Todo>().completedAt).toBe(completedAt);
    const reopened = await call(t, 'PATCH', `/api/todos/${todo.id}/toggle`, me.cookie, { status: 'pending' });
    expect(reopened.json()).toMatchObject({ status: 'pending', completedAt: null });
    const bad = await call(t, 'PATCH', `/api/todos/${todo.id}/toggle`, me.cookie, { status: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { status: m.statusInvalid } });

    const deleted = await call(t, 'DELETE', `/api/todos/${todo.id}`, me.cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await rows()).some((r) => r.id === todo.id)).toBe(false);
    expect((await call(t, 'DELETE', `/api/todos/${todo.id}`, me.cookie)).statusCode).toBe(404);
  });

  it("answers 404 for another user's item, exactly as for a missing one, and changes nothing", async () => {
    const theirs = await create({ title: 'Their secret plan' }, other.cookie);
    const before = await rows();
    for (const [method, suffix, body] of [
      ['PATCH', '', { title: 'Mine now' }],
      ['PATCH', '/toggle', { status: 'completed' }],
      ['DELETE', '', undefined],
    ] as const) {
      const response = await call(t, method, `/api/todos/${theirs.id}${suffix}`, me.cookie, body);
      const missing = await call(t, method, `/api/todos/${MISSING_ID}${suffix}`, me.cookie, body);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
      expect(response.json()).toEqual({ message: m.notFound });
    }
    expect(await rows()).toEqual(before);
    const list = await call(t, 'GET', '/api/todos', me.cookie);
    expect(list.json<Todo[]>().map((i) => i.title)).not.toContain('Their secret plan');
  });

  it('lists open items first, then newest, a page at a time, filtered and searched on the server', async () => {
    const { user, cookie } = await todoUser(t.db);
    const made: Todo[] = [];
    for (const title of ['Alpha', 'Bravo', 'Charlie', 'Delta']) made.push(await create({ title }, cookie));
    await call(t, 'PATCH', `/api/todos/${made[3].id}/toggle`, cookie, { status: 'completed' });
    const all = await call(t, 'GET', '/api/todos', cookie);
    expect(all.headers['x-total-count']).toBe('4');
    expect(all.json<Todo[]>().map((i) => i.title)).toEqual(['Charlie', 'Bravo', 'Alpha', 'Delta']);
    const page = await call(t, 'GET', '/api/todos?limit=2&offset=2', cookie);
    expect(page.json<Todo[]>().map((i) => i.title)).toEqual(['Alpha', 'Delta']);
    const done = await call(t, 'GET', '/api/todos?status=completed', cookie);
    expect(done.json<Todo[]>().map((i) => i.title)).toEqual(['Delta']);
    expect(done.headers['x-total-count']).toBe('1');
    const search = await call(t, 'GET', '/api/todos?search=rav', cookie);
    expect(search.json<Todo[]>().map((i) => i.title)).toEqual(['Bravo']);
    expect((await call(t, 'GET', '/api/todos?limit=201', cookie)).statusCode).toBe(400);
    expect(user.id).toBeGreaterThan(0);
  });

  it("counts the cards in one aggregate: This Week on the user's own calendar", async () => {
    const { user, cookie } = await todoUser(t.db, { timezone: 'Pacific/Auckland' });
    const day = (offset: number) => new Date(Date.UTC(2030, 0, 10 + offset)).toISOString().slice(0, 10);
    const seed = (title: string, values: Partial<typeof todoItems.$inferInsert>) =>
      t.db.insert(todoItems).values({ userId: user.id, title, ...values });
    await seed('high open', { priority: 'high', dueDate: day(0) });
    await seed('high done', { priority: 'high', status: 'completed', completedAt: new Date(), dueDate: day(1) });
    await seed('due in 7', { dueDate: day(7) });
    await seed('due in 8', { dueDate: day(8) });
    await seed('overdue', { dueDate: day(-1) });
    await seed('undated', {});
    // 2030-01-09 12:00 UTC is already January 10 in Auckland: 'today' is the 10th there.
    const stats = await getTodoStats(t.db, user, new Date('2030-01-09T12:00:00Z'));
    expect(stats).toEqual<TodoStats>({ total: 6, completed: 1, highPriority: 1, thisWeek: 2 });
    const inUtc = await getTodoStats(t.db, { ...user, timezone: 'UTC' }, new Date('2030-01-09T12:00:00Z'));
    expect(inUtc.thisWeek).toBe(2); // the 9th in UTC: the overdue 9th and the 10th count, the 17th not yet
    const http = await call(t, 'GET', '/api/todos/stats', cookie);
    expect(http.statusCode).toBe(200);
    expect(http.json<TodoStats>()).toMatchObject({ total: 6, completed: 1, highPriority: 1 });
  });

  it('refuses anyone not signed in, and an unverified account', async () => {
    expect((await call(t, 'GET', '/api/todos')).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/todos', undefined, { title: 'x' })).statusCode).toBe(401);
    const unverified = await todoUser(t.db, { emailVerified: false });
    expect((await call(t, 'GET', '/api/todos', unverified.cookie)).statusCode).toBe(403);
  });
});
