import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ReminderSettings, WorkingHours } from '../../../shared/scheduling/schedule-settings.schemas';
import { users } from './auth';
import { customers, invoices } from './billing';
import { createdAt, id, indexWhereSet, money, updatedAt } from './columns';
import { companies, services } from './company';

const companyId = () =>
  integer()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const when = () => timestamp({ withTimezone: true });

/**
 * A piece of work for one customer and one service: a single visit or a recurring series of them (`rrule`,
 * RFC 5545, expanded in the business's time zone into visit rows when the job is saved, never open-ended).
 * An invoice made from one of its visits points back at it (`invoices.job_id`).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** A service with jobs cannot be deleted (409), so a job always says what it is for. */
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    description: text(),
    /** pending | scheduled | in-progress | completed | cancelled */
    status: varchar({ length: 20 }).notNull().default('pending'),
    /** The first visit's start. */
    scheduledDate: when(),
    completedDate: when(),
    notes: text(),
    /** The recurrence (RRULE part only, e.g. FREQ=WEEKLY;INTERVAL=2;COUNT=8), or null for a one-off job. */
    rrule: varchar({ length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.companyId, t.customerId), index().on(t.serviceId), index().on(t.customerId)],
);

/**
 * A visit: the appointment of the specification. Times are instants (timestamptz) shown in the business's time
 * zone, so a daylight-saving change never moves a visit. A technician's visits never overlap, buffer included:
 * checked under a per-technician advisory lock, not by a constraint, because the buffer is a setting.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    jobId: integer().references(() => jobs.id, { onDelete: 'cascade' }),
    title: varchar({ length: 200 }).notNull(),
    /** consultation | installation | follow-up | maintenance */
    appointmentType: varchar({ length: 20 }).notNull(),
    /** scheduled | confirmed | in-progress | completed | cancelled | rescheduled */
    status: varchar({ length: 20 }).notNull().default('scheduled'),
    /** low | medium | high | urgent */
    priority: varchar({ length: 10 }).notNull().default('medium'),
    startTime: when().notNull(),
    endTime: when().notNull(),
    /** Minutes; always end - start. */
    duration: integer().notNull(),
    description: text(),
    location: varchar({ length: 255 }),
    notes: text(),
    estimatedCost: money(),
    actualCost: money(),
    materialsCost: money(),
    laborCost: money(),
    assignedTechnician: varchar({ length: 120 }),
    reminderSent: boolean().notNull().default(false),
    /** When the customer's reminder is due (start - the configured lead time); null when reminders are off. */
    reminderTime: when(),
    /**
     * When the customer was asked to confirm (auto confirmation off): the portal then offers Confirm and Can't make
     * it on the visit until they answer.
     */
    confirmationRequestedAt: when(),
    /** confirmed | declined: the customer's answer in the portal. */
    customerResponse: varchar({ length: 20 }),
    respondedAt: when(),
    onMyWayAt: when(),
    startedAt: when(),
    completedAt: when(),
    /** The invoice made from this visit (Create Invoice), so it is made once. */
    invoiceId: integer().references(() => invoices.id, { onDelete: 'set null' }),
    /** What the list's search looks in, lowered (with the customer's own search text, joined). */
    searchText: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${appointments.title})`),
    /** The team member the visit is assigned to: a technician sees only their own visits. */
    assignedUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The team member who changed it last. */
    updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    indexWhereSet(t.assignedUserId),
    indexWhereSet(t.updatedByUserId),
    index('appointments_company_start_idx').on(t.companyId, t.startTime, t.id),
    index('appointments_technician_start_idx').on(t.companyId, t.assignedTechnician, t.startTime),
    index('appointments_assignee_start_idx').on(t.companyId, t.assignedUserId, t.startTime),
    index('appointments_company_status_start_idx').on(t.companyId, t.status, t.startTime, t.id),
    index().on(t.customerId, t.startTime),
    index('appointments_search_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index().on(t.jobId, t.startTime),
    index('appointments_reminders_due_idx')
      .on(t.reminderTime)
      .where(sql`${t.reminderSent} = false and ${t.reminderTime} is not null`),
    check('appointments_ends_after_start', sql`${t.endTime} > ${t.startTime}`),
    // A visit lasts at most a day, so the week's read finds the visits overlapping it by their start alone.
    check('appointments_duration_within_a_day', sql`${t.duration} between 1 and 1440`),
    check(
      'appointments_status_known',
      sql`${t.status} in ('scheduled', 'confirmed', 'in-progress', 'completed', 'cancelled', 'rescheduled')`,
    ),
    indexWhereSet(t.invoiceId),
  ],
);

/**
 * How many visits a company has in each status: the List View's total without reading the visits. Kept by
 * statement-level triggers on `appointments` (inserted, status changed, deleted), migration 0018.
 */
export const visitStatusTotals = pgTable(
  'visit_status_totals',
  {
    companyId: companyId(),
    status: varchar({ length: 20 }).notNull(),
    visitCount: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

/**
 * A counter per company that moves whenever anything the week's visits show changes (a visit, its task counts, its
 * customer's name, e-mail or phone, its job's service or recurrence, that service's name): kept by deferred
 * constraint triggers, migration 0019, so the row is locked only while the writing transaction commits. The week
 * read is kept in memory against it (`visit-week-cache.ts`).
 */
export const scheduleVersions = pgTable('schedule_versions', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

/** A visit's checklist. */
export const jobTasks = pgTable(
  'job_tasks',
  {
    id: id(),
    companyId: companyId(),
    appointmentId: integer()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    title: varchar({ length: 200 }).notNull(),
    description: text(),
    /** pending | in-progress | completed */
    status: varchar({ length: 20 }).notNull().default('pending'),
    priority: varchar({ length: 10 }).notNull().default('medium'),
    /** Minutes. */
    estimatedTime: integer(),
    actualTime: integer(),
    assignedTo: varchar({ length: 120 }),
    materials: text(),
    notes: text(),
    completedAt: when(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.appointmentId, t.position), index().on(t.companyId)],
);

/** What happened on a visit: status changes (previous and new value, who), notes and photos. */
export const jobProgressLogs = pgTable(
  'job_progress_logs',
  {
    id: id(),
    companyId: companyId(),
    appointmentId: integer()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    taskId: integer().references(() => jobTasks.id, { onDelete: 'set null' }),
    /** status | task | note | photo | customer */
    logType: varchar({ length: 20 }).notNull(),
    message: text().notNull(),
    previousValue: varchar({ length: 60 }),
    newValue: varchar({ length: 60 }),
    loggedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The name shown: the user's at the time, or 'Customer' for an answer through the confirmation link. */
    loggedBy: varchar({ length: 120 }).notNull(),
    /** { photos?: { key, contentType, byteSize }[] } */
    metadata: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.appointmentId, t.createdAt),
    indexWhereSet(t.loggedByUserId),
    index().on(t.companyId),
    indexWhereSet(t.taskId),
  ],
);

/**
 * A company's scheduling preferences. The time zone is not here: it is the owner's (`users.timezone`), one value
 * for visits, due dates, reminders and revenue days (DECISIONS, Scheduling).
 */
export const scheduleSettings = pgTable('schedule_settings', {
  companyId: companyId().primaryKey(),
  workingHours: jsonb().$type<WorkingHours>().notNull(),
  appointmentDuration: integer().notNull().default(60),
  bufferTime: integer().notNull().default(15),
  advanceBookingDays: integer().notNull().default(30),
  reminderSettings: jsonb().$type<ReminderSettings>().notNull(),
  autoConfirmation: boolean().notNull().default(false),
  allowOnlineBooking: boolean().notNull().default(true),
  /** The private calendar feed's secret (32 random bytes, base64url); regenerating it retires the old URL. */
  calendarFeedToken: varchar({ length: 64 }).unique(),
  updatedAt: updatedAt(),
});
