import { Readable } from 'node:stream';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { csvRecord, spreadsheetSafe } from '../../shared/customers/csv';
import { businessTimeZone } from './business-day';

/** Rows read per query: large enough to keep the round trips few, small enough to hold nothing big at once. */
export const EXPORT_BATCH = 500;

export type CsvExport<Row, Key> = {
  header: readonly string[];
  /** The next `limit` rows after the row whose key is `after` (from the first when undefined), in export order. */
  read: (after: Key | undefined, limit: number) => Promise<Row[]>;
  keyOf: (row: Row) => Key;
  fields: (row: Row) => readonly (string | null | undefined)[];
};

/**
 * A CSV file read in keyset batches and written as it is read: a large export is never held in memory, and
 * its first bytes leave before its last row is read. Every cell is made safe for spreadsheets (a leading
 * `=`, `+`, `-` or `@` does not run as a formula) and the file starts with a byte order mark (UTF-8).
 */
export async function* csvLines<Row, Key>(file: CsvExport<Row, Key>, batch = EXPORT_BATCH): AsyncIterable<string> {
  yield `\uFEFF${csvRecord(file.header)}`;
  let after: Key | undefined;
  for (;;) {
    const rows = await file.read(after, batch);
    if (rows.length === 0) return;
    yield rows.map((row) => csvRecord(file.fields(row).map(spreadsheetSafe))).join('');
    after = file.keyOf(rows[rows.length - 1]);
    if (rows.length < batch) return;
  }
}

/**
 * Sends the lines as a CSV download. The stream asks for one batch ahead at most, so a slow client holds the
 * export back rather than filling the server's memory.
 */
export function sendCsv(reply: FastifyReply, filename: string, lines: AsyncIterable<string>) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(lines, { highWaterMark: 1 }));
}

/** Where a newest-first keyset export stands: the last row's exact creation time (as text) and id. */
export type NewestFirstKey = { createdAt: string; id: number };

/** Rows created before the key's row (ties broken by id), for an export ordered newest first like the lists. */
export const beforeKey = (createdAt: SQLWrapper, id: SQLWrapper, key: NewestFirstKey | undefined): SQL | undefined =>
  key === undefined ? undefined : sql`(${createdAt}, ${id}) < (${key.createdAt}::timestamptz, ${key.id})`;

/** A date or timestamp as the screens show it (`Mar 05, 2026`), on the business's calendar; null stays null. */
export const businessDate = (value: SQLWrapper, companyId: number, kind: 'date' | 'timestamp'): SQL<string | null> =>
  kind === 'date'
    ? sql`to_char(${value}, 'Mon DD, YYYY')`
    : sql`to_char(${value} at time zone ${businessTimeZone(companyId)}, 'Mon DD, YYYY')`;
