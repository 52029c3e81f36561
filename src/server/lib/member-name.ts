import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/** The users table, or an alias of it. */
type UsersTable = Record<'id' | 'firstName' | 'lastName' | 'email', AnyPgColumn>;

/** The users table under another name, for a join that names who did something (`createdBy`, `recordedBy`). */
export const usersAs = (name: string) => alias(users, name);

/** How a member is named to their team: first and last name, else the e-mail address. */
export const memberName = (u: UsersTable = users) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), ${u.email})`;

/** `{ id, name }` of the joined user as JSON, or null when there is none (never recorded, or the account deleted). */
export const memberJson = (u: UsersTable): SQL =>
  sql`case when ${u.id} is not null then json_build_object('id', ${u.id}, 'name', ${memberName(u)}) end`;
