import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../../../shared/scheduling/appointments.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { customers, jobTasks, scheduleVersions, services } from '../../../db/schema';
import { visitForm, visitTestApi } from './visit-fixtures';

const WEEK = '/api/appointments?from=2026-11-23T05:00:00.000Z&to=2026-11-30T05:00:00.000Z';

describe('the week kept in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createVisit } = visitTestApi(() => t);
  const week = async (cookie: string) => {
    const response = await call('GET', WEEK, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Appointment[]>();
  };
  const versionOf = async (companyId: number) => {
    const [row] = await t.db
      .select({ version: scheduleVersions.version })
      .from(scheduleVersions)
      .where(eq(scheduleVersions.companyId, companyId));
    return row?.version ?? 0;
  };

  it('shows every change to what the week holds, read again after each', async () => {
    const o = await owner();
    const visit = await createVisit(o.cookie, visitForm(o.customer.id, { serviceId: o.service.id }));
    expect((await week(o.cookie)).map((v) => v.title)).toEqual(['Pool opening']);
    expect(await week(o.cookie)).toHaveLength(1);

    // The visit itself, through the API.
    const moved = { ...visitForm(o.customer.id, { serviceId: o.service.id }), title: 'Pool closing' };
    expect((await call('PUT', `/api/appointments/${visit.id}`, o.cookie, moved)).statusCode).toBe(200);
    expect((await week(o.cookie))[0]).toMatchObject({ title: 'Pool closing', status: 'scheduled' });

    // Its customer, its service and its tasks, written straight to their tables.
    await t.db.update(customers).set({ name: 'Dana W. Whitfield' }).where(eq(customers.id, o.customer.id));
    expect((await week(o.cookie))[0]!.customer.name).toBe('Dana W. Whitfield');
    await t.db.update(services).set({ name: 'Pool Care' }).where(eq(services.id, o.service.id));
    expect((await week(o.cookie))[0]!.job?.serviceName).toBe('Pool Care');
    const [task] = await t.db
      .insert(jobTasks)
      .values({ companyId: o.company.id, appointmentId: visit.id, title: 'Skim' })
      .returning();
    expect((await week(o.cookie))[0]!.tasks).toEqual({ done: 0, total: 1 });
    await t.db.update(jobTasks).set({ status: 'completed' }).where(eq(jobTasks.id, task!.id));
    expect((await week(o.cookie))[0]!.tasks).toEqual({ done: 1, total: 1 });

    // Deleted.
    expect((await call('DELETE', `/api/appointments/${visit.id}`, o.cookie)).statusCode).toBe(204);
    expect(await week(o.cookie)).toEqual([]);
  });

  it('moves the version once per transaction that changes the schedule, and not for what the week does not show', async () => {
    const o = await owner();
    const start = await versionOf(o.company.id);
    await createVisit(
      o.cookie,
      visitForm(o.customer.id, { serviceId: o.service.id, recurrence: { frequency: 'weekly', count: 4 } }),
    );
    expect(await versionOf(o.company.id)).toBe(start + 1);
    await t.db.update(customers).set({ address: '9 Elm St' }).where(eq(customers.id, o.customer.id));
    expect(await versionOf(o.company.id)).toBe(start + 1);

    // Another company's change leaves this one's alone, and a rolled back change moves nothing.
    const other = await owner();
    await createVisit(other.cookie, visitForm(other.customer.id));
    expect(await versionOf(o.company.id)).toBe(start + 1);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(customers).set({ name: 'Nobody' }).where(eq(customers.id, o.customer.id));
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    expect(await versionOf(o.company.id)).toBe(start + 1);
  });
});
