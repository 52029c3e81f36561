import { emailAddress } from '../email';
import { idField } from '../ids';
import { singleLine } from '../text';
import { z } from '../zod';

export const TODO_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TodoPriority = (typeof TODO_PRIORITIES)[number];
export const TODO_CATEGORIES = [
  'technical_issues',
  'feature_enhancements',
  'ux_improvements',
  'business_features',
  'recent_completions',
] as const;
export type TodoCategory = (typeof TODO_CATEGORIES)[number];
export const TODO_STATUSES = ['pending', 'completed'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const DELIVERY_STATUSES = ['sent', 'failure'] as const;
export const EMAIL_KINDS = ['scheduled', 'test'] as const;

/** The specification's constants: the preview and the e-mail list up to 5 items a category; 'This Week' is 7 days. */
export const TODO_ITEMS_PER_CATEGORY = 5;
export const TODO_THIS_WEEK_DAYS = 7;
export const TODO_TITLE_MAX = 200;
export const TODO_DESCRIPTION_MAX = 2000;
export const DEFAULT_SEND_DAY: Weekday = 'monday';
export const DEFAULT_SEND_TIME = '09:00';

export const categoryLabels: Record<TodoCategory, string> = {
  technical_issues: 'Technical Issues',
  feature_enhancements: 'Feature Enhancements',
  ux_improvements: 'UX Improvements',
  business_features: 'Business Features',
  recent_completions: 'Recent Completions',
};
export const priorityLabels: Record<TodoPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };
export const weekdayLabel = (day: Weekday) => day[0].toUpperCase() + day.slice(1);

export const todoMessages = {
  // The specification's texts (sections 2, 5 and 8).
  titleRequired: 'Title is required',
  createFailed: 'Failed to create TODO item',
  testSendFailed: 'Failed to send test email',
  deleteConfirm: 'Are you sure you want to delete this TODO?',
  recipientInvalid: 'Valid email required',
  // Ours.
  titleMax: `Title must be at most ${TODO_TITLE_MAX} characters`,
  descriptionMax: `Description must be at most ${TODO_DESCRIPTION_MAX} characters`,
  priorityInvalid: 'Please choose a priority',
  categoryInvalid: 'Please choose a category',
  statusInvalid: 'Status must be pending or completed',
  dueDateInvalid: 'Please enter a valid date',
  sendDayInvalid: 'Please choose a day of the week',
  sendTimeInvalid: 'Please enter a time as HH:MM',
  isEnabledInvalid: 'isEnabled must be true or false',
  notFound: 'TODO not found',
  created: 'TODO created',
  updated: 'TODO updated',
  updateFailed: 'Failed to update TODO item',
  deleted: 'TODO deleted',
  deleteFailed: 'Failed to delete TODO item',
  settingsSaved: 'Email settings saved',
  settingsFailed: 'Failed to save email settings',
  testSent: 'Test email sent',
  empty: 'No TODO items yet',
  emptyFiltered: 'No TODO items match this view',
  emptyHistory: 'No weekly emails sent yet',
} as const;
const m = todoMessages;

/** `YYYY-MM-DD` of a real day PostgreSQL stores (no year 0), or blank/null for none. */
const dueDateField = z
  .union([z.literal(''), z.iso.date(m.dueDateInvalid).refine((v) => v >= '1900-01-01', m.dueDateInvalid)], {
    error: m.dueDateInvalid,
  })
  .nullable()
  .transform((v) => (v ? v : null));

const titleField = singleLine(
  z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(TODO_TITLE_MAX, m.titleMax),
);
const descriptionField = z
  .string({ error: m.descriptionMax })
  .trim()
  .max(TODO_DESCRIPTION_MAX, m.descriptionMax)
  .nullable()
  .transform((v) => (v ? v : null));
const priorityField = z.enum(TODO_PRIORITIES, { error: m.priorityInvalid });
const categoryField = z.enum(TODO_CATEGORIES, { error: m.categoryInvalid });

/** POST /api/todos: the Add TODO form. */
export const todoInputSchema = z.object({
  title: titleField,
  description: descriptionField.optional().transform((v) => v ?? null),
  priority: priorityField.default('medium'),
  category: categoryField.default('feature_enhancements'),
  dueDate: dueDateField.optional().transform((v) => v ?? null),
});
export type TodoInput = z.input<typeof todoInputSchema>;
export type TodoValues = z.output<typeof todoInputSchema>;

