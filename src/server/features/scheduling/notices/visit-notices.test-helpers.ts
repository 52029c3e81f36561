import { eq } from 'drizzle-orm';
import {
  DEFAULT_REMINDER_SETTINGS,
  DEFAULT_WORKING_HOURS,
  type ReminderSettings,
} from '../../../../shared/scheduling/schedule-settings.schemas';
import type { Db } from '../../../db/client';
import { appointments, customers, jobProgressLogs, jobs, scheduleSettings } from '../../../db/schema';
import { seedService } from '../../../db/seed/factories';
import { newToken } from '../../../lib/tokens';

// Visits written straight into the tables, as the visits service would leave them: the notices' tests do not wait
// for its routes.
let sequence = 0;
const next = () => ++sequence;
const HOUR_MS = 60 * 60_000;

export const hoursFromNow = (hours: number, now = Date.now()) => new Date(now + hours * HOUR_MS);

export async function insertCustomer(db: Db, values: Partial<typeof customers.$inferInsert> & { companyId: number }) {
  const [customer] = await db
    .insert(customers)
    .values({ name: 'Dana Whitfield', email: `dana-${next()}@example.com`, accessToken: newToken(), ...values })
    .returning();
  return customer!;
}

export async function insertSettings(
  db: Db,
  opts: { companyId: number; reminderSettings?: ReminderSettings; autoConfirmation?: boolean },
) {
  await db.insert(scheduleSettings).values({
    companyId: opts.companyId,
    workingHours: DEFAULT_WORKING_HOURS,
    reminderSettings: opts.reminderSettings ?? DEFAULT_REMINDER_SETTINGS,
    autoConfirmation: opts.autoConfirmation ?? false,
  });
}

/**
 * A one-hour visit starting at `start`; by default awaiting the customer's confirmation (auto confirmation off) with
 * its reminder due 24 hours before, as the visits service keeps it.
 */
export async function insertVisit(
  db: Db,
  values: Partial<typeof appointments.$inferInsert> & { companyId: number; customerId: number; start: Date },
) {
  const { start, ...rest } = values;
  const minutes = rest.duration ?? 60;
  const [visit] = await db
    .insert(appointments)
    .values({
      title: 'Lawn mowing',
      appointmentType: 'maintenance',
      status: 'scheduled',
      startTime: start,
      endTime: new Date(start.getTime() + minutes * 60_000),
      duration: minutes,
      reminderTime: new Date(start.getTime() - 24 * HOUR_MS),
      confirmationRequestedAt: new Date(),
      ...rest,
    })
    .returning();
  return visit!;
}

/** A recurring job with `count` visits, `everyDays` apart, from `start`. */
export async function insertSeries(
  db: Db,
  opts: { companyId: number; customerId: number; start: Date; count: number; everyDays: number; rrule: string },
) {
  const service = await seedService(db, { companyId: opts.companyId });
  const [job] = await db
    .insert(jobs)
    .values({
      companyId: opts.companyId,
      customerId: opts.customerId,
      serviceId: service.id,
      status: 'scheduled',
      scheduledDate: opts.start,
      rrule: opts.rrule,
    })
    .returning();
  const visits = [];
  for (let i = 0; i < opts.count; i++) {
    const start = new Date(opts.start.getTime() + i * opts.everyDays * 24 * HOUR_MS);
    visits.push(await insertVisit(db, { ...opts, start, jobId: job!.id }));
  }
  return { job: job!, visits };
}

export async function visitRow(db: Db, id: number) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

export function progressLogsOf(db: Db, appointmentId: number) {
  return db.select().from(jobProgressLogs).where(eq(jobProgressLogs.appointmentId, appointmentId));
}
