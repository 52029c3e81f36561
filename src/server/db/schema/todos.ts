import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';

/** TODO Management: each account's own list (administrators have no company: see DECISIONS, Accounts). */
export const todoItems = pgTable(
  'todo_items',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar({ length: 200 }).notNull(),
    description: text(),
    /** high, medium or low. */
    priority: varchar({ length: 10 }).notNull().default('medium'),
    /** pending or completed. */
    status: varchar({ length: 12 }).notNull().default('pending'),
    /** technical_issues, feature_enhancements, ux_improvements, business_features or recent_completions. */
    category: varchar({ length: 40 }).notNull().default('feature_enhancements'),
    dueDate: date({ mode: 'string' }),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId, t.status, t.createdAt), index().on(t.userId, t.dueDate)],
);

/** When and where a user's weekly TODO e-mail goes (no row: enabled, Monday 09:00, to the account's address). */
export const emailSchedulerSettings = pgTable(
  'email_scheduler_settings',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    isEnabled: boolean().notNull().default(true),
    /** monday..sunday, in the user's time zone. */
    sendDay: varchar({ length: 10 }).notNull().default('monday'),
    /** HH:MM, in the user's time zone. */
    sendTime: varchar({ length: 5 }).notNull().default('09:00'),
    recipientEmail: varchar({ length: 255 }),
    lastSentAt: timestamp({ withTimezone: true }),
    /** The next send, in UTC, from the day, time and time zone: the scheduler reads only rows that are due. */
    nextSendAt: timestamp({ withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.nextSendAt)],
);

/** Every weekly TODO e-mail sent, scheduled or test (Email History). */
export const weeklyEmailLogs = pgTable(
  'weekly_email_logs',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailSubject: varchar({ length: 255 }).notNull(),
    emailContent: text().notNull(),
    /** The ids of the TODO items the e-mail listed. */
    todoItemsIncluded: jsonb().$type<number[]>().notNull().default([]),
    /** sent or failure. */
    deliveryStatus: varchar({ length: 12 }).notNull().default('sent'),
    /** scheduled or test. */
    kind: varchar({ length: 10 }).notNull().default('scheduled'),
    /**
     * A scheduled send's week (the Monday of the user's week, in their time zone): unique per user, so two processes
     * or a restart never send a week twice. Null for test sends.
     */
    weekOf: date({ mode: 'string' }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.sentAt), uniqueIndex().on(t.userId, t.weekOf)],
);
