import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../server/db/client';

type Row = Record<string, unknown>;
/** A tenant's rows by table, each row as PostgreSQL's `to_jsonb` gives it, sorted for comparison. */
export type TenantRows = Record<string, Row[]>;

type ForeignKey = { child: string; childColumn: string; parent: string; parentColumn: string };

/** Every single-column foreign key between tables of the application's schema. */
async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  return queryRows<ForeignKey>(
    db,
    sql`select child.relname as "child", ca.attname as "childColumn", parent.relname as "parent", pa.attname as "parentColumn"
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_namespace n on n.oid = child.relnamespace
        join pg_class parent on parent.oid = c.confrelid
        join pg_attribute ca on ca.attrelid = c.conrelid and ca.attnum = c.conkey[1]
        join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
        where c.contype = 'f' and n.nspname = 'public' and cardinality(c.conkey) = 1`,
  );
}

const key = (row: Row) => JSON.stringify(row);
const valuesOf = (rows: Row[] | undefined, column: string) => [
  ...new Set((rows ?? []).map((r) => r[column]).filter((v) => v !== null && v !== undefined)),
];

/**
 * Every row that belongs to the user's tenant, found from the schema alone: starting at the user, any row
 * that references one of the tenant's rows by a foreign key, or that one of them references, is the tenant's
 * (its company, customers, invoices, their e-mails, sessions, notifications...). A table added tomorrow is
 * included as soon as it references something of the tenant.
 */
export async function rowsOfTenant(db: Db, userId: number): Promise<TenantRows> {
  const fks = await foreignKeys(db);
  const tables = [...new Set(fks.flatMap((fk) => [fk.child, fk.parent]))];
  const owned: TenantRows = {};
  let total = -1;
  // Each pass reaches at least one step further along the keys; the number of tables bounds the distance.
  for (let pass = 0; pass <= tables.length + 1; pass++) {
    for (const table of tables) {
      const conditions: SQL[] = table === 'users' ? [sql`x.id = ${userId}`] : [];
      for (const fk of fks) {
        if (fk.child === table) {
          const values = valuesOf(owned[fk.parent], fk.parentColumn);
          if (values.length) conditions.push(sql`${sql.identifier(fk.childColumn)} in ${values}`);
        }
        if (fk.parent === table) {
          const values = valuesOf(owned[fk.child], fk.childColumn);
          if (values.length) conditions.push(sql`${sql.identifier(fk.parentColumn)} in ${values}`);
        }
      }
      if (conditions.length === 0) continue;
      const rows = await queryRows<{ row: Row }>(
        db,
        sql`select to_jsonb(x) as row from ${sql.identifier(table)} x where ${sql.join(conditions, sql` or `)}`,
      );
      owned[table] = rows.map((r) => r.row).sort((a, b) => key(a).localeCompare(key(b)));
    }
    const now = Object.values(owned).reduce((n, rows) => n + rows.length, 0);
    if (now === total) return owned;
    total = now;
  }
  return owned;
}

/** The ids of the tenant's rows of `table` (tables keyed by `id`). */
export const idsIn = (rows: TenantRows, table: string): number[] =>
  (rows[table] ?? []).map((r) => r.id).filter((id): id is number => typeof id === 'number');

/**
 * Texts that only this tenant's rows hold and that no answer to another tenant may contain: anything carrying
 * its tag (names, e-mail addresses, notes), and identifiers such as document numbers, tokens, keys and hashes
 * (no spaces, letters with digits). Values the other tenant also has (statuses, defaults) are not evidence.
 */
export function leakMarkers(mine: TenantRows, theirs: TenantRows, tag: string): string[] {
  const strings = (rows: TenantRows) =>
    Object.values(rows).flatMap((list) =>
      list.flatMap((row) => Object.values(row).filter((v): v is string => typeof v === 'string')),
    );
  const shared = new Set(strings(theirs));
  const lowerTag = tag.toLowerCase();
  const distinctive = (s: string) =>
    s.toLowerCase().includes(lowerTag) ||
    (s.length >= 6 && !/\s/.test(s) && /\d/.test(s) && /[a-z]/i.test(s) && !/^\d{4}-\d\d-\d\d/.test(s));
  return [...new Set(strings(mine).filter((s) => !shared.has(s) && distinctive(s)))];
}
