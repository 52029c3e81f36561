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

/** POST /api/appointments/{id}/tasks and PUT /api/appointments/{id}/tasks/{taskId}. */
export const taskInputSchema = z.object({
  title: singleLine(z.string({ error: m.taskTitleRequired }).trim().min(1, m.taskTitleRequired).max(200)),
  description: optionalText(2000),
  status: z.enum(TASK_STATUSES, { error: 'Choose pending, in-progress or completed' }).default('pending'),
  priority: z.enum(PRIORITIES, { error: 'Choose a priority' }).default('medium'),
  estimatedTime: minutesField,
  actualTime: minutesField,
  assignedTo: optionalText(120),
  materials: optionalText(2000),
  notes: optionalText(2000),
});
export type TaskInput = z.input<typeof taskInputSchema>;

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
export const WRITABLE_LOG_TYPES = ['note', 'photo'] as const;

/** POST /api/appointments/{id}/progress (JSON; photos go through the multipart route). */
export const progressLogInputSchema = z.object({
  logType: z.enum(WRITABLE_LOG_TYPES, { error: m.logTypeRequired }),
  message: z.string({ error: m.messageRequired }).trim().min(1, m.messageRequired).max(2000),
  taskId: idField.nullish(),
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

/** Photos on a progress entry: images up to 5 MB each, kept like logos (uploads), at most 6 an entry. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTOS_PER_LOG = 6;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const photoMessages = {
  type: 'Photo must be a PNG, JPEG or WebP image',
  size: 'Photo must be 5 MB or smaller',
  count: `At most ${PHOTOS_PER_LOG} photos an entry`,
} as const;
