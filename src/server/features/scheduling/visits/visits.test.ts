import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../../../shared/scheduling/appointments.schemas';
import { DEFAULT_WORKING_HOURS } from '../../../../shared/scheduling/schedule-settings.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { jobTasks, scheduleSettings, services } from '../../../db/schema';
import { visitForm, visitTestApi } from './visit-fixtures';

describe('visits API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createVisit, visitRows, jobRows } = visitTestApi(() => t);

  describe('POST /api/appointments', () => {
    it('books a visit awaiting the customer, its reminder a day before, its length from its times', async () => {
      const { company, cookie, customer } = await owner();
      const before = Date.now();
      const visit = await createVisit(
        cookie,
        visitForm(customer.id, { duration: 5, endTime: '2026-11-24T10:30:00-05:00' }),
      );
      expect(visit).toMatchObject({
        title: 'Pool opening',
        appointmentType: 'maintenance',
        customerId: customer.id,
        customer: { name: 'Dana Whitfield', email: customer.email, phone: '(555) 010-3000' },
        startTime: '2026-11-24T14:00:00.000Z',
        endTime: '2026-11-24T15:30:00.000Z',
        duration: 90,
        status: 'scheduled',
        priority: 'medium',
        estimatedCost: '120.50',
        actualCost: null,
        assignedTechnician: 'Dana',
        jobId: null,
        job: null,
        tasks: { done: 0, total: 0 },
        invoiceId: null,
        reminderSent: false,
        customerResponse: null,
      });
      const [row] = await visitRows(company.id);
      expect(row).toMatchObject({ duration: 90, reminderTime: new Date('2026-11-23T14:00:00.000Z') });
      expect(row!.confirmationRequestedAt!.getTime()).toBeGreaterThanOrEqual(before);
      expect(await jobRows(company.id)).toEqual([]);
    });

    it('confirms at once with auto confirmation on, and leaves the reminder out when reminders are off', async () => {
      const { company, cookie, customer } = await owner();
      await t.db.insert(scheduleSettings).values({
        companyId: company.id,
        workingHours: DEFAULT_WORKING_HOURS,
        reminderSettings: { enabled: false, hoursBefore: 24 },
        autoConfirmation: true,
      });
      const visit = await createVisit(cookie, visitForm(customer.id));
      expect(visit.status).toBe('confirmed');
      const [row] = await visitRows(company.id);
      expect(row).toMatchObject({ confirmationRequestedAt: null, reminderTime: null });
    });

    it('makes a job for a visit with a service', async () => {
      const { company, cookie, customer, service } = await owner();
      const visit = await createVisit(cookie, visitForm(customer.id, { serviceId: service.id }));
      const [job] = await jobRows(company.id);
      expect(job).toMatchObject({
        customerId: customer.id,
        serviceId: service.id,
        status: 'scheduled',
        scheduledDate: new Date('2026-11-24T14:00:00.000Z'),
        rrule: null,
      });
      expect(visit).toMatchObject({
        jobId: job!.id,
        job: { serviceId: service.id, serviceName: 'Pool Service', recurring: false, rrule: null },
      });
    });

    it.each([
      [{ title: ' ' }, 'title', 'Title is required'],
      [{ appointmentType: 'party' }, 'appointmentType', 'Appointment type is required'],
      [{ customerId: 0 }, 'customerId', 'Customer is required'],
      [{ customerId: 99_999_999_999 }, 'customerId', 'Customer is required'],
      [{ serviceId: 99_999_999_999 }, 'serviceId', 'Service not found'],
      [{ startTime: '0000-01-01T09:00:00Z' }, 'startTime', 'Start time is required'],
      [{ startTime: '' }, 'startTime', 'Start time is required'],
      [{ endTime: 'tomorrow' }, 'endTime', 'End time is required'],
      [{ endTime: '2026-11-24T08:00:00-05:00' }, 'endTime', 'End time must be after start time'],
      [{ endTime: '2026-11-25T09:01:00-05:00' }, 'endTime', 'A visit can last at most 24 hours'],
      [{ duration: 0 }, 'duration', 'Duration is required'],
      [{ estimatedCost: '-1' }, 'estimatedCost', 'Cost must be a positive amount'],
      [{ recurrence: { frequency: 'weekly', count: 3 } }, 'serviceId', 'Choose a service for a recurring job'],
    ])('refuses %j (%s: %s) and writes nothing', async (overrides, field, message) => {
      const { company, cookie, customer } = await owner();
      const response = await call('POST', '/api/appointments', cookie, visitForm(customer.id, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
      expect(await visitRows(company.id)).toEqual([]);
    });

    it('refuses times that are one minute apart only in their seconds', async () => {
      const { company, cookie, customer } = await owner();
      const response = await call(
        'POST',
        '/api/appointments',
        cookie,
        visitForm(customer.id, { startTime: '2026-11-24T09:00:10-05:00', endTime: '2026-11-24T09:00:50-05:00' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'End time must be after start time',
        fields: { endTime: 'End time must be after start time' },
      });
      expect(await visitRows(company.id)).toEqual([]);
    });

    it("answers 404 for another company's customer or service, as for a missing one", async () => {
      const { company, cookie, customer } = await owner();
      const stranger = await owner();
      const notMine = await call('POST', '/api/appointments', cookie, visitForm(stranger.customer.id));
      expect(notMine.statusCode).toBe(404);
      expect(notMine.json()).toEqual({ message: 'Customer not found' });
      const missing = await call('POST', '/api/appointments', cookie, visitForm(2_000_000_000));
      expect(missing.json()).toEqual({ message: 'Customer not found' });
      const service = await call(
        'POST',
        '/api/appointments',
        cookie,
        visitForm(customer.id, { serviceId: stranger.service.id }),
      );
      expect(service.statusCode).toBe(404);
      expect(service.json()).toEqual({ message: 'Service not found' });
      expect(await visitRows(company.id)).toEqual([]);
      expect(await jobRows(company.id)).toEqual([]);
    });

    it('needs a verified owner with a company', async () => {
      expect((await call('POST', '/api/appointments', undefined, visitForm(1))).statusCode).toBe(401);
      expect((await call('GET', '/api/appointments/technicians')).statusCode).toBe(401);
    });
  });

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

  describe('by id', () => {
    it('GET answers the visit with its job and its tasks done', async () => {
      const { company, cookie, customer, service } = await owner();
      const visit = await createVisit(cookie, visitForm(customer.id, { serviceId: service.id }));
      const response = await call('GET', `/api/appointments/${visit.id}`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(visit);
      const task = { companyId: company.id, appointmentId: visit.id };
      await t.db.insert(jobTasks).values([
        { ...task, title: 'Skim', status: 'completed' },
        { ...task, title: 'Vacuum', status: 'in-progress' },
        { ...task, title: 'Test water' },
      ]);
      const counted = await call('GET', `/api/appointments/${visit.id}`, cookie);
      expect(counted.json<Appointment>().tasks).toEqual({ done: 1, total: 3 });
    });

    it("answers 404 for another company's visit on every route, and changes nothing", async () => {
      const mine = await owner();
      const { cookie, customer } = await owner();
      const visit = await createVisit(mine.cookie, visitForm(mine.customer.id));
      const attempts = [
        call('GET', `/api/appointments/${visit.id}`, cookie),
        call('PUT', `/api/appointments/${visit.id}`, cookie, visitForm(customer.id, { title: 'Taken' })),
        call('PATCH', `/api/appointments/${visit.id}`, cookie, { status: 'cancelled' }),
        call('DELETE', `/api/appointments/${visit.id}?scope=following`, cookie),
        call('POST', `/api/appointments/${visit.id}/invoice`, cookie),
        call('GET', '/api/appointments/2000000000', cookie),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Appointment not found' });
      }
      const [row] = await visitRows(mine.company.id);
      expect(row).toMatchObject({ title: 'Pool opening', status: 'scheduled', invoiceId: null });
    });
  });

  it('DELETE /api/services/{id} answers 409 while a job uses the service', async () => {
    const { cookie, customer, service } = await owner();
    const visit = await createVisit(cookie, visitForm(customer.id, { serviceId: service.id }));
    const refused = await call('DELETE', `/api/services/${service.id}`, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This service has scheduled jobs. Remove its jobs before deleting it.' });
    expect(await t.db.select().from(services).where(eq(services.id, service.id))).toHaveLength(1);
    // Deleting its last visit takes the job with it: the service is free again.
    expect((await call('DELETE', `/api/appointments/${visit.id}`, cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/services/${service.id}`, cookie)).statusCode).toBe(204);
  });
});
