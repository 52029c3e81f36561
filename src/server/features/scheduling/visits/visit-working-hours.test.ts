import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS } from '../../../../shared/scheduling/schedule-settings.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { scheduleSettings } from '../../../db/schema';
import { starts, visitForm, visitTestApi } from './visit-fixtures';

const SATURDAY = { startTime: '2026-11-28T09:00:00-05:00', endTime: '2026-11-28T10:00:00-05:00' };
const SATURDAY_REFUSED = 'Sat, Nov 28, 9:00 AM – 10:00 AM is outside your working hours: closed on Saturdays.';

describe('visits and the working hours', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createVisit, visitRows } = visitTestApi(() => t);

  it('books outside the working hours only when asked to, and a series only when every visit is inside', async () => {
    const { company, cookie, customer, service } = await owner();
    const refused = await call('POST', '/api/appointments', cookie, visitForm(customer.id, SATURDAY));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: SATURDAY_REFUSED,
      fields: { allowOutsideHours: SATURDAY_REFUSED },
      // What the message is made of, for the client to word in the user's language.
      values: {
        start: '2026-11-28T14:00:00.000Z',
        end: '2026-11-28T15:00:00.000Z',
        timeZone: 'America/New_York',
        weekday: 'saturday',
        opens: null,
        closes: null,
      },
    });

    // Weekly from Tuesday is inside; monthly from Nov 24 reaches Thursday Dec 24, then Sunday Jan 24.
    const monthly = visitForm(customer.id, { serviceId: service.id, recurrence: { frequency: 'monthly', count: 3 } });
    expect((await call('POST', '/api/appointments', cookie, monthly)).json()).toMatchObject({
      message: 'Sun, Jan 24, 9:00 AM – 10:00 AM is outside your working hours: closed on Sundays.',
    });
    expect(await visitRows(company.id)).toEqual([]);

    await createVisit(cookie, visitForm(customer.id, { ...SATURDAY, allowOutsideHours: true }));
    await createVisit(cookie, { ...monthly, allowOutsideHours: true });
    expect(await visitRows(company.id)).toHaveLength(4);
  });

  it('refuses a move out of the working hours and keeps the visit, but leaves a visit that did not move alone', async () => {
    const { company, cookie, customer } = await owner();
    const weekend = await createVisit(cookie, visitForm(customer.id, { ...SATURDAY, allowOutsideHours: true }));
    // Saved again where it is (a new title): no question asked.
    const retitled = await call('PUT', `/api/appointments/${weekend.id}`, cookie, {
      ...visitForm(customer.id, SATURDAY),
      title: 'Saturday opening',
    });
    expect(retitled.statusCode, retitled.body).toBe(200);

    const visit = await createVisit(cookie, visitForm(customer.id));
    const evening = { startTime: '2026-11-24T18:00:00-05:00', endTime: '2026-11-24T19:00:00-05:00' };
    const moved = await call('PUT', `/api/appointments/${visit.id}`, cookie, visitForm(customer.id, evening));
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      message: 'Tue, Nov 24, 6:00 PM – 7:00 PM is outside your working hours: Tuesday 8:00 AM – 5:00 PM.',
      values: { weekday: 'tuesday', opens: '08:00', closes: '17:00' },
    });
    expect(starts(await visitRows(company.id))).toEqual(['2026-11-24T14:00:00.000Z', '2026-11-28T14:00:00.000Z']);

    // Open till 8 PM on Tuesdays: now it fits.
    await t.db.insert(scheduleSettings).values({
      companyId: company.id,
      workingHours: { ...DEFAULT_WORKING_HOURS, tuesday: { enabled: true, start: '08:00', end: '20:00' } },
      reminderSettings: { enabled: true, hoursBefore: 24 },
    });
    const allowed = await call('PUT', `/api/appointments/${visit.id}`, cookie, visitForm(customer.id, evening));
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('refuses a flag that is not true or false', async () => {
    const { cookie, customer } = await owner();
    const response = await call(
      'POST',
      '/api/appointments',
      cookie,
      visitForm(customer.id, { allowOutsideHours: 'yes' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ allowOutsideHours: 'allowOutsideHours must be true or false' });
  });
});
