import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import {
  DEFAULT_REMINDER_SETTINGS,
  DEFAULT_WORKING_HOURS,
} from '../../../../shared/scheduling/schedule-settings.schemas';
import type { Db } from '../../../db/client';
import { appointments, companies, customers, scheduleSettings, users } from '../../../db/schema';

/** Sets the company's feed token, creating its settings row with the defaults when it has none. */
export async function upsertFeedToken(db: Db, opts: { companyId: number; token: string }) {
  await db
    .insert(scheduleSettings)
    .values({
      companyId: opts.companyId,
      workingHours: DEFAULT_WORKING_HOURS,
      reminderSettings: DEFAULT_REMINDER_SETTINGS,
      calendarFeedToken: opts.token,
    })
    .onConflictDoUpdate({ target: scheduleSettings.companyId, set: { calendarFeedToken: opts.token } });
}

export async function clearFeedToken(db: Db, opts: { companyId: number }) {
  await db
    .update(scheduleSettings)
    .set({ calendarFeedToken: null })
    .where(eq(scheduleSettings.companyId, opts.companyId));
}

/** The company a feed token opens, with its name and the business's time zone. */
export async function findFeedByToken(db: Db, token: string) {
  const [row] = await db
    .select({ companyId: companies.id, companyName: companies.name, timeZone: users.timezone })
    .from(scheduleSettings)
    .innerJoin(companies, eq(companies.id, scheduleSettings.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(scheduleSettings.calendarFeedToken, token));
  return row;
}

/** The company's visits starting in [from, to), cancelled ones left out, earliest first. */
export async function findFeedVisits(db: Db, opts: { companyId: number; from: Date; to: Date; limit: number }) {
  return db
    .select({
      id: appointments.id,
      title: appointments.title,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      location: appointments.location,
      technician: appointments.assignedTechnician,
      notes: appointments.notes,
      status: appointments.status,
      updatedAt: appointments.updatedAt,
      customerName: customers.name,
    })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .where(
      and(
        eq(appointments.companyId, opts.companyId),
        gte(appointments.startTime, opts.from),
        lt(appointments.startTime, opts.to),
        ne(appointments.status, 'cancelled'),
      ),
    )
    .orderBy(asc(appointments.startTime), asc(appointments.id))
    .limit(opts.limit);
}
