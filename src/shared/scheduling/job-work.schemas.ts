import { idField } from '../ids';
import { z } from '../zod';
import { optionalText } from '../billing/fields';
import { singleLine } from '../text';
import { PRIORITIES, TASK_STATUSES, scheduleMessages as m } from './schedule-values';

const minutesField = z.coerce
  .number({ error: 'Time must be a whole number of minutes' })
  .int('Time must be a whole number of minutes')
  .min(0, 'Time must be a whole number of minutes')
  .max(100_000, 'Time must be a whole number of minutes')
  .nullish();

// Without defaults, so that an update may leave a field out and keep its value.
const taskFields = z.object({
  title: singleLine(z.string({ error: m.taskTitleRequired }).trim().min(1, m.taskTitleRequired).max(200)),
  description: optionalText(2000),
  status: z.enum(TASK_STATUSES, { error: 'Choose pending, in-progress or completed' }),
  priority: z.enum(PRIORITIES, { error: 'Choose a priority' }),
  estimatedTime: minutesField,
  actualTime: minutesField,
  assignedTo: optionalText(120),
  materials: optionalText(2000),
  notes: optionalText(2000),
});

/** POST /api/appointments/{id}/tasks: the task form. */
export const taskInputSchema = taskFields.extend({
  status: taskFields.shape.status.default('pending'),
  priority: taskFields.shape.priority.default('medium'),
});
export type TaskInput = z.input<typeof taskInputSchema>;

/**
 * PUT /api/appointments/{id}/tasks/{taskId}: the whole form, or only what changes (`{ status: 'completed' }` from
 * the checklist); a field left out keeps its value, a blank text clears it.
 */
export const taskUpdateSchema = taskFields.partial();
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

export const taskSchema = z.object({
  id: z.number(),
  appointmentId: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(PRIORITIES),
  estimatedTime: z.number().nullable(),
  actualTime: z.number().nullable(),
  assignedTo: z.string().nullable(),
  materials: z.string().nullable(),
  notes: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskParamsSchema = z.object({ id: idField, taskId: idField });

/** Kinds of entries: status and task changes are written by the server; notes and photos by people. */
export const LOG_TYPES = ['status', 'task', 'note', 'photo', 'customer'] as const;
/** A note is posted as JSON; a photo entry only through the multipart route, which carries its files. */
export const WRITABLE_LOG_TYPES = ['note', 'photo'] as const;

const logMessage = z.string({ error: m.messageRequired }).trim().min(1, m.messageRequired).max(2000);

/** POST /api/appointments/{id}/progress (JSON; photos go through the multipart route). */
export const progressLogInputSchema = z.object({
  logType: z.enum(['note'], { error: m.logTypeRequired }),
  message: logMessage,
  taskId: idField.nullish(),
});
export type ProgressLogInput = z.input<typeof progressLogInputSchema>;

/**
 * The text fields of POST /api/appointments/{id}/progress/photos (multipart/form-data): `message`, an optional
 * `taskId`, and 1 to PHOTOS_PER_LOG files (any field name; `photos` by convention).
 */
export const progressPhotosFieldsSchema = z.object({
  message: logMessage,
  taskId: z.preprocess((v) => (v === '' ? undefined : v), idField.optional()),
});

export const progressPhotoSchema = z.object({ url: z.string(), contentType: z.string(), byteSize: z.number() });

export const progressLogSchema = z.object({
  id: z.number(),
  appointmentId: z.number(),
  taskId: z.number().nullable(),
  logType: z.enum(LOG_TYPES),
  message: z.string(),
  previousValue: z.string().nullable(),
  newValue: z.string().nullable(),
  loggedBy: z.string(),
  photos: z.array(progressPhotoSchema),
  createdAt: z.string(),
});
export type ProgressLog = z.infer<typeof progressLogSchema>;

/** A visit's progress shows its newest entries, at most this many. */
export const PROGRESS_LOG_LIMIT = 200;

/** Photos on a progress entry: images up to 5 MB each, kept like logos (uploads), at most 6 an entry. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTOS_PER_LOG = 6;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const photoMessages = {
  type: 'Photo must be a PNG, JPEG or WebP image',
  size: 'Photo must be 5 MB or smaller',
  count: `At most ${PHOTOS_PER_LOG} photos an entry`,
  required: 'Add at least one photo',
  form: 'Send the message and photos as a multipart form',
} as const;
