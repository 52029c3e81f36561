import { EMAIL_MAX } from '../email';
import { idField } from '../ids';
import { z } from '../zod';

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Alert e-mails go out for these only (3-admin-account-data.md, section 4). */
export const ALERTED_SEVERITIES: readonly Severity[] = ['critical', 'high'];

/** Where an error came from: a request, a background job, the process itself, a visitor's browser. */
export const ERROR_SOURCES = ['server', 'job', 'process', 'browser'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

/** The lists of the screen show the latest 10 (section 9). */
export const LATEST_COUNT = 10;

/** At most one alert per distinct error (fingerprint) per recipient in this many minutes. */
export const ALERT_THROTTLE_MINUTES = 60;

export const errorMonitoringMessages = {
  title: 'Error Monitoring',
  accessDeniedTitle: 'Access Denied',
  accessDenied: 'You need admin privileges to access this page.',
  emailRequiredTitle: 'Email Required',
  emailRequired: 'Please enter an email address first.',
  emailInvalid: 'Please enter a valid email address.',
  settingsFailed: 'Failed to update admin settings. Please try again.',
  resolveFailed: 'Failed to resolve error. Please try again.',
  testFailed: 'Failed to create test error. Please try again.',
  settingsSaved: 'Alert settings saved.',
  resolved: 'Error marked as resolved.',
  testCreated: 'Test error created.',
  notFound: 'Error log not found',
  severityInvalid: 'Choose a severity: critical, high, medium or low.',
  messageRequired: 'Message is required',
  messageLength: 'Message must be at most 1000 characters',
  noErrors: 'No errors logged yet.',
  noNotifications: 'No alert e-mails sent yet.',
} as const;
const m = errorMonitoringMessages;

const severity = z.enum(SEVERITIES, { error: m.severityInvalid });

/** An error as the Error Logs tab shows it. */
export const errorLogSchema = z.object({
  id: z.number(),
  severity: z.enum(SEVERITIES),
  source: z.enum(ERROR_SOURCES),
  message: z.string(),
  /** Where it happened: `GET /api/invoices/:id`, `job email.deliver`, `page /invoices`. */
  place: z.string().nullable(),
  stackTrace: z.string().nullable(),
  requestUrl: z.string().nullable(),
  requestMethod: z.string().nullable(),
  userAgent: z.string().nullable(),
  userId: z.number().nullable(),
  errorCode: z.string().nullable(),
  environment: z.string(),
  resolved: z.boolean(),
  resolvedBy: z.number().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ErrorLog = z.infer<typeof errorLogSchema>;

/** GET /api/error-logs: the latest 10 by default, newest first, optionally of one severity. */
export const errorLogListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(LATEST_COUNT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  severity: severity.optional(),
});
export type ErrorLogListQuery = z.input<typeof errorLogListQuerySchema>;

/** GET /api/error-logs/unresolved and /api/error-notifications: newest first, 10 by default. */
export const latestQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(LATEST_COUNT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const errorLogIdParamSchema = z.object({ id: idField });

/** One alert e-mail sent about an error. `queued` until the mailer has delivered it. */
export const errorNotificationSchema = z.object({
  id: z.number(),
  errorLogId: z.number().nullable(),
  recipientEmail: z.string(),
  emailSubject: z.string(),
  deliveryStatus: z.enum(['queued', 'sent', 'failed']),
  sentAt: z.string(),
});
export type ErrorNotification = z.infer<typeof errorNotificationSchema>;

/** The administrator's own alert settings (defaults when never saved). */
export const adminSettingsSchema = z.object({
  isAdmin: z.boolean(),
  errorEmailAlertsEnabled: z.boolean(),
  errorEmailAddress: z.string().nullable(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

const optionalEmail = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v ?? '').trim().toLowerCase())
  .pipe(
    z.union([
      z.literal('').transform(() => null),
      z.string().max(EMAIL_MAX, m.emailInvalid).pipe(z.email(m.emailInvalid)),
    ]),
  );

/**
 * POST /api/admin-settings. Enabling alerts needs an address. `isAdmin` is accepted as the screen sends it, but who is
 * an administrator is the account's own flag: the setting cannot grant or drop it.
 */
export const adminSettingsInputSchema = z
  .object({
    errorEmailAlertsEnabled: z.boolean({ error: 'Must be true or false' }),
    errorEmailAddress: optionalEmail,
    isAdmin: z.boolean({ error: 'Must be true or false' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.errorEmailAlertsEnabled && value.errorEmailAddress === null) {
      ctx.addIssue({ code: 'custom', path: ['errorEmailAddress'], message: m.emailRequired });
    }
  });
export type AdminSettingsInput = z.input<typeof adminSettingsInputSchema>;

const errorMessage = z.string({ error: m.messageRequired }).trim().min(1, m.messageRequired).max(1000, m.messageLength);

/** POST /api/test-error: recorded exactly as a real error of that severity would be. */
export const testErrorInputSchema = z.object({ severity, message: errorMessage });
export type TestErrorInput = z.input<typeof testErrorInputSchema>;

/** The biggest report a browser may send; a longer message or stack is cut, not refused. */
export const CLIENT_REPORT_MAX_BYTES = 16 * 1024;
export const CLIENT_MESSAGE_MAX = 1000;
export const CLIENT_STACK_MAX = 4000;

const cut = (max: number) => (text: string) => text.slice(0, max);

/**
 * POST /api/client-errors: an uncaught error of the browser. The page's path only: a query string or a hash may
 * hold a token, so they are dropped here whatever the client sends. The user agent is the request's header.
 */
export const clientErrorReportSchema = z.object({
  message: z.string().trim().min(1, m.messageRequired).transform(cut(CLIENT_MESSAGE_MAX)),
  stack: z
    .string()
    .optional()
    .transform((s) => (s ? cut(CLIENT_STACK_MAX)(s) : undefined)),
  path: z
    .string()
    .regex(/^\//, 'Must be a path starting with /')
    .transform((p) => p.split(/[?#]/)[0].slice(0, 500)),
  kind: z.enum(['error', 'unhandledrejection', 'render']).default('error'),
});
export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;

/** The summary cards of the screen, counted in SQL. */
export const errorSummarySchema = z.object({
  unresolved: z.number(),
  unresolvedUrgent: z.number(),
  last24Hours: z.number(),
  alertsLast24Hours: z.number(),
});
export type ErrorSummary = z.infer<typeof errorSummarySchema>;
