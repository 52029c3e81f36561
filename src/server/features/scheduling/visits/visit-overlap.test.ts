import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { scheduleSettings } from '../../../db/schema';
import {
  DEFAULT_REMINDER_SETTINGS,
  DEFAULT_WORKING_HOURS,
} from '../../../../shared/scheduling/schedule-settings.schemas';
import { visitForm, visitTestApi } from './visit-fixtures';

const DANA_BOOKED = 'Dana is already booked for "Pool opening" on Tue, Nov 24, 9:00 AM – 10:00 AM (15 min buffer).';

/** Nov 24 2026 in New York (EST, -05:00), from `from` to `to` as HH:MM. */
const nov24 = (from: string, to: string) => ({
  startTime: `2026-11-24T${from}:00-05:00`,
  endTime: `2026-11-24T${to}:00-05:00`,
});

describe("a technician's visits never overlap", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createVisit, visitRows, jobRows, setStatus } = visitTestApi(() => t);

  /** An owner whose Dana is booked 9:00 to 10:00 on Nov 24. */
  async function booked() {
    const o = await owner();
    const visit = await createVisit(o.cookie, visitForm(o.customer.id));
    const book = (overrides: object) =>
      call('POST', '/api/appointments', o.cookie, visitForm(o.customer.id, { allowOutsideHours: true, ...overrides }));
    return { ...o, visit, book };
  }

  it('keeps the buffer on both sides: exactly the buffer apart is allowed, a minute less is not', async () => {
    const { company, book } = await booked();
    const refusals = [
      nov24('10:14', '11:00'),
      nov24('07:46', '08:46'),
      nov24('09:30', '09:45'),
      nov24('08:00', '12:00'),
    ];
    for (const times of refusals) {
      const response = await book({ title: 'Leaf cleanup', ...times });
      expect(response.statusCode, JSON.stringify(times)).toBe(409);
      expect(response.json()).toMatchObject({ message: DANA_BOOKED });
    }
    expect(await visitRows(company.id)).toHaveLength(1);
    expect((await book(nov24('10:15', '11:00'))).statusCode).toBe(201);
    expect((await book(nov24('07:45', '08:45'))).statusCode).toBe(201);
  });

  it('matches the technician by name whatever its case and spaces; others and nobody are free', async () => {
    const { book } = await booked();
    const same = await book({ ...nov24('09:00', '10:00'), assignedTechnician: '  DANA ' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ message: DANA_BOOKED });
    expect((await book({ ...nov24('09:00', '10:00'), assignedTechnician: 'Sam' })).statusCode).toBe(201);
    expect((await book({ ...nov24('09:00', '10:00'), assignedTechnician: '' })).statusCode).toBe(201);
    expect((await book({ ...nov24('09:00', '10:00'), assignedTechnician: null })).statusCode).toBe(201);
  });

  it('does not count visits that are cancelled or completed', async () => {
    const { cookie, visit, book } = await booked();
    await setStatus(cookie, visit.id, 'cancelled');
    const again = await book(nov24('09:00', '10:00'));
    expect(again.statusCode).toBe(201);
    // Putting the cancelled one back on the schedule is a booking too.
    const back = await call('PATCH', `/api/appointments/${visit.id}`, cookie, { status: 'scheduled' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ message: DANA_BOOKED });
    await setStatus(cookie, again.json<{ id: number }>().id, 'in-progress');
    await setStatus(cookie, again.json<{ id: number }>().id, 'completed');
    expect((await call('PATCH', `/api/appointments/${visit.id}`, cookie, { status: 'scheduled' })).statusCode).toBe(
      200,
    );
  });

  it("takes the settings' buffer, and names none when it is zero", async () => {
    const { company, book } = await booked();
    const settings = { companyId: company.id, workingHours: DEFAULT_WORKING_HOURS };
    await t.db
      .insert(scheduleSettings)
      .values({ ...settings, reminderSettings: DEFAULT_REMINDER_SETTINGS, bufferTime: 0 });
    expect((await book(nov24('10:00', '11:00'))).statusCode).toBe(201);
    const inside = await book(nov24('09:59', '10:30'));
    expect(inside.json()).toEqual({
      message: 'Dana is already booked for "Pool opening" on Tue, Nov 24, 9:00 AM – 10:00 AM.',
      values: {
        technician: 'Dana',
        title: 'Pool opening',
        start: '2026-11-24T14:00:00.000Z',
        end: '2026-11-24T15:00:00.000Z',
        timeZone: 'America/New_York',
        bufferMinutes: 0,
      },
    });
    await t.db.update(scheduleSettings).set({ bufferTime: 30 }).where(eq(scheduleSettings.companyId, company.id));
    const early = await book(nov24('08:00', '08:31'));
    expect(early.json()).toMatchObject({
      message: 'Dana is already booked for "Pool opening" on Tue, Nov 24, 9:00 AM – 10:00 AM (30 min buffer).',
      values: { bufferMinutes: 30 },
    });
  });

  it('refuses a recurring job whole, naming the first visit it would clash with', async () => {
    const { company, cookie, customer, service } = await booked();
    await createVisit(
      cookie,
      visitForm(customer.id, {
        title: 'Hedges',
        startTime: '2026-12-08T09:30:00-05:00',
        endTime: '2026-12-08T10:00:00-05:00',
      }),
    );
    const response = await call(
      'POST',
      '/api/appointments',
      cookie,
      visitForm(customer.id, {
        title: 'Weekly pool care',
        serviceId: service.id,
        startTime: '2026-11-17T09:00:00-05:00',
        endTime: '2026-11-17T10:00:00-05:00',
        recurrence: { frequency: 'weekly', count: 6 },
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: DANA_BOOKED });
    expect(await visitRows(company.id)).toHaveLength(2);
    expect(await jobRows(company.id)).toEqual([]);
  });

  it('checks a moved visit, and lets a visit that stays put be edited', async () => {
    const { company, cookie, customer, visit } = await booked();
    const later = await createVisit(cookie, visitForm(customer.id, { title: 'Hedges', ...nov24('11:00', '12:00') }));
    const moved = await call(
      'PUT',
      `/api/appointments/${later.id}`,
      cookie,
      visitForm(customer.id, { title: 'Hedges', ...nov24('10:00', '11:00') }),
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ message: DANA_BOOKED });
    const handedOver = await call(
      'PUT',
      `/api/appointments/${later.id}`,
      cookie,
      visitForm(customer.id, { title: 'Hedges', ...nov24('09:00', '10:00'), assignedTechnician: 'dana' }),
    );
    expect(handedOver.statusCode).toBe(409);
    expect((await visitRows(company.id)).map((v) => [v.startTime.toISOString(), v.status])).toEqual([
      ['2026-11-24T14:00:00.000Z', 'scheduled'],
      ['2026-11-24T16:00:00.000Z', 'scheduled'],
    ]);
    // A wider buffer now makes them clash, but an edit that moves nothing is not refused for it.
    await t.db.insert(scheduleSettings).values({
      companyId: company.id,
      workingHours: DEFAULT_WORKING_HOURS,
      reminderSettings: DEFAULT_REMINDER_SETTINGS,
      bufferTime: 90,
    });
    const notes = await call(
      'PUT',
      `/api/appointments/${visit.id}`,
      cookie,
      visitForm(customer.id, { notes: 'Bring the key' }),
    );
    expect(notes.statusCode, notes.body).toBe(200);
    // Moved over its own old time, exactly the buffer after the other: checked against others only, never itself.
    const self = await call(
      'PUT',
      `/api/appointments/${later.id}`,
      cookie,
      visitForm(customer.id, { title: 'Hedges', ...nov24('11:30', '12:30') }),
    );
    expect(self.statusCode).toBe(200);
  });

  it('lets only one of simultaneous bookings of the same time through', async () => {
    const { company, cookie, customer } = await owner();
    const attempts = Array.from({ length: 6 }, (_, i) =>
      call(
        'POST',
        '/api/appointments',
        cookie,
        visitForm(customer.id, { title: `Try ${i}`, assignedTechnician: i % 2 ? 'dana' : 'Dana ' }),
      ),
    );
    const statuses = (await Promise.all(attempts)).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await visitRows(company.id)).toHaveLength(1);
  });
});
