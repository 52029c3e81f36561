import { emailAddress } from '../email';
import { planIds } from '../marketing-site/plans';
import { singleLine } from '../text';
import { z } from '../zod';

export { DEFAULT_SITE_NAME, DEFAULT_SUPPORT_EMAIL, defaultSiteInfo, SITE_INFO_ID, type SiteInfo } from './site-info';
export const DEFAULT_SMTP_PORT = 587;

export const siteSettingsMessages = {
  accessDenied: 'You need administrator privileges to access site settings.',
  updateFailed: 'Update Failed',
  required: 'Required',
  validEmail: 'Valid email required',
  port: 'Port must be a whole number from 1 to 65535',
  /** What a non-administrator is told by the API and the pages while the site is down for maintenance. */
  maintenance: (siteName: string) => `${siteName} is down for maintenance. Please try again soon.`,
  keyMissing:
    'The server has no SETTINGS_ENCRYPTION_KEY, so it cannot store an SMTP password (it is kept encrypted with that key). Set the variable and restart, or leave the password empty.',
  smtpUrlInUse: 'SMTP_URL is set in the environment and is used instead of these settings.',
  testSent: (to: string) => `Test e-mail sent to ${to}.`,
  testFailed: (reason: string) => `The test e-mail could not be sent: ${reason}`,
} as const;

const m = siteSettingsMessages;
const text = (max: number) => singleLine(z.string({ error: m.required }).trim().max(max, `At most ${max} characters`));

/** Site Settings > Platform. */
export const platformSettingsSchema = z.object({
  siteName: text(120).min(1, m.required),
  siteDescription: z.string({ error: m.required }).trim().max(500, 'At most 500 characters'),
  maintenanceMode: z.boolean(),
  newUserRegistration: z.boolean(),
  emailVerificationRequired: z.boolean(),
  defaultPlan: z.enum(planIds, { error: 'Choose Basic, Pro or Enterprise' }),
  supportEmail: emailAddress(m.validEmail),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export type PlatformSettingsInput = z.input<typeof platformSettingsSchema>;

const optionalText = (max: number) =>
  text(max)
    .optional()
    .nullable()
    .transform((v) => v || null);

/**
 * Site Settings > Email. `smtpPassword`: a new password to store; empty or absent keeps the stored one, and
 * `clearSmtpPassword` removes it. The stored password is never sent back.
 */
export const emailSettingsSchema = z.object({
  smtpHost: optionalText(255).refine((v) => v === null || /^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/.test(v), {
    message: 'Enter a host name such as smtp.example.com',
  }),
  smtpPort: z.coerce.number({ error: m.port }).int(m.port).min(1, m.port).max(65535, m.port).default(DEFAULT_SMTP_PORT),
  smtpUsername: optionalText(255),
  smtpPassword: z.string().max(500, 'At most 500 characters').optional().nullable(),
  clearSmtpPassword: z.boolean().default(false),
  fromEmail: z
    .union([z.literal(''), z.null(), emailAddress(m.validEmail)])
    .optional()
    .transform((v) => v || null),
  fromName: optionalText(120),
});
export type EmailSettingsInput = z.input<typeof emailSettingsSchema>;

/** What GET /api/admin/email-settings answers: the settings without the password, and which transport is in use. */
export const emailSettingsViewSchema = z.object({
  smtpHost: z.string().nullable(),
  smtpPort: z.number(),
  smtpUsername: z.string().nullable(),
  smtpPasswordSet: z.boolean(),
  fromEmail: z.string().nullable(),
  fromName: z.string().nullable(),
  /** SMTP_URL is set: the environment's server is used, these settings are not. */
  smtpUrlInUse: z.boolean(),
  /** SETTINGS_ENCRYPTION_KEY is set: a password can be stored. */
  encryptionKeySet: z.boolean(),
  /** Where mail goes now: the environment's server, these settings' server, or the local outbox. */
  delivery: z.enum(['environment', 'settings', 'outbox']),
});
export type EmailSettingsView = z.infer<typeof emailSettingsViewSchema>;

export const testEmailSchema = z.object({
  /** Empty: the administrator's own address. */
  to: z
    .union([z.literal(''), emailAddress(m.validEmail)])
    .optional()
    .transform((v) => v || undefined),
});
export type TestEmailInput = z.input<typeof testEmailSchema>;

export const messageSchema = z.object({ message: z.string() });

/** The System tab: figures of this process and of the database, read when asked. */
export const systemStatusSchema = z.object({
  appVersion: z.string(),
  nodeVersion: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), sizeBytes: z.number() }),
  jobs: z.object({ queued: z.number(), active: z.number(), failedLast24Hours: z.number() }),
  emails: z.object({ queued: z.number(), failed: z.number(), sentLast24Hours: z.number() }),
  errorsLast24Hours: z.number(),
  unresolvedErrors: z.number(),
  maintenanceMode: z.boolean(),
  checkedAt: z.string(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** What the public pages and the app read of the settings (GET /api/plans carries it as `site`). */
export const publicSiteSchema = z.object({
  siteName: z.string(),
  supportEmail: z.string(),
  registrationOpen: z.boolean(),
});
export type PublicSite = z.infer<typeof publicSiteSchema>;

/** The answer's `maintenance: true` tells the app to show its maintenance screen. */
export const maintenanceAnswerSchema = z.object({ message: z.string(), maintenance: z.literal(true) });
