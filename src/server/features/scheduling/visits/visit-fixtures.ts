import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Appointment } from '../../../../shared/scheduling/appointments.schemas';
import type { TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import type { UserOverrides } from '../../../db/seed/factories';
import { seedService } from '../../../db/seed/factories';
import { appointments, customers, jobProgressLogs, jobs } from '../../../db/schema';
import { newToken } from '../../../lib/tokens';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The instants the rows start at, in order. */
export const starts = (rows: { startTime: Date }[]) => rows.map((r) => r.startTime.toISOString());

/** A valid New Appointment form for `customerId`: Tuesday, Nov 24 2026, 9:00 to 10:00 in New York. */
export function visitForm(customerId: number, overrides: object = {}) {
  return {
    title: 'Pool opening',
    appointmentType: 'maintenance',
    customerId,
    startTime: '2026-11-24T09:00:00-05:00',
    endTime: '2026-11-24T10:00:00-05:00',
    duration: 60,
    priority: 'medium',
    description: 'Open the pool for the season',
    location: '4 Oak Ave, Springfield',
    notes: 'Gate code 1234',
    estimatedCost: '120.50',
    assignedTechnician: 'Dana',
    ...overrides,
  };
}

/** The calls and rows the visit tests share, on the test app `app()` returns once it exists. */
export function visitTestApi(app: () => TestApp) {
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    app().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /** A signed-in owner with a customer (who has an e-mail address) and a service. */
  async function owner(overrides: UserOverrides = {}) {
    const o = await signedInOwner(app(), overrides);
    const [customer] = await app()
      .db.insert(customers)
      .values({
        companyId: o.company.id,
        name: 'Dana Whitfield',
        email: `dana-${newToken().slice(0, 8).toLowerCase()}@example.com`,
        phone: '(555) 010-3000',
        accessToken: newToken(),
      })
      .returning();
    const service = await seedService(app().db, { companyId: o.company.id, name: 'Pool Service', baseRate: '95.00' });
    return { ...o, customer: customer!, service: service! };
  }

  async function createVisit(cookie: string, form: object) {
    const response = await call('POST', '/api/appointments', cookie, form);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Appointment>();
  }

  async function setStatus(cookie: string, id: number, status: string) {
    const response = await call('PATCH', `/api/appointments/${id}`, cookie, { status });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Appointment>();
  }

  const visitRows = (companyId: number) =>
    app()
      .db.select()
      .from(appointments)
      .where(eq(appointments.companyId, companyId))
      .orderBy(asc(appointments.startTime), asc(appointments.id));
  const jobRows = (companyId: number) =>
    app().db.select().from(jobs).where(eq(jobs.companyId, companyId)).orderBy(asc(jobs.id));
  const logRows = (visitId: number) =>
    app()
      .db.select()
      .from(jobProgressLogs)
      .where(eq(jobProgressLogs.appointmentId, visitId))
      .orderBy(asc(jobProgressLogs.id));

  /** Books a weekly series from Tue, Oct 20 2026, 9:00 to 10:00 New York time, across the November change. */
  async function weekly(count: number, overrides: object = {}) {
    const o = await owner();
    const first = await createVisit(
      o.cookie,
      visitForm(o.customer.id, {
        serviceId: o.service.id,
        startTime: '2026-10-20T09:00:00-04:00',
        endTime: '2026-10-20T10:00:00-04:00',
        recurrence: { frequency: 'weekly', count },
        ...overrides,
      }),
    );
    return { ...o, first, visits: await visitRows(o.company.id) };
  }

  return { call, owner, createVisit, setStatus, weekly, visitRows, jobRows, logRows };
}
