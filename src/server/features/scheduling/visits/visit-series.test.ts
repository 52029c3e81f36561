import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../../../shared/scheduling/appointments.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { appointments, customers } from '../../../db/schema';
import { newToken } from '../../../lib/tokens';
import { starts, visitForm, visitTestApi } from './visit-fixtures';

describe('editing and deleting the visits of a recurring job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, setStatus, weekly, visitRows, jobRows } = visitTestApi(() => t);

  describe('PUT with a scope', () => {
    it("'this' changes and moves only the visit, which becomes rescheduled", async () => {
      const { company, cookie, customer, service, visits } = await weekly(3);
      const second = visits[1]!;
      const response = await call(
        'PUT',
        `/api/appointments/${second.id}`,
        cookie,
        visitForm(customer.id, {
          serviceId: service.id,
          title: 'Pool care, late',
          startTime: '2026-10-27T13:00:00-04:00',
          endTime: '2026-10-27T14:00:00-04:00',
          scope: 'this',
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Appointment>()).toMatchObject({ title: 'Pool care, late', status: 'rescheduled' });
      const rows = await visitRows(company.id);
      expect(rows.map((r) => [r.title, r.status, r.startTime.toISOString()])).toEqual([
        ['Pool opening', 'scheduled', '2026-10-20T13:00:00.000Z'],
        ['Pool care, late', 'rescheduled', '2026-10-27T17:00:00.000Z'],
        ['Pool opening', 'scheduled', '2026-11-03T14:00:00.000Z'],
      ]);
      expect(rows[1]!.reminderTime!.toISOString()).toBe('2026-10-26T17:00:00.000Z');
    });

    it("'this and following' carries the changes and the same move on the local clock to the open later visits", async () => {
      const { company, cookie, customer, service, visits } = await weekly(5);
      const [, second, third, fourth, fifth] = visits;
      await t.db.update(appointments).set({ reminderSent: true }).where(eq(appointments.id, third!.id));
      await setStatus(cookie, fourth!.id, 'cancelled');
      await setStatus(cookie, fifth!.id, 'in-progress');
      await setStatus(cookie, fifth!.id, 'completed');

      // Tuesday, Oct 27, 9:00 to 10:00 (EDT) becomes Monday, Nov 2, 10:00 to 11:30 (EST), with Sam.
      const response = await call(
        'PUT',
        `/api/appointments/${second!.id}`,
        cookie,
        visitForm(customer.id, {
          serviceId: service.id,
          notes: 'Side gate',
          assignedTechnician: 'Sam',
          startTime: '2026-11-02T10:00:00-05:00',
          endTime: '2026-11-02T11:30:00-05:00',
          scope: 'following',
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const rows = await visitRows(company.id);
      expect(rows.map((r) => [r.startTime.toISOString(), r.duration, r.status, r.notes, r.assignedTechnician])).toEqual(
        [
          ['2026-10-20T13:00:00.000Z', 60, 'scheduled', 'Gate code 1234', 'Dana'],
          ['2026-11-02T15:00:00.000Z', 90, 'rescheduled', 'Side gate', 'Sam'],
          // Moved as on the clock: 6 days later at 10:00, not 6 days and 2 hours later.
          ['2026-11-09T15:00:00.000Z', 90, 'rescheduled', 'Side gate', 'Sam'],
          ['2026-11-10T14:00:00.000Z', 60, 'cancelled', 'Gate code 1234', 'Dana'],
          ['2026-11-17T14:00:00.000Z', 60, 'completed', 'Gate code 1234', 'Dana'],
        ],
      );
      const third2 = rows.find((r) => r.id === third!.id)!;
      expect(third2).toMatchObject({ reminderSent: false, reminderTime: new Date('2026-11-08T15:00:00.000Z') });
    });

    it("'following' with no move carries only the fields changed, and reschedules nothing", async () => {
      const { company, cookie, customer, service, visits } = await weekly(3);
      await call(
        'PUT',
        `/api/appointments/${visits[2]!.id}`,
        cookie,
        visitForm(customer.id, {
          serviceId: service.id,
          location: 'Back yard',
          startTime: visits[2]!.startTime.toISOString(),
          endTime: visits[2]!.endTime.toISOString(),
          scope: 'this',
        }),
      );
      const form = visitForm(customer.id, {
        serviceId: service.id,
        startTime: '2026-10-27T09:00:00-04:00',
        endTime: '2026-10-27T10:00:00-04:00',
        priority: 'high',
        scope: 'following',
      });
      expect((await call('PUT', `/api/appointments/${visits[1]!.id}`, cookie, form)).statusCode).toBe(200);
      const rows = await visitRows(company.id);
      expect(rows.map((r) => [r.priority, r.location, r.status])).toEqual([
        ['medium', '4 Oak Ave, Springfield', 'scheduled'],
        ['high', '4 Oak Ave, Springfield', 'scheduled'],
        // Its own location stays: the form did not change the location of the visit it was opened on.
        ['high', 'Back yard', 'scheduled'],
      ]);
      expect(starts(rows)).toEqual(starts(visits));
    });

    it('moves visits given another customer to a job of their own', async () => {
      const { company, cookie, service, visits } = await weekly(4);
      const [other] = await t.db
        .insert(customers)
        .values({ companyId: company.id, name: 'Lee Park', accessToken: newToken() })
        .returning();
      const moveTo = (id: number, scope: string, start: Date) =>
        call(
          'PUT',
          `/api/appointments/${id}`,
          cookie,
          visitForm(other!.id, {
            serviceId: service.id,
            startTime: start.toISOString(),
            endTime: new Date(start.getTime() + 3_600_000).toISOString(),
            scope,
          }),
        );
      expect((await moveTo(visits[3]!.id, 'this', visits[3]!.startTime)).statusCode).toBe(200);
      expect((await moveTo(visits[1]!.id, 'following', visits[1]!.startTime)).statusCode).toBe(200);
      const jobs = await jobRows(company.id);
      const rows = await visitRows(company.id);
      expect(jobs.map((j) => [j.customerId, j.rrule])).toEqual([
        // Each job's rule counts the visits it has now; one left alone no longer repeats.
        [visits[0]!.customerId, null],
        [other!.id, null],
        [other!.id, 'FREQ=WEEKLY;INTERVAL=1;COUNT=2'],
      ]);
      expect(rows.map((r) => [r.jobId, r.customerId])).toEqual([
        [jobs[0]!.id, visits[0]!.customerId],
        [jobs[2]!.id, other!.id],
        [jobs[2]!.id, other!.id],
        [jobs[1]!.id, other!.id],
      ]);
    });

    it("answers 404 for another company's customer or service and changes nothing", async () => {
      const { company, cookie, customer, visits } = await weekly(2);
      const stranger = await owner();
      const put = (form: object) => call('PUT', `/api/appointments/${visits[0]!.id}`, cookie, form);
      const customerOf = await put(visitForm(stranger.customer.id, { title: 'X', scope: 'following' }));
      expect(customerOf.statusCode).toBe(404);
      expect(customerOf.json()).toEqual({ message: 'Customer not found' });
      const serviceOf = await put(visitForm(customer.id, { serviceId: stranger.service.id, title: 'X' }));
      expect(serviceOf.json()).toEqual({ message: 'Service not found' });
      const bad = await put(visitForm(customer.id, { title: '', scope: 'following' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'Title is required', fields: { title: 'Title is required' } });
      const badScope = await put(visitForm(customer.id, { scope: 'all' }));
      expect(badScope.json()).toMatchObject({ fields: { scope: 'Choose this visit or this and following' } });
      expect((await visitRows(company.id)).map((r) => r.title)).toEqual(['Pool opening', 'Pool opening']);
    });
  });

  describe('DELETE with a scope', () => {
    it("'this' deletes the visit, 'following' the later ones not completed; the job goes with its last visit", async () => {
      const { company, cookie, visits } = await weekly(5);
      await setStatus(cookie, visits[4]!.id, 'in-progress');
      await setStatus(cookie, visits[4]!.id, 'completed');
      expect((await call('DELETE', `/api/appointments/${visits[1]!.id}`, cookie)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/appointments/${visits[1]!.id}`, cookie)).statusCode).toBe(404);
      const following = await call('DELETE', `/api/appointments/${visits[2]!.id}?scope=following`, cookie);
      expect(following.statusCode).toBe(204);
      expect((await visitRows(company.id)).map((r) => r.id)).toEqual([visits[0]!.id, visits[4]!.id]);
      expect((await jobRows(company.id))[0]).toMatchObject({
        status: 'scheduled',
        rrule: 'FREQ=WEEKLY;INTERVAL=1;COUNT=2',
      });

      expect((await call('DELETE', `/api/appointments/${visits[0]!.id}?scope=bogus`, cookie)).statusCode).toBe(400);
      expect((await call('DELETE', `/api/appointments/${visits[0]!.id}?scope=following`, cookie)).statusCode).toBe(204);
      expect((await jobRows(company.id))[0]).toMatchObject({ status: 'completed' });
      expect((await call('DELETE', `/api/appointments/${visits[4]!.id}`, cookie)).statusCode).toBe(204);
      expect(await jobRows(company.id)).toEqual([]);
    });
  });
});
