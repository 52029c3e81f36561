import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
    /** A new e-mail address waiting for its verification link (Account Settings); `email` changes once it is followed. */
    pendingEmail: varchar({ length: 255 }),
    /** SHA-256 of the token sent to `pendingEmail`. */
    pendingEmailToken: varchar({ length: 64 }),
    pendingEmailSentAt: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** Set by an administrator: the user cannot sign in and their sessions are ended. */
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.emailVerificationToken),
    index().on(t.passwordResetToken),
    index().on(t.pendingEmailToken),
    index().on(t.createdAt),
    // Platform Reports: who signed in during a period.
    index().on(t.lastLoginAt),
  ],
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
    /** For the list of active sessions: the browser that signed in, from where, and when it was last used. */
    userAgent: varchar({ length: 255 }),
    ipAddress: varchar({ length: 64 }),
    lastSeenAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.expire), index().on(t.userId)],
);

/**
 * Browsers that signed in to an account, by the SHA-256 of their long-lived httpOnly cookie (one browser may be known
 * to several accounts). A correct password from one passes the sign-in limits, so an office behind one address, or
 * an account under attack, still gets in.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull(),
    /** Wrong passwords typed on this browser for this account since its last sign-in; past a few it is not trusted. */
    failedAttempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.tokenHash, t.userId), index().on(t.userId), index().on(t.expiresAt)],
);

/**
 * Failed sign-ins per e-mail address, whether or not it has an account (so the delay tells nothing about that):
 * past a few, each failure makes the next attempt wait longer. Shared by every app process.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: varchar({ length: 255 }).primaryKey(),
    failures: integer().notNull(),
    blockedUntil: timestamp({ withTimezone: true }),
    lastFailedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.lastFailedAt)],
);
