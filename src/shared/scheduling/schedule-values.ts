// What the scheduling screens read without loading zod: statuses, choices, defaults and messages.

export const APPOINTMENT_STATUSES = [
  'scheduled',
  'confirmed',
  'in-progress',
  'completed',
  'cancelled',
  'rescheduled',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_TYPES = ['consultation', 'installation', 'follow-up', 'maintenance'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const TASK_STATUSES = ['pending', 'in-progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * Where a visit may go from each status. `rescheduled` is not asked for: the server sets it when a visit's time
 * changes. A completed visit is final (its invoice may exist); a cancelled one may be put back on the schedule.
 */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  scheduled: ['confirmed', 'in-progress', 'cancelled'],
  confirmed: ['in-progress', 'cancelled'],
  rescheduled: ['confirmed', 'in-progress', 'cancelled'],
  'in-progress': ['completed', 'cancelled'],
  completed: [],
  cancelled: ['scheduled'],
};

/** Statuses whose visits still lie ahead: they hold the technician's time and get reminders. */
export const OPEN_STATUSES = ['scheduled', 'confirmed', 'rescheduled', 'in-progress'] as const;

export const canMoveTo = (from: AppointmentStatus, to: AppointmentStatus) => APPOINTMENT_TRANSITIONS[from].includes(to);

/** The time zones offered (the specification's four); the value is the IANA name stored as the owner's. */
export const SCHEDULE_TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern Time' },
  { value: 'America/Chicago', label: 'Central Time' },
  { value: 'America/Denver', label: 'Mountain Time' },
  { value: 'America/Los_Angeles', label: 'Pacific Time' },
] as const;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SCHEDULE_DEFAULTS = {
  appointmentDuration: 60,
  bufferTime: 15,
  timeZone: 'America/New_York',
  advanceBookingDays: 30,
  reminderHoursBefore: 24,
  weekDays: 7,
} as const;

/** A visit lasts at most a day. */
export const MAX_VISIT_MINUTES = 1440;

/** A recurring job's visits are made when it is saved: never more than this many. */
export const MAX_RECURRING_VISITS = 104;

/** The calendar reads at most this many days at once (a month in view, with the weeks around it). */
export const MAX_RANGE_DAYS = 62;

export const RECURRENCE_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** "this visit" or "this and following" of a recurring job. */
export const EDIT_SCOPES = ['this', 'following'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

export const scheduleMessages = {
  titleRequired: 'Title is required',
  typeRequired: 'Appointment type is required',
  customerRequired: 'Customer is required',
  startRequired: 'Start time is required',
  endRequired: 'End time is required',
  durationRequired: 'Duration is required',
  endAfterStart: 'End time must be after start time',
  tooLong: 'A visit can last at most 24 hours',
  taskTitleRequired: 'Title is required',
  logTypeRequired: 'Log type is required',
  messageRequired: 'Message is required',
  created: 'Appointment created successfully',
  updated: 'Appointment updated successfully',
  createFailed: 'Failed to create appointment',
  updateFailed: 'Failed to update appointment',
  notFound: 'Appointment not found',
  jobNotFound: 'Job not found',
  taskNotFound: 'Task not found',
  customerNotFound: 'Customer not found',
  serviceNotFound: 'Service not found',
  settingsSaved: 'Settings saved successfully',
  statusInvalid: 'Status must be scheduled, confirmed, in-progress, completed or cancelled',
  recurrenceNeedsService: 'Choose a service for a recurring job',
  recurrenceEnd: 'Choose an end date or a number of visits',
  tooManyVisits: `A recurring job can have at most ${MAX_RECURRING_VISITS} visits`,
  notCompleted: 'Only a completed visit can be invoiced',
  alreadyInvoiced: 'This visit already has an invoice',
  feedNotFound: 'Calendar feed not found',
  invoiceNeedsEmail: 'The customer needs an e-mail address before invoicing.',
  untilBeforeStart: 'The end date must be on or after the first visit',
  rangeOrder: 'to must be after from',
  rangeTooLong: `The range can span at most ${MAX_RANGE_DAYS} days`,
  assigneeNotMember: 'Choose a member of your team',
} as const;

/** Why a status change is refused: from this status, that one cannot follow. */
export const transitionMessage = (from: AppointmentStatus, to: AppointmentStatus) =>
  `A ${from} visit cannot be marked ${to}`;

/** Status badge colours, one per status. */
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rescheduled: 'Rescheduled',
};
