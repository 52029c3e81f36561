import { eq } from 'drizzle-orm';
import {
  DEFAULT_REMINDER_SETTINGS,
  DEFAULT_WORKING_HOURS,
} from '../../../../shared/scheduling/schedule-settings.schemas';
import { addDays, dayKey, instantOf, wallClockAt, weekdayOf } from '../../../../shared/scheduling/zoned-time';
import type { BookVisitInput } from '../../../../shared/storefronts/booking.schemas';
import type { TestApp } from '../../../../test/app';
import { appointments, customers, jobs, leads, scheduleSettings } from '../../../db/schema';
import { seedService } from '../../../db/seed/factories';
import { seedStorefront } from '../public/public.test-helpers';

export const NY = 'America/New_York';

type SettingsOverrides = Partial<typeof scheduleSettings.$inferInsert>;

let address = 0;
/** Each request from its own client address: the lead form's rate limit counts per address. */
const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

/** A storefront whose business books online on Mondays 9:00 - 12:00 (New York), one-hour visits, 15 min buffer. */
export async function bookingBusiness(t: TestApp, settings: SettingsOverrides = {}) {
  const seeded = await seedStorefront(t, { owner: { timezone: NY } });
  const companyId = seeded.company.id;
  await t.db.insert(scheduleSettings).values({
    companyId,
    workingHours: { ...DEFAULT_WORKING_HOURS, monday: { enabled: true, start: '09:00', end: '12:00' } },
    appointmentDuration: 60,
    bufferTime: 15,
    advanceBookingDays: 30,
    reminderSettings: DEFAULT_REMINDER_SETTINGS,
    autoConfirmation: false,
    allowOnlineBooking: true,
    ...settings,
  });
  const service = await seedService(t.db, { companyId, name: 'Pool Cleaning' });
  return { ...seeded, companyId, subdomain: seeded.config.subdomain, service };
}

/** The next Monday (`YYYY-MM-DD`, New York) at least two days ahead. */
export function nextMonday(now = new Date()) {
  let day = addDays(dayKey(wallClockAt(now, NY)), 2);
  while (weekdayOf(day) !== 1) day = addDays(day, 1);
  return day;
}

/** The instant of `hh:mm` on `day` in New York, as the API answers it. */
export function at(day: string, hour: number, minute = 0) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOf({ year, month, day: date, hour, minute }, NY).toISOString();
}

export const slotsOf = (t: TestApp, subdomain: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/landing/${subdomain}/slots${query}` });

export const book = (t: TestApp, subdomain: string, body: Partial<BookVisitInput> & Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/landing/${subdomain}/book`,
    payload: { name: 'Jamie Lee', email: 'jamie@example.test', phone: '555-0100', ...body },
    remoteAddress: nextAddress(),
  });

/** The company's visits, jobs, customers and leads, as stored. */
export async function storedOf(t: TestApp, companyId: number) {
  const [visits, jobRows, customerRows, leadRows] = await Promise.all([
    t.db.select().from(appointments).where(eq(appointments.companyId, companyId)),
    t.db.select().from(jobs).where(eq(jobs.companyId, companyId)),
    t.db.select().from(customers).where(eq(customers.companyId, companyId)),
    t.db.select().from(leads).where(eq(leads.companyId, companyId)),
  ]);
  return { visits, jobs: jobRows, customers: customerRows, leads: leadRows };
}
