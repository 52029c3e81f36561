import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../server/db/client';
import { listTables, tableRef, type TableName } from '../server/db/tables';

/** A table's columns (`name type`) and rows (JSON text) keyed by their primary key (the whole row without one). */
export type TableSnapshot = { columns: string[]; rows: Map<string, string> };

/** Every table of every schema of ours, keyed `schema.table`: new tables are included without naming them. */
export type Snapshot = Map<string, TableSnapshot>;

async function primaryKey(db: Db, table: TableName): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select a.attname as name
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
        where n.nspname = ${table.schema} and c.relname = ${table.name} and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return rows.map((r) => r.name);
}

async function snapshotTable(db: Db, table: TableName): Promise<TableSnapshot> {
  const columns = await queryRows<{ col: string }>(
    db,
    sql`select column_name || ' ' || data_type as col from information_schema.columns
        where table_schema = ${table.schema} and table_name = ${table.name} order by ordinal_position`,
  );
  const key = await primaryKey(db, table);
  const keyExpression =
    key.length > 0
      ? sql`jsonb_build_array(${sql.join(
          key.map((c) => sql`t.${sql.identifier(c)}`),
          sql`, `,
        )})::text`
      : sql`to_jsonb(t)::text`;
  const rows = await queryRows<{ key: string; row: string }>(
    db,
    sql`select ${keyExpression} as key, to_jsonb(t)::text as row from ${tableRef(table)} t`,
  );
  return { columns: columns.map((c) => c.col), rows: new Map(rows.map((r) => [r.key, r.row])) };
}

export async function snapshotTables(db: Db): Promise<Snapshot> {
  const snapshot: Snapshot = new Map();
  for (const table of await listTables(db)) {
    snapshot.set(`${table.schema}.${table.name}`, await snapshotTable(db, table));
  }
  return snapshot;
}

/**
 * What a backup taken between `before` and `after` (while requests changed the source) got wrong, as readable
 * lines; none when it is right. The backup must have every table with the same columns; every row that no
 * request touched, as it was; every row that lived through the backup, by its key; and no row the source never
 * had (nothing half-written).
 */
export function backupProblems(snapshots: { before: Snapshot; after: Snapshot; restored: Snapshot }): string[] {
  const { before, after, restored } = snapshots;
  const problems: string[] = [];
  for (const [name, source] of after) {
    const backup = restored.get(name);
    if (!backup) {
      problems.push(`${name}: the table is missing`);
      continue;
    }
    if (backup.columns.join(', ') !== source.columns.join(', ')) {
      problems.push(`${name}: columns differ: ${backup.columns.join(', ')} instead of ${source.columns.join(', ')}`);
    }
    const earlier = before.get(name)?.rows ?? new Map<string, string>();
    const tableProblems: string[] = [];
    for (const [key, row] of source.rows) {
      if (!earlier.has(key)) continue; // written while the backup ran: checked by the test that wrote it
      const copy = backup.rows.get(key);
      if (copy === undefined) tableProblems.push(`${name}: row ${key} is missing`);
      else if (earlier.get(key) === row && copy !== row) tableProblems.push(`${name}: row ${key} differs: ${copy}`);
    }
    for (const key of backup.rows.keys()) {
      if (!earlier.has(key) && !source.rows.has(key)) tableProblems.push(`${name}: row ${key} was never in the source`);
    }
    problems.push(...tableProblems.slice(0, 5));
    if (tableProblems.length > 5) problems.push(`${name}: and ${tableProblems.length - 5} more`);
  }
  return problems;
}
