import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bytea, createdAt, id, money, updatedAt } from './columns';

export const companies = pgTable('companies', {
  id: id(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: varchar({ length: 120 }).notNull(),
  address: varchar({ length: 255 }),
  phone: varchar({ length: 40 }),
  email: varchar({ length: 255 }),
  /** Public URL of the logo upload, or null. */
  logo: text(),
  website: varchar({ length: 255 }),
  /** en, es or fr: the language of everything the business's customers see (portal, public pages, e-mails). */
  language: varchar({ length: 5 }).notNull().default('en'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const services = pgTable(
  'services',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: varchar({ length: 120 }).notNull(),
    description: text(),
    baseRate: money(),
    category: varchar({ length: 80 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.companyId, t.name)],
);

/** Files kept in the database so that every app process serves them. Addressed by an unguessable key. */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    key: varchar({ length: 64 }).notNull().unique(),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    contentType: varchar({ length: 100 }).notNull(),
    byteSize: integer().notNull(),
    data: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId)],
);
