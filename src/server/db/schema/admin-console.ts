import { boolean, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { errorLogs } from './admin';
import { users } from './auth';
import { bytea, createdAt, id, indexWhereSet, updatedAt } from './columns';

/** What an administrator did to someone else's account (impersonation, disabling, deleting...), for audit. */
export const adminAuditLogs = pgTable(
  'admin_audit_logs',
  {
    id: id(),
    adminUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written: the audit outlives the accounts it names. */
    adminEmail: varchar({ length: 255 }).notNull(),
    targetUserId: integer(),
    targetEmail: varchar({ length: 255 }),
    action: varchar({ length: 40 }).notNull(),
    reason: text(),
    ipAddress: varchar({ length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.targetUserId, t.createdAt), indexWhereSet(t.adminUserId)],
);

/** Each alert e-mail sent about an error log: the throttle reads it (one per distinct error per hour). */
export const errorNotificationLogs = pgTable(
  'error_notification_logs',
  {
    id: id(),
    errorLogId: integer().references(() => errorLogs.id, { onDelete: 'set null' }),
    /** The error's fingerprint (severity, message, place): equal for the same failure repeated. */
    fingerprint: varchar({ length: 64 }).notNull(),
    recipientEmail: varchar({ length: 255 }).notNull(),
    emailSubject: text().notNull(),
    emailContent: text().notNull(),
    deliveryStatus: varchar({ length: 20 }).notNull().default('sent'),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.sentAt), index().on(t.fingerprint, t.sentAt), indexWhereSet(t.errorLogId)],
);

export const feedbackSubmissions = pgTable(
  'feedback_submissions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar({ length: 30 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    description: text().notNull(),
    priority: varchar({ length: 20 }).notNull().default('medium'),
    status: varchar({ length: 20 }).notNull().default('open'),
    /** Keys of the screenshots in `feedback_attachments`. */
    attachments: text().array().notNull().default([]),
    metadata: jsonb(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.userId, t.createdAt), index().on(t.status, t.createdAt)],
);

export const feedbackResponses = pgTable(
  'feedback_responses',
  {
    id: id(),
    feedbackId: integer()
      .notNull()
      .references(() => feedbackSubmissions.id, { onDelete: 'cascade' }),
    adminUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    response: text().notNull(),
    isInternal: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.feedbackId, t.createdAt), indexWhereSet(t.adminUserId)],
);

/** Screenshots attached to feedback (images up to 5 MB), kept in the database like every file that must survive. */
export const feedbackAttachments = pgTable(
  'feedback_attachments',
  {
    id: id(),
    key: varchar({ length: 64 }).notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedbackId: integer().references(() => feedbackSubmissions.id, { onDelete: 'cascade' }),
    fileName: varchar({ length: 255 }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    byteSize: integer().notNull(),
    data: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.feedbackId), index().on(t.userId)],
);
