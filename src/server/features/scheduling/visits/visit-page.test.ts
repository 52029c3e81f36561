import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentSchema, type Appointment } from '../../../../shared/scheduling/appointments.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { genericPlan } from '../../../../test/generic-plan';
import { appointments, customers, jobTasks } from '../../../db/schema';
import { SEARCH_COUNT_CAP } from '../../../lib/list-page';
import { newToken } from '../../../lib/tokens';
import { visitForm, visitTestApi } from './visit-fixtures';
import { techniciansQuery } from './visit-json.queries';
import { visitPageQuery } from './visit-page.queries';

const strictList = z.array(appointmentSchema.strict());

/** The List View and the week are written by the database (visit-json.queries.ts, visit-page.queries.ts): each must be the API's visit. */
describe("the visit list's and the week's statements", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createVisit } = visitTestApi(() => t);

  /** Every listed visit held to the schema (strict), each exactly (to its keys' order) what reading it alone answers. */
  async function expectEachAsAlone(cookie: string, body: string) {
    const raw = JSON.parse(body) as { id: number }[];
    const listed = strictList.parse(raw);
    for (const visit of raw) {
      const alone = await call('GET', `/api/appointments/${visit.id}`, cookie);
      expect(JSON.stringify(visit)).toBe(alone.body);
    }
    return listed;
  }

  it('lists and answers the week with every visit exactly as reading it alone answers it, in every state', async () => {
    const { cookie, customer, service, company } = await owner();
    const tricky = 'Quotes " and \\ backslash, tab\tnew\nline, émoji 🌱, <b>html</b>, control \u0001';
    const [bare] = await t.db
      .insert(customers)
      .values({ companyId: company.id, name: 'Renée "Ree" O\'Hara', accessToken: newToken() })
      .returning();
    const plain = await createVisit(cookie, visitForm(bare!.id, { assignedTechnician: null }));
    // The form takes one line; what the database holds is written whatever it is.
    await t.db.update(appointments).set({ title: tricky }).where(eq(appointments.id, plain.id));
    const series = await createVisit(
      cookie,
      visitForm(customer.id, {
        title: 'Weekly pool care',
        serviceId: service.id,
        description: tricky,
        notes: null,
        location: null,
        estimatedCost: null,
        actualCost: '99.10',
        materialsCost: '0',
        laborCost: '12345678.90',
        assignedTechnician: ' Sam ',
        startTime: '2026-11-25T09:00:00-05:00',
        endTime: '2026-11-25T10:00:00-05:00',
        recurrence: { frequency: 'weekly', count: 2 },
      }),
    );
    const oneOff = await createVisit(
      cookie,
      visitForm(customer.id, {
        serviceId: service.id,
        startTime: '2026-11-26T09:00:00-05:00',
        endTime: '2026-11-26T10:00:00-05:00',
      }),
    );
    // Times to the microsecond (written as JavaScript reads them: to the millisecond), an answer, a technician
    // written untrimmed (the week's filter finds 'Sam' too), an invoice.
    await t.db.execute(sql`update appointments set status = 'completed', customer_response = 'confirmed',
      on_my_way_at = '2026-11-25 13:55:01.999999+00', started_at = '2026-11-25 14:00:00.000001+00',
      completed_at = '2026-11-25 15:00:00.5+00', reminder_sent = true, assigned_technician = ' Sam ', created_at = '2026-01-31 23:59:59.123456+00'
      where id = ${series.id}`);
    await t.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, oneOff.id));
    const invoiced = await call('POST', `/api/appointments/${oneOff.id}/invoice`, cookie);
    expect(invoiced.statusCode, invoiced.body).toBe(201);
    const task = { companyId: company.id, appointmentId: series.id };
    await t.db.insert(jobTasks).values([
      { ...task, title: 'Skim', status: 'completed' },
      { ...task, title: 'Vacuum', status: 'in-progress' },
      { ...task, title: 'Test water' },
    ]);

    const list = await call('GET', '/api/appointments/list?limit=200', cookie);
    expect([list.statusCode, list.headers['content-type'], list.headers['x-total-count']]).toEqual([
      200,
      'application/json; charset=utf-8',
      '4',
    ]);
    const listed = await expectEachAsAlone(cookie, list.body);
    expect(listed.map((v) => v.id)).toEqual([
      expect.any(Number), // the series' second visit, a week later
      oneOff.id,
      series.id,
      plain.id,
    ]);
    // A search's page (its ids, then their visits: two statements) writes them as the list does.
    const searched = await call('GET', '/api/appointments/list?search=%22REE%22%20O%27HARA', cookie);
    expect([searched.statusCode, searched.headers['x-total-count']]).toEqual([200, '1']);
    expect((await expectEachAsAlone(cookie, searched.body)).map((v) => v.id)).toEqual([plain.id]);
    const byId = (id: number) => listed.find((v) => v.id === id)!;
    expect(byId(series.id)).toMatchObject({
      description: tricky,
      assignedTechnician: ' Sam ',
      laborCost: '12345678.90',
      materialsCost: '0.00',
      estimatedCost: null,
      status: 'completed',
      reminderSent: true,
      customerResponse: 'confirmed',
      onMyWayAt: '2026-11-25T13:55:01.999Z',
      startedAt: '2026-11-25T14:00:00.000Z',
      completedAt: '2026-11-25T15:00:00.500Z',
      createdAt: '2026-01-31T23:59:59.123Z',
      job: { serviceId: service.id, serviceName: 'Pool Service', recurring: true },
      tasks: { done: 1, total: 3 },
    });
    expect(byId(plain.id)).toMatchObject({
      title: tricky,
      customer: { name: 'Renée "Ree" O\'Hara', email: null, phone: null },
      job: null,
      tasks: { done: 0, total: 0 },
    });
    expect(byId(oneOff.id).invoiceId).toEqual(expect.any(Number));

    const week = await call(
      'GET',
      '/api/appointments?from=2026-11-23T00:00:00-05:00&to=2026-11-30T00:00:00-05:00',
      cookie,
    );
    expect([week.statusCode, week.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
    const inWeek = await expectEachAsAlone(cookie, week.body);
    expect(inWeek.map((v) => v.id)).toEqual([plain.id, series.id, oneOff.id]);
    const sams = await call(
      'GET',
      '/api/appointments?from=2026-11-23T00:00:00-05:00&to=2026-12-07T00:00:00-05:00&technician=sam',
      cookie,
    );
    expect(strictList.parse(sams.json()).map((v) => v.id)).toEqual([series.id, listed[0]!.id]);
    const empty = await call('GET', '/api/appointments?from=2027-01-01T00:00:00Z&to=2027-01-02T00:00:00Z', cookie);
    expect(empty.body).toBe('[]');
  });

  it('totals from the kept counts, counts a technician or days, and a search up to the cap', async () => {
    const { cookie, customer, company } = await owner();
    const other = await owner();
    await createVisit(other.cookie, visitForm(other.customer.id, { title: 'Hedge trim elsewhere' }));
    const many = SEARCH_COUNT_CAP + 2;
    await t.db.execute(sql`insert into appointments (company_id, customer_id, title, appointment_type, status,
        start_time, end_time, duration, assigned_technician)
      select ${company.id}, ${customer.id}, 'Hedge trim ' || n, 'maintenance',
             case when n % 3 = 0 then 'completed' else 'scheduled' end,
             '2026-01-01T09:00:00Z'::timestamptz + n * interval '1 day',
             '2026-01-01T10:00:00Z'::timestamptz + n * interval '1 day', 60, case when n % 2 = 0 then 'Dana' else 'dana ' end
      from generate_series(1, ${many}) n`);
    await createVisit(cookie, visitForm(customer.id, { title: 'Lawn care', assignedTechnician: 'Sam' }));
    const headers = async (query: string) => {
      const response = await call('GET', `/api/appointments/list?${query}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      strictList.parse(response.json());
      return [
        response.headers['x-total-count'],
        response.headers['x-total-count-exact'] ?? 'exact',
        response.json<unknown[]>().length,
      ];
    };
    expect(await headers('limit=20')).toEqual([String(many + 1), 'exact', 20]);
    expect(await headers('status=completed&limit=20')).toEqual(['34', 'exact', 20]);
    expect(await headers('status=cancelled')).toEqual(['0', 'exact', 0]);
    expect(await headers('technician=DANA&limit=5')).toEqual([String(many), 'exact', 5]);
    expect(await headers('technician=Sam&limit=5')).toEqual(['1', 'exact', 1]);
    expect(await headers('technician=nobody')).toEqual(['0', 'exact', 0]);
    expect(await headers('from=2026-01-02&to=2026-01-11&limit=5')).toEqual(['10', 'exact', 5]);
    expect(await headers('search=hedge&limit=20')).toEqual([String(SEARCH_COUNT_CAP), 'false', 20]);
    expect(await headers('search=hedge&limit=20&offset=100')).toEqual([String(many), 'exact', 2]);
    expect(await headers('search=hedge&limit=200')).toEqual([String(many), 'exact', many]);
    expect(await headers('search=hedge&status=completed')).toEqual(['34', 'exact', 34]);
    expect(await headers('search=whitfield&limit=1')).toEqual([String(SEARCH_COUNT_CAP), 'false', 1]);
    expect(await headers('search=whitfield&technician=sam')).toEqual(['1', 'exact', 1]);

    // A status change moves the kept counts; the page agrees with counting.
    const [first] = await t.db.select().from(appointments).where(eq(appointments.title, 'Hedge trim 1'));
    await call('PATCH', `/api/appointments/${first!.id}`, cookie, { status: 'cancelled' });
    expect(await headers('status=cancelled')).toEqual(['1', 'exact', 1]);
    // 68 of the series and the one booked, less the one cancelled.
    expect(await headers('status=scheduled&limit=1')).toEqual(['68', 'exact', 1]);
  });

  it('reads a deep page from the end of the list, in the same order as reading ahead', async () => {
    const { cookie, customer, company } = await owner();
    await t.db.execute(sql`insert into appointments (company_id, customer_id, title, appointment_type, status,
        start_time, end_time, duration)
      select ${company.id}, ${customer.id}, 'Visit ' || n, 'maintenance',
             case when n % 2 = 0 then 'confirmed' else 'scheduled' end,
             '2025-01-01T09:00:00Z'::timestamptz + (n / 3) * interval '1 hour',
             '2025-01-01T09:30:00Z'::timestamptz + (n / 3) * interval '1 hour', 30
      from generate_series(1, 2400) n`);
    const expected = async (status?: string) =>
      (
        await t.db
          .select({ id: appointments.id })
          .from(appointments)
          .where(
            sql`${appointments.companyId} = ${company.id} ${status ? sql`and ${appointments.status} = ${status}` : sql``}`,
          )
          .orderBy(sql`${appointments.startTime} desc, ${appointments.id} desc`)
      ).map((r) => r.id);
    for (const [query, status] of [
      ['', undefined],
      ['status=confirmed&', 'confirmed'],
    ] as const) {
      const all = await expected(status);
      // Ahead, and from the end (past DEEP_OFFSET in the list's second half).
      for (const offset of [1000, Math.floor(all.length * 0.8), all.length - 7]) {
        const response = await call('GET', `/api/appointments/list?${query}limit=20&offset=${offset}`, cookie);
        expect(response.headers['x-total-count']).toBe(String(all.length));
        expect(response.json<Appointment[]>().map((v) => v.id)).toEqual(all.slice(offset, offset + 20));
      }
    }
  });

  it("plans, without the values, the page from the company's index alone and the technicians by a skip scan", async () => {
    const { company, customer } = await owner();
    await t.db.execute(sql`insert into appointments (company_id, customer_id, title, appointment_type, status,
        start_time, end_time, duration, assigned_technician)
      select ${company.id}, ${customer.id}, 'Visit ' || n, 'maintenance', 'scheduled',
             '2025-01-01T09:00:00Z'::timestamptz + n * interval '1 hour',
             '2025-01-01T09:30:00Z'::timestamptz + n * interval '1 hour', 30, 'Tech ' || (n % 5)
      from generate_series(1, 3000) n`);
    await t.db.execute(sql`analyze appointments`);
    const values = {
      companyId: company.id,
      status: 'scheduled',
      limit: 20,
      scanLimit: 21,
      scanOffset: 0,
    };
    const flags = { byTechnician: false, byAssignee: false, byFrom: false, byTo: false, bySearch: false };
    for (const byStatus of [false, true]) {
      for (const fromEnd of [false, true]) {
        const plan = await genericPlan(t.db, visitPageQuery(t.db, { ...flags, byStatus, fromEnd }), values);
        expect(plan).toMatch(/Index Only Scan/);
        expect(plan).not.toMatch(/Seq Scan on appointments|"Relation Name":"appointments"[^}]*"Node Type":"Seq/);
      }
    }
    const technicians = await genericPlan(t.db, techniciansQuery(t.db), { companyId: company.id });
    expect(technicians).toMatch(/Index Only Scan/);
    expect(technicians).toMatch(/appointments_technician_start_idx/);
    expect(technicians).not.toMatch(/Seq Scan/);
  });
});
