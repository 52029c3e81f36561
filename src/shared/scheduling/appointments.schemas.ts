import { idField, MAX_ID } from '../ids';
import { z } from '../zod';
import { decimalField, optionalDate, optionalText } from '../billing/fields';
import { singleLine } from '../text';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  EDIT_SCOPES,
  MAX_RANGE_DAYS,
  MAX_RECURRING_VISITS,
  MAX_VISIT_MINUTES,
  PRIORITIES,
  RECURRENCE_FREQUENCIES,
  scheduleMessages as m,
} from './schedule-values';

export * from './schedule-values';

const COST_MESSAGE = 'Cost must be a positive amount';

/** A cost in dollars ("120.50" or a JSON number), or blank for none; kept as a decimal string. */
const costField = z
  .union([z.literal(''), z.null(), decimalField(COST_MESSAGE).pipe(z.number().min(0, COST_MESSAGE).max(99_999_999))])
  .optional()
  .transform((v) => (v === '' || v === null || v === undefined ? null : v.toFixed(2)));

/** Years a schedule can hold: PostgreSQL, JavaScript and a recurrence all agree on every day within them. */
const inSchedule = (iso: string) => iso >= '1900' && iso < '3000';

/** An instant with its offset (2026-11-24T09:00:00-05:00 or ...Z). */
const instantField = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .refine(inSchedule, message)
    .transform((v) => new Date(v));

/** A business day (`YYYY-MM-DD`) of a filter, or blank for none. */
const filterDay = optionalDate.refine((v) => v === null || inSchedule(v), 'Please enter a valid date');

/** How a job repeats: every week, every 2 weeks or every month on the same day, until a date or for a count. */
export const recurrenceSchema = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES, { error: 'Choose weekly, every 2 weeks or monthly' }),
    /** The last day a visit may fall on, in the business's time zone. */
    until: optionalDate,
    count: z.coerce
      .number({ error: m.tooManyVisits })
      .int(m.tooManyVisits)
      .min(1, m.tooManyVisits)
      .max(MAX_RECURRING_VISITS, m.tooManyVisits)
      .nullish(),
  })
  .refine((r) => Boolean(r.until) !== Boolean(r.count), { message: m.recurrenceEnd, path: ['count'] });
export type Recurrence = z.infer<typeof recurrenceSchema>;

const appointmentFields = {
  title: singleLine(z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(200)),
  appointmentType: z.enum(APPOINTMENT_TYPES, { error: m.typeRequired }),
  customerId: z.coerce
    .number({ error: m.customerRequired })
    .int(m.customerRequired)
    .min(1, m.customerRequired)
    .max(MAX_ID, m.customerRequired),
  startTime: instantField(m.startRequired),
  endTime: instantField(m.endRequired),
  /** Minutes. The server keeps it equal to end - start. */
  duration: z.coerce
    .number({ error: m.durationRequired })
    .int(m.durationRequired)
    .min(1, m.durationRequired)
    .max(MAX_VISIT_MINUTES, m.tooLong),
  priority: z.enum(PRIORITIES, { error: 'Choose a priority' }).default('medium'),
  description: optionalText(2000),
  location: optionalText(255),
  notes: optionalText(2000),
  estimatedCost: costField,
  actualCost: costField,
  materialsCost: costField,
  laborCost: costField,
  assignedTechnician: optionalText(120),
  /**
   * The member of the team the visit is assigned to (the owner or a member; a technician then sees it), null for
   * nobody; left out, an update keeps it.
   */
  assignedUserId: z
    .union([
      z.literal(''),
      z.null(),
      z.coerce.number().int().min(1, m.assigneeNotMember).max(MAX_ID, m.assigneeNotMember),
    ])
    .optional()
    .transform((v) => (v === '' ? null : v)),
  /** The service of the visit's job: a visit with a service (or a recurrence) belongs to a job. */
  serviceId: z
    .union([z.literal(''), z.null(), z.coerce.number().int().min(1, m.serviceNotFound).max(MAX_ID, m.serviceNotFound)])
    .optional(),
  /** Book it even when it falls outside the working hours (the form and the calendar ask first). */
  allowOutsideHours: z.boolean({ error: 'allowOutsideHours must be true or false' }).default(false),
};

// Object refinements also run when a field failed (zod 4): only compare times that both parsed.
const bothTimes = (v: { startTime: unknown; endTime: unknown }) =>
  v.startTime instanceof Date && v.endTime instanceof Date;
