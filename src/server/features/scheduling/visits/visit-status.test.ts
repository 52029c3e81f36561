import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TRANSITIONS,
  type Appointment,
} from '../../../../shared/scheduling/appointments.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { appointments, jobProgressLogs } from '../../../db/schema';
import { visitForm, visitTestApi } from './visit-fixtures';

describe('visit statuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createVisit, setStatus, logRows, jobRows, visitRows } = visitTestApi(() => t);

  it('reaches all six statuses, stamping the start and the end and logging each change by name', async () => {
    const { user, cookie, customer } = await owner();
    const visit = await createVisit(cookie, visitForm(customer.id));
    expect(visit.status).toBe('scheduled');
    expect((await setStatus(cookie, visit.id, 'confirmed')).status).toBe('confirmed');
    const moved = await call(
      'PUT',
      `/api/appointments/${visit.id}`,
      cookie,
      visitForm(customer.id, { startTime: '2026-11-25T09:00:00-05:00', endTime: '2026-11-25T10:00:00-05:00' }),
    );
    expect(moved.json<Appointment>().status).toBe('rescheduled');
    const started = await setStatus(cookie, visit.id, 'in-progress');
    expect(started.startedAt).not.toBeNull();
    expect(started.completedAt).toBeNull();
    const completed = await setStatus(cookie, visit.id, 'completed');
    expect(completed.completedAt).not.toBeNull();

    const other = await createVisit(cookie, visitForm(customer.id, { assignedTechnician: 'Sam' }));
    expect((await setStatus(cookie, other.id, 'cancelled')).status).toBe('cancelled');
    expect((await setStatus(cookie, other.id, 'scheduled')).status).toBe('scheduled');

    const logs = await logRows(visit.id);
    expect(logs.map((l) => [l.logType, l.previousValue, l.newValue, l.message])).toEqual([
      ['status', 'scheduled', 'confirmed', 'Status changed from Scheduled to Confirmed'],
      ['status', 'confirmed', 'rescheduled', 'Status changed from Confirmed to Rescheduled'],
      ['status', 'rescheduled', 'in-progress', 'Status changed from Rescheduled to In Progress'],
      ['status', 'in-progress', 'completed', 'Status changed from In Progress to Completed'],
    ]);
    expect(logs.every((l) => l.loggedBy === 'Casey Rivera' && l.loggedByUserId === user.id)).toBe(true);
    expect((await logRows(other.id)).map((l) => l.newValue)).toEqual(['cancelled', 'scheduled']);
  });

  it('allows exactly the transitions of APPOINTMENT_TRANSITIONS', async () => {
    const { cookie, customer } = await owner();
    const pairs = APPOINTMENT_STATUSES.flatMap((from) => APPOINTMENT_STATUSES.map((to) => [from, to] as const));
    const visits: Appointment[] = [];
    for (const [i] of pairs.entries()) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      visits.push(
        await createVisit(
          cookie,
          visitForm(customer.id, {
            assignedTechnician: null,
            startTime: `2027-0${1 + Math.floor(i / 28)}-${day}T09:00:00-05:00`,
            endTime: `2027-0${1 + Math.floor(i / 28)}-${day}T10:00:00-05:00`,
            allowOutsideHours: true,
          }),
        ),
      );
    }
    for (const [i, [from, to]] of pairs.entries()) {
      const id = visits[i]!.id;
      await t.db.update(appointments).set({ status: from }).where(eq(appointments.id, id));
      const response = await call('PATCH', `/api/appointments/${id}`, cookie, { status: to });
      const allowed = APPOINTMENT_TRANSITIONS[from].includes(to);
      expect(response.statusCode, `${from} -> ${to}`).toBe(allowed ? 200 : 409);
      if (!allowed) expect(response.json()).toEqual({ message: `A ${from} visit cannot be marked ${to}` });
    }
    // A refused change leaves the status it found, and no log.
    const refused = pairs.flatMap(([from, to], i) => (APPOINTMENT_TRANSITIONS[from].includes(to) ? [] : [i]));
    const ids = refused.map((i) => visits[i]!.id);
    const rows = new Map(
      (await t.db.select().from(appointments).where(inArray(appointments.id, ids))).map((r) => [r.id, r.status]),
    );
    expect(refused.map((i) => rows.get(visits[i]!.id))).toEqual(refused.map((i) => pairs[i]![0]));
    expect(await t.db.select().from(jobProgressLogs).where(inArray(jobProgressLogs.appointmentId, ids))).toEqual([]);
  });

  it('refuses an unknown status with 400', async () => {
    const { cookie, customer } = await owner();
    const visit = await createVisit(cookie, visitForm(customer.id));
    const response = await call('PATCH', `/api/appointments/${visit.id}`, cookie, { status: 'lost' });
    expect(response.statusCode).toBe(400);
    const message = 'Status must be scheduled, confirmed, in-progress, completed or cancelled';
    expect(response.json()).toEqual({ message, fields: { status: message } });
    expect(await logRows(visit.id)).toEqual([]);
  });

  it('moves the job along: in progress when a visit starts, completed when its last open visit is done', async () => {
    const { company, cookie, customer, service } = await owner();
    const first = await createVisit(
      cookie,
      visitForm(customer.id, { serviceId: service.id, recurrence: { frequency: 'weekly', count: 2 } }),
    );
    const [, second] = await visitRows(company.id);
    await setStatus(cookie, first.id, 'in-progress');
    expect((await jobRows(company.id))[0]).toMatchObject({ status: 'in-progress', completedDate: null });
    await setStatus(cookie, first.id, 'completed');
    expect((await jobRows(company.id))[0]).toMatchObject({ status: 'scheduled', completedDate: null });
    await setStatus(cookie, second!.id, 'in-progress');
    await setStatus(cookie, second!.id, 'completed');
    const [job] = await jobRows(company.id);
    expect(job!.status).toBe('completed');
    expect(job!.completedDate).toBeInstanceOf(Date);
  });

  it('keeps a visit under way or done as it is when its time changes', async () => {
    const { cookie, customer } = await owner();
    const visit = await createVisit(cookie, visitForm(customer.id));
    await setStatus(cookie, visit.id, 'in-progress');
    const later = visitForm(customer.id, { endTime: '2026-11-24T11:00:00-05:00' });
    const longer = await call('PUT', `/api/appointments/${visit.id}`, cookie, later);
    expect(longer.json<Appointment>()).toMatchObject({ status: 'in-progress', duration: 120 });
    await setStatus(cookie, visit.id, 'completed');
    const earlier = visitForm(customer.id, { startTime: '2026-11-24T08:00:00-05:00' });
    const moved = await call('PUT', `/api/appointments/${visit.id}`, cookie, earlier);
    expect(moved.json<Appointment>()).toMatchObject({ status: 'completed', duration: 120 });
    expect((await logRows(visit.id)).map((l) => l.newValue)).toEqual(['in-progress', 'completed']);
  });
});
