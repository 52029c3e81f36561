import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * How a value is written into JSON: `text` is escaped (free text), `plain` is a string that needs no escaping
 * (numbers as text, dates, statuses), `raw` is already JSON or a number.
 */
export type JsonKind = 'text' | 'plain' | 'raw';
/** One key of an API object, in the schema's order, and the expression that writes its value. */
export type JsonField = [key: string, value: PgColumn | SQL, kind: JsonKind];

/** A timestamp as JavaScript's `toISOString` writes it (UTC, milliseconds). */
export const isoTime = (column: PgColumn | SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const written: Record<JsonKind, (value: PgColumn | SQL) => SQL> = {
  text: (value) => sql`to_json(${value})::text`,
  plain: (value) => sql`'"' || ${value} || '"'`,
  raw: (value) => sql`${value}::text`,
};

/**
 * An API object written by the database as JSON text, so a page of rows is sent as PostgreSQL wrote it, without
 * mapping and serializing each row in Node (`json-text.ts`). Concatenated rather than `json_build_object`, which
 * looks up every argument's type on each call (a third slower on a page of fifty). Rendered to text once: the
 * fields hold no parameters.
 */
export function jsonObject(fields: JsonField[]): SQL {
  const concatenated = sql`concat(${sql.join(
    fields.map(
      ([key, value, kind], i) =>
        sql`${sql.raw(`'${i ? ',' : '{'}"${key}":'`)}, coalesce(${written[kind](value)}, 'null')`,
    ),
    sql`, `,
  )}, '}')`;
  const rendered = new PgDialect({ casing: 'snake_case' }).sqlToQuery(concatenated);
  if (rendered.params.length > 0) throw new Error('jsonObject: a field holds a parameter');
  return sql.raw(rendered.sql);
}

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement built once per database and name: Node builds its text once, and a named prepared statement is
 * parsed and planned by PostgreSQL once per connection. `name` must say everything `build` depends on.
 */
export function preparedOnce<T>(db: Db, name: string, build: () => T): T {
  const ofDb = statements.get(db) ?? new Map<string, unknown>();
  statements.set(db, ofDb);
  if (!ofDb.has(name)) ofDb.set(name, build());
  return ofDb.get(name) as T;
}

/** A statement's name from its variant's flags: `invoice_page_status_after`. */
export const statementName = (base: string, flags: Record<string, boolean>) =>
  [base, ...Object.keys(flags).filter((flag) => flags[flag])].join('_');
