import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

export type TableName = { schema: string; name: string };

/**
 * Every table that holds rows, in every schema of ours (public, drizzle's migrations, pg-boss's jobs):
 * partitions are left out, as their parent's rows include theirs. PostgreSQL's own schemas (the catalog,
 * toast and temporary ones) all begin with `pg_`.
 */
export function listTables(db: Db): Promise<TableName[]> {
  return queryRows<TableName>(
    db,
    sql`select n.nspname as schema, c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and not c.relispartition
          and n.nspname <> 'information_schema' and left(n.nspname, 3) <> 'pg_'
        order by 1, 2`,
  );
}

/** `schema.table` for a query. */
export const tableRef = (table: TableName) => sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;

/** How many rows each table holds. */
export async function countRows(db: Db): Promise<(TableName & { rows: number })[]> {
  const counted = [];
  for (const table of await listTables(db)) {
    const [row] = await queryRows<{ n: string }>(db, sql`select count(*) as n from ${tableRef(table)}`);
    counted.push({ ...table, rows: Number(row?.n ?? 0) });
  }
  return counted;
}
