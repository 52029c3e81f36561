import { and, asc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { csvRecord, spreadsheetSafe } from '../../../../shared/customers/csv';
import type { Db } from '../../../db/client';
import type { TablePlan } from './export-plan';
import type { ZipSink } from './zip-writer';

/** Rows read per query: a big table is never held at once. */
export const EXPORT_PAGE = 1000;

type Row = Record<string, unknown>;

/** Rows after the one keyed `after`, in key order: `(a, b) > ($1, $2)`, the values encoded as their columns. */
function afterKey(key: PgColumn[], after: unknown[]): SQL {
  const values = after.map((v, i) => sql.param(v, key[i]));
  return sql`(${sql.join(key, sql`, `)}) > (${sql.join(values, sql`, `)})`;
}

/** One page of the table's rows of this owner (a user id or a company id). */
export function readPage(db: Db, plan: TablePlan, ownerId: number, after: unknown[] | undefined, limit: number) {
  const where = and(
    eq(plan.owner, ownerId),
    after ? afterKey(plan.key, after) : undefined,
    plan.hidden ? not(plan.hidden) : undefined,
  );
  const base = db.select(plan.columns).from(plan.table);
  const query = plan.through
    ? base.innerJoin(plan.through.parent, eq(plan.through.parentColumn, plan.through.childColumn))
    : base;
  return query
    .where(where)
    .orderBy(...plan.key.map((c) => asc(c)))
    .limit(limit) as Promise<Row[]>;
}

/** A cell of the CSV: text as it is, dates in ISO 8601, structures as JSON, nothing for null. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Writes the owner's rows of one table as `<dir>/<table>.json` (an array of objects) and `<dir>/<table>.csv` (a
 * header line, then a row a line), a page at a time. Answers how many rows were written.
 */
export async function writeTable(
  db: Db,
  plan: TablePlan,
  ownerId: number,
  zip: ZipSink,
  dir: string,
) {
  const names = Object.keys(plan.columns);
  const keyNames = plan.key.map((k) => names.find((n) => plan.columns[n] === k)!);
  const json = zip.open(`${dir}/${plan.name}.json`);
  const csv = zip.open(`${dir}/${plan.name}.csv`);
  csv.write(`\uFEFF${csvRecord(names)}`);
  json.write('[');
  let count = 0;
  let after: unknown[] | undefined;
  for (;;) {
    const rows = await readPage(db, plan, ownerId, after, EXPORT_PAGE);
    for (const row of rows) {
      json.write(`${count === 0 ? '\n' : ',\n'}${JSON.stringify(row)}`);
      csv.write(csvRecord(names.map((n) => spreadsheetSafe(cell(row[n])))));
      count += 1;
    }
    await zip.flush();
    if (rows.length < EXPORT_PAGE) break;
    const last = rows[rows.length - 1];
    after = keyNames.map((n) => last[n]);
  }
  json.write(count === 0 ? ']\n' : '\n]\n');
  json.end();
  csv.end();
  return count;
}
