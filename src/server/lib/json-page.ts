import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/client';
import { nextCursor, SEARCH_COUNT_CAP, searchTotal, type CursorList, type ListPosition } from './list-page';

/**
 * The columns of a list page's one row, read from the page's rows joined to `page_ids(id, n)` (the page's ids in
 * the list's order, one more than the page to know whether another follows, `n` from 1): the JSON text of the
 * API's array, how many rows are on the page, whether more follow, the last row's position and the total.
 */
export function jsonPageColumns(opts: { object: SQL; lastKey: SQL | PgColumn; lastId: PgColumn; total: SQL }) {
  const onPage = sql`page_ids.n <= ${sql.placeholder('limit')}`;
  const last = sql`page_ids.n = ${sql.placeholder('limit')}`;
  return {
    page: sql<string>`'[' || coalesce(string_agg(${opts.object}, ',' order by page_ids.n) filter (where ${onPage}), '') || ']'`,
    items: sql<string | number>`count(*) filter (where ${onPage})`,
    more: sql<boolean>`coalesce(bool_or(not ${onPage}), false)`,
    lastKey: sql<string | null>`max(${opts.lastKey}) filter (where ${last})`,
    lastId: sql<number | null>`max(${opts.lastId}) filter (where ${last})`,
    total: sql<string | number | null>`${opts.total}`,
  };
}

type PageRow = { page: string; items: string | number; more: boolean; lastKey: string | null; lastId: number | null };

/**
 * The answer of a list page from its row (`jsonPageColumns`): the JSON text, the total (a search's is counted up
 * to the cap, see `searchTotal`) and the next page's cursor.
 */
export function jsonPageAnswer(
  list: CursorList,
  row: (PageRow & { total: string | number | null }) | undefined,
  opts: { search?: string; offset: number; after?: ListPosition },
) {
  const more = Boolean(row?.more);
  const counted = Number(row?.total ?? 0);
  const last = row?.lastKey && row.lastId ? { key: row.lastKey, id: Number(row.lastId) } : undefined;
  const page = { offset: opts.offset, items: Number(row?.items ?? 0), more, byCursor: opts.after !== undefined };
  const meta = opts.search ? searchTotal(counted, page) : { total: counted, exact: true };
  return { json: row?.page ?? '[]', ...meta, nextCursor: nextCursor(list, last, more) };
}

/** A search's matches counted up to `SEARCH_COUNT_CAP + 1` (see `searchTotal`): one bounded read, as a subquery. */
export const cappedCount = (table: PgTable, filter: SQL | undefined) =>
  sql`(select count(*) from (select 1 from ${table} where ${filter} limit ${sql.raw(String(SEARCH_COUNT_CAP + 1))}) m)`;

type PageIdsOptions = {
  table: PgTable;
  id: PgColumn;
  key: PgColumn;
  where: SQL | undefined;
  descending: boolean;
  fromEnd: boolean;
};

/**
 * The ids of `table`'s rows matching `where`, in the list's order (`key` then `id`, descending or not), as an
 * `array(...)`: the `scanWindow` read in that order, or from the list's end and put back in order.
 */
export function pageIdArray(opts: PageIdsOptions) {
  const { table, id, key } = opts;
  const order = (descending: boolean) => (descending ? sql`${key} desc, ${id} desc` : sql`${key} asc, ${id} asc`);
  const window = sql`limit ${sql.placeholder('scanLimit')} offset ${sql.placeholder('scanOffset')}`;
  const where = opts.where ?? sql`true`;
  const ids = opts.fromEnd
    ? sql`select ${id} from (select ${id}, ${key} from ${table} where ${where}
        order by ${order(!opts.descending)} ${window}) as ${table} order by ${order(opts.descending)}`
    : sql`select ${id} from ${table} where ${where} order by ${order(opts.descending)} ${window}`;
  return sql`array(${ids})`;
}

/**
 * `page_ids(id, n)` for `jsonPageColumns`: `pageIdArray` numbered from 1, so that the rows are then read by key in
 * its order (`with ordinality`).
 */
export const pageIds = (opts: PageIdsOptions) => sql`unnest(${pageIdArray(opts)}) with ordinality as page_ids(id, n)`;

/**
 * A list's kept total read alone (what `pageWindow` asks for a deep page): the same expression as its page
 * statement's `total`, given values where the statement has placeholders.
 */
export async function readTotal(db: Db, total: SQL) {
  const [row] = await queryRows<{ total: string | number | null }>(db, sql`select ${total} as total`);
  return Number(row?.total ?? 0);
}
