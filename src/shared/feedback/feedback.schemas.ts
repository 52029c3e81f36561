import { idField } from '../ids';
import { singleLine } from '../text';
import { z } from '../zod';

export const FEEDBACK_TYPES = ['bug', 'question', 'feature_request', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];
export const FEEDBACK_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The specification's bounds and constants. */
export const FEEDBACK_TITLE_MAX = 200;
export const FEEDBACK_DESCRIPTION_MIN = 10;
export const FEEDBACK_DESCRIPTION_MAX = 5000;
export const FEEDBACK_RESPONSE_MAX = 5000;
export const FEEDBACK_PREVIEW_LENGTH = 200;

/** Screenshots: images only, judged by their bytes; a few per submission. */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const SCREENSHOTS_PER_FEEDBACK = 5;
/** Screenshots uploaded and not yet sent with a submission, per user: what a form in progress may hold. */
export const PENDING_SCREENSHOTS_MAX = 10;

export const feedbackMessages = {
  // Toasts (3-admin-account-data.md, section 8).
  statusUpdatedTitle: 'Status Updated',
  statusUpdated: 'Feedback status has been updated successfully.',
  responseAddedTitle: 'Response Added',
  responseAdded: 'Your response has been submitted successfully.',
  updateFailed: 'Update Failed',
  responseFailed: 'Response Failed',
  submissionFailed: 'Submission Failed',
  // Ours: the submitter's success toast.
  submittedTitle: 'Feedback Submitted',
  submitted: 'Thank you! We will get back to you soon.',
  // Texts of the manager (section 2).
  empty: 'No feedback submissions yet',
  noResponses: 'No responses yet',
  publicResponse: 'Public Response',
  internalNote: 'Internal Note',
  publicOption: 'Public Response (Visible to User)',
  internalOption: 'Internal Note (Admin Only)',
  // Validation (section 5 bounds).
  typeInvalid: 'Please choose a feedback type',
  priorityInvalid: 'Please choose a priority',
  statusInvalid: 'Please choose a status',
  titleRequired: 'Title is required',
  titleMax: `Title must be at most ${FEEDBACK_TITLE_MAX} characters`,
  descriptionMin: `Description must be at least ${FEEDBACK_DESCRIPTION_MIN} characters`,
  descriptionMax: `Description must be at most ${FEEDBACK_DESCRIPTION_MAX} characters`,
  responseRequired: 'Response is required',
  responseMax: `Response must be at most ${FEEDBACK_RESPONSE_MAX} characters`,
  isInternalInvalid: 'isInternal must be true or false',
  // Screenshots.
  screenshotType: 'Screenshot must be a PNG, JPEG, WebP or GIF image',
  screenshotSize: 'Screenshot must be 5 MB or smaller',
  screenshotCount: `Attach at most ${SCREENSHOTS_PER_FEEDBACK} screenshots`,
  screenshotUnknown: 'This screenshot was not found: upload it again',
  screenshotsPending: `You have ${PENDING_SCREENSHOTS_MAX} screenshots waiting to be sent: submit or remove them first`,
  screenshotNotFound: 'Screenshot not found',
  notFound: 'Feedback not found',
} as const;

const m = feedbackMessages;

/** What a screenshot's key looks like (`newToken`'s base64url): anything else is not one of ours. */
export const screenshotKeyField = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, m.screenshotUnknown);

/** POST /api/feedback: the form. Status is the server's (open); screenshots are the keys their uploads answered. */
export const feedbackInputSchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: m.typeInvalid }),
  priority: z.enum(FEEDBACK_PRIORITIES, { error: m.priorityInvalid }).default('medium'),
  title: singleLine(
    z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(FEEDBACK_TITLE_MAX, m.titleMax),
  ),
  description: z
    .string({ error: m.descriptionMin })
    .trim()
    .min(FEEDBACK_DESCRIPTION_MIN, m.descriptionMin)
    .max(FEEDBACK_DESCRIPTION_MAX, m.descriptionMax),
  attachments: z
    .array(screenshotKeyField)
    .max(SCREENSHOTS_PER_FEEDBACK, m.screenshotCount)
    .default([])
    .transform((keys) => [...new Set(keys)]),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;
export type FeedbackValues = z.output<typeof feedbackInputSchema>;

/** PUT /api/feedback/{id}/status: any status at any time (section 4). */
export const feedbackStatusInputSchema = z.object({ status: z.enum(FEEDBACK_STATUSES, { error: m.statusInvalid }) });
export type FeedbackStatusInput = z.infer<typeof feedbackStatusInputSchema>;

/** POST /api/feedback/{id}/responses. */
export const feedbackResponseInputSchema = z.object({
  response: z
    .string({ error: m.responseRequired })
    .trim()
    .min(1, m.responseRequired)
    .max(FEEDBACK_RESPONSE_MAX, m.responseMax),
  isInternal: z.boolean({ error: m.isInternalInvalid }).default(false),
});
export type FeedbackResponseInput = z.input<typeof feedbackResponseInputSchema>;

export const feedbackResponseSchema = z.object({
  id: z.number(),
  response: z.string(),
  isInternal: z.boolean(),
  createdAt: z.string(),
});
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

/** A screenshot as a submission lists it; `url` serves it to its owner and the administrators only. */
export const screenshotSchema = z.object({
  key: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number(),
  url: z.string(),
});
export type Screenshot = z.infer<typeof screenshotSchema>;

/**
 * A submission with its responses (the admin view of section 3). The submitting user's copy never holds an internal
 * note: the server leaves them out.
 */
export const feedbackSchema = z.object({
  id: z.number(),
  type: z.enum(FEEDBACK_TYPES),
  title: z.string(),
  description: z.string(),
  priority: z.enum(FEEDBACK_PRIORITIES),
  status: z.enum(FEEDBACK_STATUSES),
  userId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  attachments: z.array(screenshotSchema),
  responses: z.array(feedbackResponseSchema),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** GET /api/feedback: a page, newest first, of the user's own submissions (an administrator's: everyone's). */
export const feedbackListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  status: z.enum(FEEDBACK_STATUSES, { error: m.statusInvalid }).optional(),
});
export type FeedbackListQuery = z.input<typeof feedbackListQuerySchema>;

/** GET /api/feedback/summary: the cards, counted in SQL over what the list shows its reader. */
export const feedbackSummarySchema = z.object({
  total: z.number(),
  open: z.number(),
  inProgress: z.number(),
  resolved: z.number(),
  closed: z.number(),
  urgentOpen: z.number(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

export const feedbackIdParamSchema = z.object({ id: idField });
export const screenshotKeyParamSchema = z.object({ key: z.string().max(64) });
export const screenshotUploadQuerySchema = z.object({
  fileName: singleLine(z.string().trim().max(255, 'File name must be at most 255 characters')).optional(),
});

/** `feature_request` as 'feature request': the manager's badges and labels show underscores as spaces. */
export const spaced = (value: string) => value.replaceAll('_', ' ');