/** PATCH /api/todos/{id}: the same form editing; a field left out keeps its value. */
export const todoUpdateSchema = z.object({
  title: titleField.optional(),
  description: descriptionField.optional(),
  priority: priorityField.optional(),
  category: categoryField.optional(),
  dueDate: dueDateField.optional(),
});
export type TodoUpdate = z.output<typeof todoUpdateSchema>;

/** PATCH /api/todos/{id}/toggle: the status the item moves to (sent, not flipped, so a repeat changes nothing). */
export const todoToggleSchema = z.object({ status: z.enum(TODO_STATUSES, { error: m.statusInvalid }) });
export type TodoToggle = z.infer<typeof todoToggleSchema>;

export const todoSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.enum(TODO_PRIORITIES),
  category: z.enum(TODO_CATEGORIES),
  status: z.enum(TODO_STATUSES),
  dueDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Todo = z.infer<typeof todoSchema>;

/** GET /api/todos: open items first, then newest first, a page at a time (X-Total-Count). */
export const todoListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  status: z.enum(TODO_STATUSES, { error: m.statusInvalid }).optional(),
  search: z.string().trim().max(100).optional(),
});
export type TodoListQuery = z.input<typeof todoListQuerySchema>;

/** GET /api/todos/stats: the four cards, from one aggregate. */
export const todoStatsSchema = z.object({
  total: z.number(),
  completed: z.number(),
  /** Open items of high priority. */
  highPriority: z.number(),
  /** Open items due from today through the next 7 days, on the user's calendar. */
  thisWeek: z.number(),
});
export type TodoStats = z.infer<typeof todoStatsSchema>;

/** HH:MM on a 24-hour clock. */
const sendTimeField = z.string({ error: m.sendTimeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.sendTimeInvalid);

/** POST /api/email-scheduler-settings: the Email Settings dialog. A blank recipient is the account's address. */
export const emailSchedulerInputSchema = z.object({
  isEnabled: z.boolean({ error: m.isEnabledInvalid }).default(true),
  sendDay: z.enum(WEEKDAYS, { error: m.sendDayInvalid }).default(DEFAULT_SEND_DAY),
  sendTime: sendTimeField.default(DEFAULT_SEND_TIME),
  recipientEmail: z
    .union([z.literal(''), emailAddress(m.recipientInvalid)], { error: m.recipientInvalid })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type EmailSchedulerInput = z.input<typeof emailSchedulerInputSchema>;
export type EmailSchedulerValues = z.output<typeof emailSchedulerInputSchema>;

export const emailSchedulerSettingsSchema = z.object({
  isEnabled: z.boolean(),
  sendDay: z.enum(WEEKDAYS),
  sendTime: z.string(),
  recipientEmail: z.string().nullable(),
  /** Where the e-mail goes when no recipient is set: the account's own address. */
  accountEmail: z.string(),
  /** The user's time zone, in which the day and time are read. */
  timezone: z.string(),
  /** The weekly-digest preference of Profile Settings: off, nothing is sent whatever these settings say. */
  weeklyDigest: z.boolean(),
  nextSendAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
});
export type EmailSchedulerSettings = z.infer<typeof emailSchedulerSettingsSchema>;

export const weeklyEmailLogSchema = z.object({
  id: z.number(),
  emailSubject: z.string(),
  sentAt: z.string(),
  /** The ids of the items the e-mail listed. */
  todoItemsIncluded: z.array(z.number()),
  /** 'failure' once the mailer has given up on the message. */
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  kind: z.enum(EMAIL_KINDS),
  recipient: z.string().nullable(),
});
export type WeeklyEmailLog = z.infer<typeof weeklyEmailLogSchema>;

export const weeklyEmailLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});

const digestItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  priority: z.enum(TODO_PRIORITIES),
  status: z.enum(TODO_STATUSES),
  dueDate: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type DigestItem = z.infer<typeof digestItemSchema>;

/**
 * What the weekly e-mail holds, built by the one server function the e-mail is rendered from: the Email Preview
 * draws this, so it shows what the e-mail would contain.
 */
export const weeklyDigestSchema = z.object({
  subject: z.string(),
  recipient: z.string(),
  openCount: z.number(),
  /** The sections that have items, in the categories' order; `total` counts the section beyond the five listed. */
  sections: z.array(
    z.object({
      category: z.enum(TODO_CATEGORIES),
      label: z.string(),
      total: z.number(),
      items: z.array(digestItemSchema),
    }),
  ),
});
export type WeeklyDigest = z.infer<typeof weeklyDigestSchema>;

export const todoIdParamSchema = z.object({ id: idField });
