import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, indexWhereSet } from './columns';
import { companies } from './company';

/**
 * The people who work in a business besides its owner (`companies.userId`): office (everything but billing, team
 * and account deletion) or technician (their own visits, tasks and the customers of those visits). A user belongs
 * to one business at most.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** office or technician. */
    role: varchar({ length: 12 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId, t.createdAt)],
);

/** An invitation to join a business, by e-mail, with a role; it expires in 7 days. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: varchar({ length: 255 }).notNull(),
    role: varchar({ length: 12 }).notNull(),
    /** SHA-256 of the token in the invitation link. */
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    invitedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.companyId, t.createdAt),
    uniqueIndex().on(t.companyId, t.email, t.createdAt),
    indexWhereSet(t.invitedByUserId),
  ],
);
