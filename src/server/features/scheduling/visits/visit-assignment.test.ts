import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '../../../../shared/scheduling/appointments.schemas';
import { createTestApp, signIn, type TestApp } from '../../../../test/app';
import { appointments, companyMembers, customers, jobTasks } from '../../../db/schema';
import { seedUser } from '../../../db/seed/factories';
import { TECHNICIAN_DENIED } from '../../../lib/guards';
import { visitForm, visitTestApi } from './visit-fixtures';

const WEEK = '/api/appointments?from=2026-11-23T00:00:00-05:00&to=2026-11-30T00:00:00-05:00';
const NOT_MEMBER = 'Choose a member of your team';

// Visits assigned to the team's members, and what a technician reaches: their own visits only (docs/roles.md).
describe('visits assigned to the team', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createVisit } = visitTestApi(() => t);

  /** A member of the owner's team, signed in. */
  async function member(companyId: number, role: 'office' | 'technician', firstName: string) {
    const user = await seedUser(t.db, { firstName, lastName: 'Tech' });
    await t.db.insert(companyMembers).values({ companyId, userId: user.id, role });
    return { user, cookie: await signIn(t.app, user.email, user.plainPassword) };
  }

  /** An owner with an office member and two technicians, and two visits: one assigned to Terry, one to nobody. */
  async function team() {
    const o = await owner();
    const office = await member(o.company.id, 'office', 'Olive');
    const terry = await member(o.company.id, 'technician', 'Terry');
    const tess = await member(o.company.id, 'technician', 'Tess');
    await t.db.update(customers).set({ address: '4 Oak Ave' }).where(eq(customers.id, o.customer.id));
    const mine = await createVisit(o.cookie, visitForm(o.customer.id, { assignedUserId: terry.user.id }));
    const other = await createVisit(
      o.cookie,
      visitForm(o.customer.id, {
        title: 'Hedge trim',
        assignedTechnician: 'Sam',
        startTime: '2026-11-25T09:00:00-05:00',
        endTime: '2026-11-25T10:00:00-05:00',
      }),
    );
    return { ...o, office, terry, tess, mine, other };
  }

  const row = async (id: number) => (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  describe('GET /api/appointments/assignees', () => {
    it("answers the owner and the office the business's owner and members, and refuses a technician", async () => {
      const o = await team();
      const stranger = await owner();
      for (const cookie of [o.cookie, o.office.cookie]) {
        const response = await call('GET', '/api/appointments/assignees', cookie);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([
          { id: o.user.id, name: 'Casey Rivera', role: 'owner' },
          { id: o.office.user.id, name: 'Olive Tech', role: 'office' },
          { id: o.terry.user.id, name: 'Terry Tech', role: 'technician' },
          { id: o.tess.user.id, name: 'Tess Tech', role: 'technician' },
        ]);
      }
      const others = await call('GET', '/api/appointments/assignees', stranger.cookie);
      expect(others.json()).toEqual([{ id: stranger.user.id, name: 'Casey Rivera', role: 'owner' }]);
      const technician = await call('GET', '/api/appointments/assignees', o.terry.cookie);
      expect(technician.statusCode).toBe(403);
      expect(technician.json()).toMatchObject({ message: TECHNICIAN_DENIED });
    });
  });

  describe('assigning', () => {
    it('assigns a member, records who changed the visit, and keeps the assignee when the form leaves it out', async () => {
      const o = await team();
      expect(o.mine).toMatchObject({ assignedUserId: o.terry.user.id, assignedUserName: 'Terry Tech' });
      expect(o.other).toMatchObject({ assignedUserId: null, assignedUserName: null });
      expect(await row(o.mine.id)).toMatchObject({ assignedUserId: o.terry.user.id, updatedByUserId: o.user.id });

      // The office reassigns it; a form without the field (an older client, a drag) keeps the assignee.
      const form = visitForm(o.customer.id, { title: 'Pool opening, moved' });
      const moved = await call('PUT', `/api/appointments/${o.mine.id}`, o.office.cookie, form);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<Appointment>().assignedUserId).toBe(o.terry.user.id);
      expect(await row(o.mine.id)).toMatchObject({ updatedByUserId: o.office.user.id });
      const reassigned = await call('PUT', `/api/appointments/${o.mine.id}`, o.office.cookie, {
        ...form,
        assignedUserId: o.tess.user.id,
      });
      expect(reassigned.json<Appointment>()).toMatchObject({
        assignedUserId: o.tess.user.id,
        assignedUserName: 'Tess Tech',
      });
      const week = await call('GET', WEEK, o.cookie);
      expect(week.json<Appointment[]>().find((v) => v.id === o.mine.id)).toMatchObject({
        assignedUserName: 'Tess Tech',
      });
      const unassigned = await call('PUT', `/api/appointments/${o.mine.id}`, o.cookie, {
        ...form,
        assignedUserId: null,
      });
      expect(unassigned.json<Appointment>()).toMatchObject({ assignedUserId: null, assignedUserName: null });
      expect(await row(o.mine.id)).toMatchObject({ assignedUserId: null, updatedByUserId: o.user.id });
    });

    it("refuses someone not of the business's team, and a bad value, writing nothing", async () => {
      const o = await team();
      const stranger = await owner();
      const loner = await seedUser(t.db);
      for (const assignedUserId of [stranger.user.id, loner.id, 2_000_000_000]) {
        const created = await call('POST', '/api/appointments', o.cookie, visitForm(o.customer.id, { assignedUserId }));
        expect(created.statusCode).toBe(400);
        expect(created.json()).toEqual({ message: NOT_MEMBER, fields: { assignedUserId: NOT_MEMBER } });
        const updated = await call(
          'PUT',
          `/api/appointments/${o.other.id}`,
          o.cookie,
          visitForm(o.customer.id, { assignedUserId }),
        );
        expect(updated.statusCode).toBe(400);
        expect(updated.json()).toEqual({ message: NOT_MEMBER, fields: { assignedUserId: NOT_MEMBER } });
      }
      const bad = await call('POST', '/api/appointments', o.cookie, visitForm(o.customer.id, { assignedUserId: -1 }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ fields: { assignedUserId: NOT_MEMBER } });
      expect((await t.db.select().from(appointments).where(eq(appointments.companyId, o.company.id))).length).toBe(2);
      expect(await row(o.other.id)).toMatchObject({ assignedUserId: null, title: 'Hedge trim' });
    });
  });

  describe('a technician', () => {
    it('sees only the visits assigned to them in the week, the list and the visit (another answers 404)', async () => {
      const o = await team();
      // The office's week is kept first: the technician's must not be served from it.
      expect((await call('GET', WEEK, o.cookie)).json<Appointment[]>()).toHaveLength(2);

      const week = await call('GET', WEEK, o.terry.cookie);
      expect(week.statusCode).toBe(200);
      expect(week.json<Appointment[]>().map((v) => v.id)).toEqual([o.mine.id]);
      const list = await call('GET', '/api/appointments/list', o.terry.cookie);
      expect(list.json<Appointment[]>().map((v) => v.id)).toEqual([o.mine.id]);
      expect(list.headers['x-total-count']).toBe('1');
      const search = await call('GET', '/api/appointments/list?search=hedge', o.terry.cookie);
      expect(search.json()).toEqual([]);
      expect((await call('GET', WEEK, o.tess.cookie)).json()).toEqual([]);

      expect((await call('GET', `/api/appointments/${o.mine.id}`, o.terry.cookie)).json()).toMatchObject({
        id: o.mine.id,
        assignedUserName: 'Terry Tech',
      });
      for (const url of [
        `/api/appointments/${o.other.id}`,
        `/api/appointments/${o.other.id}/customer`,
        `/api/appointments/${o.other.id}/tasks`,
        `/api/appointments/${o.other.id}/progress`,
        `/api/appointments/${o.mine.id}`.replace(String(o.mine.id), String(o.mine.id + 1000)),
      ]) {
        const response = await call('GET', url, o.terry.cookie);
        expect(response.statusCode, url).toBe(404);
      }
      const customer = await call('GET', `/api/appointments/${o.mine.id}/customer`, o.terry.cookie);
      expect(customer.json()).toEqual({
        id: o.customer.id,
        name: 'Dana Whitfield',
        email: o.customer.email,
        phone: '(555) 010-3000',
        address: '4 Oak Ave',
        notes: null,
      });
      expect((await call('GET', `/api/customers/${o.customer.id}`, o.terry.cookie)).statusCode).toBe(403);
      const settings = await call('GET', '/api/schedule-settings', o.terry.cookie);
      expect(settings.statusCode).toBe(200);
      expect(settings.json()).toMatchObject({ calendarFeedUrl: null });
    });

    it('moves their visit along, ticks its tasks and writes its progress; books, edits and deletes nothing', async () => {
      const o = await team();
      const started = await call('PATCH', `/api/appointments/${o.mine.id}`, o.terry.cookie, { status: 'in-progress' });
      expect(started.statusCode, started.body).toBe(200);
      expect(await row(o.mine.id)).toMatchObject({ status: 'in-progress', updatedByUserId: o.terry.user.id });
      const other = await call('PATCH', `/api/appointments/${o.other.id}`, o.terry.cookie, { status: 'in-progress' });
      expect(other.statusCode).toBe(404);
      expect(await row(o.other.id)).toMatchObject({ status: 'scheduled' });

      const [task] = await t.db
        .insert(jobTasks)
        .values({ companyId: o.company.id, appointmentId: o.mine.id, title: 'Skim the pool', position: 0 })
        .returning();
      const taskUrl = `/api/appointments/${o.mine.id}/tasks/${task!.id}`;
      const ticked = await call('PUT', taskUrl, o.terry.cookie, { status: 'completed' });
      expect(ticked.statusCode, ticked.body).toBe(200);
      expect(ticked.json()).toMatchObject({ status: 'completed' });
      const renamed = await call('PUT', taskUrl, o.terry.cookie, { title: 'Drain the pool' });
      expect(renamed.statusCode).toBe(403);
      expect((await call('GET', `/api/appointments/${o.mine.id}/tasks`, o.terry.cookie)).json()).toMatchObject([
        { title: 'Skim the pool', status: 'completed' },
      ]);
      const note = await call('POST', `/api/appointments/${o.mine.id}/progress`, o.terry.cookie, {
        logType: 'note',
        message: 'Filter cleaned',
      });
      expect(note.statusCode, note.body).toBe(201);
      expect(note.json()).toMatchObject({ loggedBy: 'Terry Tech' });
      const elsewhere = await call('POST', `/api/appointments/${o.other.id}/progress`, o.terry.cookie, {
        logType: 'note',
        message: 'Not mine',
      });
      expect(elsewhere.statusCode).toBe(404);
      const onMyWay = await call('POST', `/api/appointments/${o.other.id}/on-my-way`, o.terry.cookie, {
        etaMinutes: 15,
      });
      expect(onMyWay.statusCode).toBe(404);

      const refused = [
        await call('POST', '/api/appointments', o.terry.cookie, visitForm(o.customer.id)),
        await call('PUT', `/api/appointments/${o.mine.id}`, o.terry.cookie, visitForm(o.customer.id)),
        await call('DELETE', `/api/appointments/${o.mine.id}`, o.terry.cookie),
        await call('POST', `/api/appointments/${o.mine.id}/tasks`, o.terry.cookie, { title: 'More' }),
        await call('DELETE', taskUrl, o.terry.cookie),
      ];
      expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
      expect((await t.db.select().from(appointments).where(eq(appointments.companyId, o.company.id))).length).toBe(2);
    });
  });
});
