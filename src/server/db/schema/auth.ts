import { boolean, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: varchar({ length: 255 }).notNull().unique(),
    password: varchar({ length: 255 }).notNull(),
    firstName: varchar({ length: 100 }),
    lastName: varchar({ length: 100 }),
    profileImageUrl: text(),
    phone: varchar({ length: 40 }),
    address: text(),
    bio: text(),
    timezone: varchar({ length: 64 }).notNull().default('America/New_York'),
    businessLine: varchar({ length: 80 }),
    servicesOffered: jsonb().$type<string[]>().notNull().default([]),
    stripeCustomerId: varchar({ length: 255 }),
    stripeSubscriptionId: varchar({ length: 255 }),
    subscriptionTier: varchar({ length: 20 }).notNull().default('basic'),
    isAdmin: boolean().notNull().default(false),
    emailVerified: boolean().notNull().default(false),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    emailVerificationToken: varchar({ length: 64 }),
    emailVerificationSentAt: timestamp({ withTimezone: true }),
    passwordResetToken: varchar({ length: 64 }),
    passwordResetExpires: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.emailVerificationToken), index().on(t.passwordResetToken), index().on(t.createdAt)],
);

export type SessionData = { userId: number; impersonatorId?: number };

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value, so a leaked table does not leak live sessions. */
    sid: varchar({ length: 64 }).primaryKey(),
    sess: jsonb().$type<SessionData>().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expire: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.expire), index().on(t.userId)],
);
