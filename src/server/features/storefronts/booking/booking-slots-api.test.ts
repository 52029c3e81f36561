import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/scheduling/zoned-time';
import type { BookingSlots } from '../../../../shared/storefronts/booking.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { appointments, customers, landingPageConfigs, scheduleSettings } from '../../../db/schema';
import { seedOwner, seedService } from '../../../db/seed/factories';
import { at, bookingBusiness, nextMonday, slotsOf } from './booking.test-helpers';

describe('GET /api/landing/{subdomain}/slots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const monday = nextMonday();
  const ALL = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM'];

  it('answers the services and each day of the span: working hours on the grid, closed days empty', async () => {
    const b = await bookingBusiness(t);
    const res = await slotsOf(t, b.subdomain, `?from=${addDays(monday, -2)}&days=3`);
    expect(res.statusCode).toBe(200);
    const body = res.json<BookingSlots>();
    expect(body.services).toEqual([{ id: b.service.id, name: 'Pool Cleaning' }]);
    expect(body).toMatchObject({ timeZone: 'America/New_York', appointmentDuration: 60 });
    expect(body.days.map((d) => [d.date, d.slots.map((s) => s.label)])).toEqual([
      [addDays(monday, -2), []],
      [addDays(monday, -1), []],
      [monday, ALL],
    ]);
    expect(body.days[2]!.slots[0]!.start).toBe(new Date(at(monday, 9)).toISOString());
  });

  it('keeps the visits that are not cancelled away by the buffer, and ends at the advance booking days', async () => {
    const b = await bookingBusiness(t);
    const [customer] = await t.db
      .insert(customers)
      .values({ companyId: b.companyId, name: 'Ana', accessToken: `tok-${b.companyId}-slots` })
      .returning();
    const visit = (hour: number, status: string) => ({
      companyId: b.companyId,
      customerId: customer!.id,
      title: 'Booked',
      appointmentType: 'maintenance',
      status,
      startTime: new Date(at(monday, hour)),
      endTime: new Date(at(monday, hour, 30)),
      duration: 30,
    });
    await t.db.insert(appointments).values([visit(10, 'confirmed'), visit(9, 'cancelled')]);
    const res = await slotsOf(t, b.subdomain, `?from=${monday}&days=1`);
    // 10:00 - 10:30 plus 15 minutes either side blocks every start from 9:00 to 10:30; the cancelled one nothing.
    expect(res.json<BookingSlots>().days).toEqual([
      { date: monday, slots: [{ start: at(monday, 11), label: '11:00 AM' }] },
    ]);

    await t.db
      .update(scheduleSettings)
      .set({ advanceBookingDays: 1 })
      .where(eq(scheduleSettings.companyId, b.companyId));
    const near = await slotsOf(t, b.subdomain, '?days=14');
    expect(near.json<BookingSlots>().days).toHaveLength(2);
  });

  it('answers 409 when online booking is off, 404 for an unknown or inactive page or another company service', async () => {
    const off = await bookingBusiness(t, { allowOnlineBooking: false });
    const refused = await slotsOf(t, off.subdomain);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Online booking is not available for this business. Please send a request instead.',
    });
    expect((await slotsOf(t, 'no-such-page')).json()).toEqual({ message: 'Landing page not found' });

    const b = await bookingBusiness(t);
    const { company } = await seedOwner(t.db);
    const foreign = await seedService(t.db, { companyId: company.id });
    const other = await slotsOf(t, b.subdomain, `?serviceId=${foreign.id}`);
    const missing = await slotsOf(t, b.subdomain, '?serviceId=999999');
    expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(other.json()).toEqual(missing.json());

    await t.db.update(landingPageConfigs).set({ isActive: false }).where(eq(landingPageConfigs.companyId, b.companyId));
    expect((await slotsOf(t, b.subdomain)).statusCode).toBe(404);
  });

  it('refuses a bad day or span with 400', async () => {
    const b = await bookingBusiness(t);
    for (const [query, message] of [
      ['?from=2026-02-30', 'Please choose a day like 2026-03-09'],
      ['?from=tomorrow', 'Please choose a day like 2026-03-09'],
      ['?days=15', 'Please choose between 1 and 14 days'],
      ['?days=0', 'Please choose between 1 and 14 days'],
    ] as const) {
      const res = await slotsOf(t, b.subdomain, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });
});
