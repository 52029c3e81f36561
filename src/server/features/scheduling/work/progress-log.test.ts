import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressLog } from '../../../../shared/scheduling/job-work.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { jobProgressLogs } from '../../../db/schema';
import { insertProgressLog } from './progress-log.queries';
import { seedVisit, workTestApi } from './work-fixtures';

describe('a visit’s progress log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const { call, owner, createTask, logRows } = workTestApi(() => t);
  const progressUrl = (visitId: number) => `/api/appointments/${visitId}/progress`;

  it('adds a note by the signed-in user', async () => {
    const { cookie, user, visit } = await owner();
    const response = await call('POST', progressUrl(visit.id), cookie, {
      logType: 'note',
      message: ' Gate was locked ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ProgressLog>()).toEqual({
      id: expect.any(Number),
      appointmentId: visit.id,
      taskId: null,
      logType: 'note',
      message: 'Gate was locked',
      previousValue: null,
      newValue: null,
      loggedBy: 'Casey Rivera',
      photos: [],
      createdAt: expect.any(String),
    });
    const [row] = await logRows(visit.id);
    expect(row).toMatchObject({ loggedByUserId: user.id, companyId: visit.companyId });
  });

  it('names the user by e-mail when the account has no name', async () => {
    const { cookie, user, visit } = await owner({ firstName: null, lastName: null });
    const response = await call('POST', progressUrl(visit.id), cookie, { logType: 'note', message: 'Hi' });
    expect(response.json<ProgressLog>().loggedBy).toBe(user.email);
  });

  it('adds a note about one of the visit’s tasks, not another visit’s', async () => {
    const { cookie, company, visit } = await owner();
    const task = await createTask(cookie, visit.id);
    const ok = await call('POST', progressUrl(visit.id), cookie, {
      logType: 'note',
      message: 'Half done',
      taskId: task.id,
    });
    expect(ok.json<ProgressLog>().taskId).toBe(task.id);

    const otherVisit = await seedVisit(t.db, { companyId: company.id });
    const otherTask = await createTask(cookie, otherVisit.id);
    const refused = await call('POST', progressUrl(visit.id), cookie, {
      logType: 'note',
      message: 'Wrong',
      taskId: otherTask.id,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Task not found' });
    expect(await logRows(visit.id)).toHaveLength(1);
  });

  it.each([
    ['no log type', { message: 'Hello' }, 'logType', 'Log type is required'],
    ['a log type people do not write', { logType: 'status', message: 'Hello' }, 'logType', 'Log type is required'],
    ['a photo entry without its files', { logType: 'photo', message: 'Hello' }, 'logType', 'Log type is required'],
    ['no message', { logType: 'note' }, 'message', 'Message is required'],
    ['a blank message', { logType: 'note', message: '  ' }, 'message', 'Message is required'],
  ])('refuses %s with 400 and stores nothing', async (_label, body, field, message) => {
    const { cookie, visit } = await owner();
    const response = await call('POST', progressUrl(visit.id), cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await logRows(visit.id)).toHaveLength(0);
  });

  it('lists the visit’s entries newest first, task status changes included', async () => {
    const { cookie, visit } = await owner();
    const task = await createTask(cookie, visit.id);
    await call('POST', progressUrl(visit.id), cookie, { logType: 'note', message: 'First' });
    await call('PUT', `/api/appointments/${visit.id}/tasks/${task.id}`, cookie, { status: 'in-progress' });
    await call('POST', progressUrl(visit.id), cookie, { logType: 'note', message: 'Last' });
    const other = await seedVisit(t.db, { companyId: visit.companyId });
    await call('POST', progressUrl(other.id), cookie, { logType: 'note', message: 'Elsewhere' });

    const response = await call('GET', progressUrl(visit.id), cookie);
    expect(response.statusCode).toBe(200);
    const logs = response.json<ProgressLog[]>();
    expect(logs.map((l) => l.message)).toEqual([
      'Last',
      'Task "Trim hedges" changed from pending to in-progress',
      'First',
    ]);
    expect(logs[1]).toMatchObject({
      logType: 'task',
      taskId: task.id,
      previousValue: 'pending',
      newValue: 'in-progress',
    });
  });

  it('answers at most the 200 newest entries', async () => {
    const { cookie, visit } = await owner();
    const base = Date.UTC(2030, 0, 1);
    await t.db.insert(jobProgressLogs).values(
      Array.from({ length: 205 }, (_, i) => ({
        companyId: visit.companyId,
        appointmentId: visit.id,
        logType: 'note',
        message: `Entry ${i}`,
        loggedBy: 'Casey Rivera',
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const logs = (await call('GET', progressUrl(visit.id), cookie)).json<ProgressLog[]>();
    expect(logs).toHaveLength(200);
    expect(logs[0]!.message).toBe('Entry 204');
    expect(logs.at(-1)!.message).toBe('Entry 5');
  });

  it('shows entries written by the other parts (a visit’s status, the customer) as they are', async () => {
    const { cookie, visit } = await owner();
    await insertProgressLog(t.db, {
      companyId: visit.companyId,
      appointmentId: visit.id,
      logType: 'customer',
      message: 'Customer confirmed',
      loggedBy: 'Customer',
      metadata: { photos: 'not a list' },
    });
    const [log] = (await call('GET', progressUrl(visit.id), cookie)).json<ProgressLog[]>();
    expect(log).toMatchObject({ logType: 'customer', loggedBy: 'Customer', photos: [] });
  });

  it('answers another company’s visit exactly like a missing one and stores nothing', async () => {
    const a = await owner();
    const b = await owner();
    await call('POST', progressUrl(a.visit.id), a.cookie, { logType: 'note', message: 'Private' });
    for (const visitId of [a.visit.id, 2_000_000_000]) {
      for (const r of [
        await call('GET', progressUrl(visitId), b.cookie),
        await call('POST', progressUrl(visitId), b.cookie, { logType: 'note', message: 'Sneaky' }),
      ]) {
        expect(r.statusCode).toBe(404);
        expect(r.json()).toEqual({ message: 'Appointment not found' });
      }
    }
    expect(await logRows(a.visit.id)).toHaveLength(1);
  });

  it('refuses strangers with 401', async () => {
    const { visit } = await owner();
    expect((await call('GET', progressUrl(visit.id))).statusCode).toBe(401);
    expect((await call('POST', progressUrl(visit.id), undefined, { logType: 'note', message: 'x' })).statusCode).toBe(
      401,
    );
  });
});