const endAfterStart = (v: { startTime: Date; endTime: Date }) => !bothTimes(v) || v.endTime > v.startTime;
const endAfterStartIssue = { message: m.endAfterStart, path: ['endTime'] };
const withinADay = (v: { startTime: Date; endTime: Date }) =>
  !bothTimes(v) || v.endTime.getTime() - v.startTime.getTime() <= MAX_VISIT_MINUTES * 60_000;
const withinADayIssue = { message: m.tooLong, path: ['endTime'] };

/** POST /api/appointments: a visit, or with `recurrence` the first visit of a recurring job. */
export const appointmentInputSchema = z
  .object({ ...appointmentFields, recurrence: recurrenceSchema.nullish() })
  .refine(endAfterStart, endAfterStartIssue)
  .refine(withinADay, withinADayIssue)
  .refine((v) => !v.recurrence || Boolean(v.serviceId), { message: m.recurrenceNeedsService, path: ['serviceId'] });
export type AppointmentInput = z.input<typeof appointmentInputSchema>;
export type AppointmentValues = z.output<typeof appointmentInputSchema>;

/** PUT /api/appointments/{id}: the visit's fields; `scope` says whether the job's later visits change too. */
export const appointmentUpdateSchema = z
  .object({
    ...appointmentFields,
    scope: z.enum(EDIT_SCOPES, { error: 'Choose this visit or this and following' }).default('this'),
  })
  .refine(endAfterStart, endAfterStartIssue)
  .refine(withinADay, withinADayIssue);
export type AppointmentUpdate = z.output<typeof appointmentUpdateSchema>;

/** PATCH /api/appointments/{id}: a status change (the specification's call). */
export const appointmentStatusSchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES, { error: m.statusInvalid }),
});

/** DELETE /api/appointments/{id}?scope=this|following */
export const appointmentDeleteQuerySchema = z.object({
  scope: z.enum(EDIT_SCOPES, { error: 'Choose this visit or this and following' }).default('this'),
});

/** GET /api/appointments?from=&to=: the visits overlapping a range (the week in view), at most 62 days. */
export const appointmentRangeQuerySchema = z
  .object({
    from: z.iso
      .datetime({ offset: true, error: 'from must be an ISO date-time' })
      .refine(inSchedule, 'from must be an ISO date-time'),
    to: z.iso
      .datetime({ offset: true, error: 'to must be an ISO date-time' })
      .refine(inSchedule, 'to must be an ISO date-time'),
    technician: z.string().trim().max(120).optional(),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: m.rangeOrder, path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_RANGE_DAYS * 86_400_000, {
    message: m.rangeTooLong,
    path: ['to'],
  });

/** GET /api/appointments/list: the List View's page. */
export const appointmentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  technician: z.string().trim().max(120).optional(),
  from: filterDay,
  to: filterDay,
  search: z.string().trim().max(100).optional(),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;

export const appointmentSchema = z.object({
  id: z.number(),
  jobId: z.number().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  appointmentType: z.enum(APPOINTMENT_TYPES),
  customerId: z.number(),
  customer: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  estimatedCost: z.string().nullable(),
  actualCost: z.string().nullable(),
  materialsCost: z.string().nullable(),
  laborCost: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  assignedTechnician: z.string().nullable(),
  /** The member of the team the visit is assigned to, and their name as it is now. */
  assignedUserId: z.number().nullable(),
  assignedUserName: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  reminderSent: z.boolean(),
  customerResponse: z.enum(['confirmed', 'declined']).nullable(),
  onMyWayAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  invoiceId: z.number().nullable(),
  /** The job's service and recurrence, when the visit belongs to a job. */
  job: z
    .object({ serviceId: z.number(), serviceName: z.string(), recurring: z.boolean(), rrule: z.string().nullable() })
    .nullable(),
  /** Tasks done of all, for the cards. */
  tasks: z.object({ done: z.number(), total: z.number() }),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentIdParamSchema = z.object({ id: idField });

/** GET /api/appointments/assignees: whom a visit can be assigned to, the owner first. */
export const assigneeSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.enum(['owner', 'office', 'technician']),
});
export type Assignee = z.infer<typeof assigneeSchema>;

/** GET /api/appointments/{id}/customer: the visit's customer as the crew needs them on the spot (read only). */
export const visitCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
});
export type VisitCustomer = z.infer<typeof visitCustomerSchema>;

/** POST /api/appointments/{id}/invoice: the draft invoice made from the visit. */
export const visitInvoiceSchema = z.object({ invoiceId: z.number() });
