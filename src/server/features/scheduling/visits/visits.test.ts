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
