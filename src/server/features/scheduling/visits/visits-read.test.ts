import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../../../shared/scheduling/appointments.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { visitForm, visitTestApi } from './visit-fixtures';

// The visits read back: the week in view, the List View's page, the technicians (visits.test.ts: the writes).
describe('visits API reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createVisit } = visitTestApi(() => t);

  describe('GET /api/appointments (the week)', () => {
    it('answers the visits overlapping the range by start, one technician when asked', async () => {
      const { cookie, customer } = await owner();
      const at = (start: string, end: string, technician = 'Dana') =>
        createVisit(
          cookie,
          visitForm(customer.id, {
            startTime: start,
            endTime: end,
            assignedTechnician: technician,
            allowOutsideHours: true,
          }),
        );
      // Ends as the week starts: not in it. Crosses into it from the night before: in it.
      await at('2026-11-22T22:00:00-05:00', '2026-11-23T00:00:00-05:00');
      const overnight = await at('2026-11-22T23:00:00-05:00', '2026-11-23T01:00:00-05:00', 'Sam');
      const monday = await at('2026-11-23T09:00:00-05:00', '2026-11-23T10:00:00-05:00');
      const sunday = await at('2026-11-29T23:00:00-05:00', '2026-11-29T23:59:00-05:00');
      await at('2026-11-30T00:00:00-05:00', '2026-11-30T01:00:00-05:00', 'Lee');

      const week = '/api/appointments?from=2026-11-23T00:00:00-05:00&to=2026-11-30T00:00:00-05:00';
      const response = await call('GET', week, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json<Appointment[]>().map((v) => v.id)).toEqual([overnight.id, monday.id, sunday.id]);
      const dana = await call('GET', `${week}&technician=%20dana%20`, cookie);
      expect(dana.json<Appointment[]>().map((v) => v.id)).toEqual([monday.id, sunday.id]);
    });

    it.each([
      ['from=2026-11-23T00:00:00Z&to=2026-11-23T00:00:00Z', 'to', 'to must be after from'],
      ['from=2026-11-01T00:00:00Z&to=2027-01-02T00:00:01Z', 'to', 'The range can span at most 62 days'],
      ['from=monday&to=2026-11-23T00:00:00Z', 'from', 'from must be an ISO date-time'],
      ['from=0000-01-01T00:00:00Z&to=0000-01-02T00:00:00Z', 'from', 'from must be an ISO date-time'],
    ])('refuses %s', async (query, field, message) => {
      const { cookie } = await owner();
      const response = await call('GET', `/api/appointments?${query}`, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    });
  });

  describe('GET /api/appointments/list', () => {
    it('pages latest first with the total, filtered by status, technician, days and search', async () => {
      const { cookie, customer } = await owner();
      const other = await owner();
      await createVisit(other.cookie, visitForm(other.customer.id));
      const a = await createVisit(cookie, visitForm(customer.id, { title: 'Hedge 50% trim' }));
      const b = await createVisit(
        cookie,
        visitForm(customer.id, {
          title: 'Lawn care',
          assignedTechnician: 'Sam',
          startTime: '2026-11-25T23:30:00-05:00',
          endTime: '2026-11-26T00:30:00-05:00',
          allowOutsideHours: true,
        }),
      );
      const c = await createVisit(
        cookie,
        visitForm(customer.id, {
          title: 'Leaf cleanup',
          assignedTechnician: null,
          startTime: '2026-11-26T09:00:00-05:00',
          endTime: '2026-11-26T10:00:00-05:00',
        }),
      );

      const first = await call('GET', '/api/appointments/list?limit=2', cookie);
      expect(first.headers['x-total-count']).toBe('3');
      expect(first.json<Appointment[]>().map((v) => v.id)).toEqual([c.id, b.id]);
      const rest = await call('GET', '/api/appointments/list?limit=2&offset=2', cookie);
      expect(rest.json<Appointment[]>().map((v) => v.id)).toEqual([a.id]);

      const ids = async (query: string) => {
        const response = await call('GET', `/api/appointments/list?${query}`, cookie);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['x-total-count']).toBe(String(response.json<Appointment[]>().length));
        return response.json<Appointment[]>().map((v) => v.id);
      };
      expect(await ids('technician=SAM')).toEqual([b.id]);
      expect(await ids('search=LEAF')).toEqual([c.id]);
      expect(await ids('search=50%25')).toEqual([a.id]);
      expect(await ids('search=whitfield')).toEqual([c.id, b.id, a.id]);
      // Days are the business's: 11:30 PM on the 25th in New York is the 26th in UTC.
      expect(await ids('from=2026-11-25&to=2026-11-25')).toEqual([b.id]);
      expect(await ids('from=2026-11-26')).toEqual([c.id]);
      await call('PATCH', `/api/appointments/${a.id}`, cookie, { status: 'cancelled' });
      expect(await ids('status=cancelled')).toEqual([a.id]);
      expect((await call('GET', '/api/appointments/list?status=lost', cookie)).statusCode).toBe(400);
      expect((await call('GET', '/api/appointments/list?from=0000-01-01', cookie)).statusCode).toBe(400);
    });
  });

  it('GET /api/appointments/technicians names each technician once, whatever the case', async () => {
    const { cookie, customer } = await owner();
    const other = await owner();
    await createVisit(other.cookie, visitForm(other.customer.id, { assignedTechnician: 'Zed' }));
    const at = (technician: string | null, day: number) =>
      createVisit(
        cookie,
        visitForm(customer.id, {
          assignedTechnician: technician,
          startTime: `2026-12-${day}T09:00:00-05:00`,
          endTime: `2026-12-${day}T10:00:00-05:00`,
          allowOutsideHours: true,
        }),
      );
    await at('Sam', 10);
    await at('Dana', 11);
    await at('dana', 12);
    await at(null, 13);
    const response = await call('GET', '/api/appointments/technicians', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['Dana', 'Sam']);
  });
});
