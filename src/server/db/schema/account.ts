import { boolean, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './company';
import { bytea, createdAt, id, updatedAt } from './columns';

/**
 * Profile Settings, one row per user once they save (no row: every default). Applied on every device: the shell
 * reads them with the user. The time zone stays on `users.timezone`.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** light, dark or auto (follows the system). */
  theme: varchar({ length: 10 }).notNull().default('auto'),
  /** en, es or fr: the language of the signed-in app for this user. */
  language: varchar({ length: 5 }).notNull().default('en'),
  dateFormat: varchar({ length: 20 }).notNull().default('MMM DD, YYYY'),
  numberFormat: varchar({ length: 20 }).notNull().default('1,234.56'),
  compactView: boolean().notNull().default(false),
  autoSave: boolean().notNull().default(true),
  /** Gates the owner's notice e-mails (quote accepted, invoice paid...). */
  emailNotifications: boolean().notNull().default(true),
  pushNotifications: boolean().notNull().default(true),
  /** Gates the platform's newsletter. */
  marketingEmails: boolean().notNull().default(false),
  /** Gates the weekly TODO digest. */
  weeklyDigest: boolean().notNull().default(true),
  /** Security e-mails (password, e-mail or two-factor changed). */
  securityAlerts: boolean().notNull().default(true),
  /** An e-mail when the account signs in from a browser it has not seen. */
  loginNotifications: boolean().notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * Two-factor sign-in with an authenticator app (TOTP). A row without `enabledAt` is a setup waiting for its first
 * code. The secret is stored encrypted.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  /** The last time step accepted: a code is used once. */
  lastUsedStep: integer(),
  /** Wrong codes since the last right one; past the limit, codes are refused until `lockedUntil`. */
  failedAttempts: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/** Ten single-use codes for when the authenticator is lost, by their SHA-256. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar({ length: 64 }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.codeHash)],
);

/** A sign-in whose password was right and whose code is awaited, by the SHA-256 of its token. Short-lived. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

/** Export my data: a zip prepared by a job, fetched by an expiring link. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    /** pending, ready or failed. */
    status: varchar({ length: 12 }).notNull().default('pending'),
    /** SHA-256 of the link's token. */
    tokenHash: varchar({ length: 64 }).unique(),
    /** The zip's size; its bytes are in `data_export_parts`. */
    byteSize: integer(),
    expiresAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.expiresAt), index().on(t.companyId)],
);

/**
 * An export's zip in parts of about a megabyte, written as it is built and sent back in order: a business's
 * thousands of PDFs are never one value in memory or in a row.
 */
export const dataExportParts = pgTable(
  'data_export_parts',
  {
    exportId: integer()
      .notNull()
      .references(() => dataExports.id, { onDelete: 'cascade' }),
    part: integer().notNull(),
    data: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.part] })],
);
