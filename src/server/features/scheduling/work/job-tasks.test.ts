import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../../../shared/scheduling/job-work.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { jobTasks } from '../../../db/schema';
import { seedVisit, workTestApi } from './work-fixtures';

describe('a visit’s tasks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const { call, owner, createTask, taskRows, logRows } = workTestApi(() => t);
  const tasksUrl = (visitId: number) => `/api/appointments/${visitId}/tasks`;

  it('creates a task with the form’s defaults and answers it in the task shape', async () => {
    const { cookie, visit } = await owner();
    const response = await call('POST', tasksUrl(visit.id), cookie, {
      title: '  Trim hedges ',
      description: 'Front and side',
      estimatedTime: 45,
      assignedTo: 'Sam',
      materials: 'Hedge trimmer',
      notes: '',
    });
    expect(response.statusCode, response.body).toBe(201);
    const task = response.json<Task>();
    expect(task).toEqual({
      id: expect.any(Number),
      appointmentId: visit.id,
      title: 'Trim hedges',
      description: 'Front and side',
      status: 'pending',
      priority: 'medium',
      estimatedTime: 45,
      actualTime: null,
      assignedTo: 'Sam',
      materials: 'Hedge trimmer',
      notes: null,
      completedAt: null,
      createdAt: expect.any(String),
    });
    expect(await taskRows(visit.id)).toHaveLength(1);
  });

  it('lists the visit’s tasks in their order, a new one last', async () => {
    const { cookie, visit } = await owner();
    const a = await createTask(cookie, visit.id, { title: 'A' });
    const b = await createTask(cookie, visit.id, { title: 'B' });
    // Reordered behind the API's back: the list follows position, not the id.
    await t.db.update(jobTasks).set({ position: 7 }).where(eq(jobTasks.id, a.id));
    const c = await createTask(cookie, visit.id, { title: 'C' });
    const other = await seedVisit(t.db, { companyId: visit.companyId });
    await createTask(cookie, other.id, { title: 'Elsewhere' });

    const response = await call('GET', tasksUrl(visit.id), cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<Task[]>().map((x) => x.id)).toEqual([b.id, a.id, c.id]);
  });

  it('a task created completed is completed now', async () => {
    const { cookie, visit } = await owner();
    const task = await createTask(cookie, visit.id, { status: 'completed' });
    expect(task.completedAt).not.toBeNull();
  });

  it.each([
    ['no title', {}, 'title', 'Title is required'],
    ['a blank title', { title: '   ' }, 'title', 'Title is required'],
    ['an unknown status', { title: 'A', status: 'done' }, 'status', 'Choose pending, in-progress or completed'],
    ['an unknown priority', { title: 'A', priority: 'asap' }, 'priority', 'Choose a priority'],
    ['a negative time', { title: 'A', estimatedTime: -5 }, 'estimatedTime', 'Time must be a whole number of minutes'],
  ])('refuses %s with 400 and stores nothing', async (_label, body, field, message) => {
    const { cookie, visit } = await owner();
    const response = await call('POST', tasksUrl(visit.id), cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await taskRows(visit.id)).toHaveLength(0);
  });

  it('updates what the input names and keeps the rest', async () => {
    const { cookie, visit } = await owner();
    const task = await createTask(cookie, visit.id, { assignedTo: 'Sam', notes: 'Gate code 1234' });
    const response = await call('PUT', `${tasksUrl(visit.id)}/${task.id}`, cookie, {
      title: 'Trim all hedges',
      priority: 'high',
      actualTime: 50,
      notes: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Task>()).toMatchObject({
      title: 'Trim all hedges',
      priority: 'high',
      actualTime: 50,
      assignedTo: 'Sam',
      notes: null,
      status: 'pending',
    });
    expect(await logRows(visit.id)).toHaveLength(0);
  });

  it('logs a status change (previous and new, the task, who) and moves completedAt with it', async () => {
    const { cookie, user, visit } = await owner();
    const task = await createTask(cookie, visit.id);
    const url = `${tasksUrl(visit.id)}/${task.id}`;

    const done = await call('PUT', url, cookie, { ...task, status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Task>().completedAt).not.toBeNull();
    const [log] = await logRows(visit.id);
    expect(log).toMatchObject({
      companyId: visit.companyId,
      taskId: task.id,
      logType: 'task',
      previousValue: 'pending',
      newValue: 'completed',
      loggedBy: 'Casey Rivera',
      loggedByUserId: user.id,
      message: 'Task "Trim hedges" changed from pending to completed',
    });

    // The same status again is no change: nothing more is logged.
    expect((await call('PUT', url, cookie, { status: 'completed' })).statusCode).toBe(200);
    expect(await logRows(visit.id)).toHaveLength(1);

    const reopened = await call('PUT', url, cookie, { status: 'in-progress' });
    expect(reopened.json<Task>().completedAt).toBeNull();
    const logs = await logRows(visit.id);
    expect(logs).toHaveLength(2);
    expect(logs.find((l) => l.id !== log!.id)).toMatchObject({ previousValue: 'completed', newValue: 'in-progress' });
  });

  it('refuses a bad update with 400 and changes nothing', async () => {
    const { cookie, visit } = await owner();
    const task = await createTask(cookie, visit.id);
    for (const body of [{ title: '' }, { status: 'done' }, { title: 'Fine', estimatedTime: 1.5 }]) {
      const response = await call('PUT', `${tasksUrl(visit.id)}/${task.id}`, cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toBeTypeOf('object');
    }
    const [row] = await taskRows(visit.id);
    expect(row).toMatchObject({ title: 'Trim hedges', status: 'pending', estimatedTime: null });
    expect(await logRows(visit.id)).toHaveLength(0);
  });

  it('deletes a task (204); it is gone and a second delete answers 404', async () => {
    const { cookie, visit } = await owner();
    const task = await createTask(cookie, visit.id);
    const url = `${tasksUrl(visit.id)}/${task.id}`;
    const response = await call('DELETE', url, cookie);
    expect(response.statusCode).toBe(204);
    expect(await taskRows(visit.id)).toHaveLength(0);
    const again = await call('DELETE', url, cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Task not found' });
  });

  it('answers another company’s visit exactly like a missing one, on every route, and changes nothing', async () => {
    const a = await owner();
    const b = await owner();
    const task = await createTask(a.cookie, a.visit.id);
    const missing = 2_000_000_000;
    for (const visitId of [a.visit.id, missing]) {
      const answers = [
        await call('GET', tasksUrl(visitId), b.cookie),
        await call('POST', tasksUrl(visitId), b.cookie, { title: 'Sneaky' }),
        await call('PUT', `${tasksUrl(visitId)}/${task.id}`, b.cookie, { status: 'completed' }),
        await call('DELETE', `${tasksUrl(visitId)}/${task.id}`, b.cookie),
      ];
      for (const r of answers) {
        expect(r.statusCode).toBe(404);
        expect(r.json()).toEqual({ message: 'Appointment not found' });
      }
    }
    const rows = await taskRows(a.visit.id);
    expect(rows).toMatchObject([{ id: task.id, status: 'pending' }]);
  });

  it('answers a task of another visit (same company or not) exactly like a missing one', async () => {
    const a = await owner();
    const b = await owner();
    const sameCompanyVisit = await seedVisit(t.db, { companyId: a.company.id });
    const taskOfOtherVisit = await createTask(a.cookie, sameCompanyVisit.id);
    const taskOfOtherCompany = await createTask(b.cookie, b.visit.id);
    for (const taskId of [taskOfOtherVisit.id, taskOfOtherCompany.id, 2_000_000_000]) {
      const url = `${tasksUrl(a.visit.id)}/${taskId}`;
      for (const r of [
        await call('PUT', url, a.cookie, { status: 'completed' }),
        await call('DELETE', url, a.cookie),
      ]) {
        expect(r.statusCode).toBe(404);
        expect(r.json()).toEqual({ message: 'Task not found' });
      }
    }
    expect(await taskRows(sameCompanyVisit.id)).toMatchObject([{ status: 'pending' }]);
    expect(await taskRows(b.visit.id)).toMatchObject([{ status: 'pending' }]);
    expect(await logRows(sameCompanyVisit.id)).toHaveLength(0);
  });

  it('refuses malformed ids with 400 and strangers with 401', async () => {
    const { cookie, visit } = await owner();
    const bad = await call('GET', '/api/appointments/abc/tasks', cookie);
    expect(bad.statusCode).toBe(400);
    expect((await call('PUT', `${tasksUrl(visit.id)}/0`, cookie, { title: 'x' })).statusCode).toBe(400);
    expect((await call('GET', tasksUrl(visit.id))).statusCode).toBe(401);
    expect((await call('POST', tasksUrl(visit.id), undefined, { title: 'x' })).statusCode).toBe(401);
    expect(await taskRows(visit.id)).toHaveLength(0);
  });
});
