import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';

export const adminSettings = pgTable('admin_settings', {
  id: id(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  isAdmin: boolean().notNull().default(false),
  errorEmailAlertsEnabled: boolean().notNull().default(false),
  errorEmailAddress: varchar({ length: 255 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const platformSettings = pgTable('platform_settings', {
  id: id(),
  siteName: varchar({ length: 120 }).notNull().default('Crewdesk'),
  siteDescription: text()
    .notNull()
    .default('Run your service business: customers, quotes, invoices, payments and marketing in one place.'),
  maintenanceMode: boolean().notNull().default(false),
  newUserRegistration: boolean().notNull().default(true),
  emailVerificationRequired: boolean().notNull().default(true),
  defaultPlan: varchar({ length: 20 }).notNull().default('basic'),
  supportEmail: varchar({ length: 255 }).notNull().default('support@crewdesk.app'),
  transactionFeeRate: numeric({ precision: 5, scale: 2 }).notNull().default('2.90'),
  basicPlanPrice: numeric({ precision: 10, scale: 2 }).notNull().default('19.00'),
  proPlanPrice: numeric({ precision: 10, scale: 2 }).notNull().default('39.00'),
  enterprisePlanPrice: numeric({ precision: 10, scale: 2 }).notNull().default('99.00'),
  freeTrialDays: integer().notNull().default(45),
  stripeLiveMode: boolean().notNull().default(false),
  smtpHost: varchar({ length: 255 }),
  smtpPort: integer().notNull().default(587),
  smtpUsername: varchar({ length: 255 }),
  /** AES-256-GCM under SETTINGS_ENCRYPTION_KEY (iv, tag and ciphertext, base64): never the password itself. */
  smtpPasswordEncrypted: text(),
  fromEmail: varchar({ length: 255 }),
  fromName: varchar({ length: 120 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const errorLogs = pgTable(
  'error_logs',
  {
    id: id(),
    severity: varchar({ length: 20 }).notNull().default('high'),
    message: text().notNull(),
    stackTrace: text(),
    requestUrl: text(),
    requestMethod: varchar({ length: 10 }),
    userAgent: text(),
    userId: integer(),
    ipAddress: varchar({ length: 64 }),
    errorCode: varchar({ length: 64 }),
    environment: varchar({ length: 20 }).notNull().default('production'),
    /** Where the error came from: server, job, process or browser. */
    source: varchar({ length: 20 }).notNull().default('server'),
    /** SHA-256 of severity, message and place: the same failure repeated has the same one. */
    fingerprint: varchar({ length: 64 }),
    additionalData: jsonb(),
    resolved: boolean().notNull().default(false),
    resolvedBy: integer(),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.resolved, t.createdAt), index().on(t.severity, t.createdAt)],
);
