import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id } from './columns';

export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: varchar({ length: 255 }).notNull(),
    /** Where a reply goes: the company for a customer's e-mail, the customer for the owner's notice. */
    replyTo: varchar({ length: 255 }),
    subject: varchar({ length: 255 }).notNull(),
    text: text().notNull(),
    html: text().notNull(),
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    status: varchar({ length: 10 }).$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** What the message is about, so a feature can show a failed delivery next to its record. */
    relatedTo: varchar({ length: 80 }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.relatedTo)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 40 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    body: text(),
    link: text(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.userId, t.readAt)],
);

/** Counters for rate limits, shared by every app process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar({ length: 200 }).primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.resetAt)],
);
