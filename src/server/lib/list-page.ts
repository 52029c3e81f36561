import type { FastifyReply } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../shared/app-error';
import { SEARCH_COUNT_CAP } from '../../shared/billing/fields';

export { SEARCH_COUNT_CAP };

export const listPageMessages = {
  badCursor: 'This cursor is not valid here: start again from the first page.',
  cursorWithOffset: 'Use either cursor or offset, not both.',
} as const;

/** Where a page ended, in its list's order: the sort value (as text, to the microsecond) and the id. */
export type ListPosition = { key: string; id: number };

/** The page's answer besides its rows: the total (exact, or at least that many) and where the next page starts. */
export type PageMeta = { total: number; exact: boolean; nextCursor?: string };

/** A timestamp as `cursorTime` writes it, and a real one (no February 31st), which PostgreSQL then reads. */
const isCursorTime = (key: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(key) &&
  !Number.isNaN(Date.parse(key)) &&
  new Date(key).toISOString().slice(0, 23) === key.slice(0, 23);

/** The lists read by cursor, each with the sort value its positions hold. */
const sortKeyOf = {
  invoices: isCursorTime,
  quotes: isCursorTime,
  customers: (key: string) => [...key].length <= 120 && !key.includes('\u0000'),
} satisfies Record<string, (key: string) => boolean>;
export type CursorList = keyof typeof sortKeyOf;

const encoded = (list: CursorList, position: ListPosition) =>
  Buffer.from(JSON.stringify([list, position.key, position.id])).toString('base64url');

/**
 * The position an opaque cursor of `list` names, or undefined without one. A cursor is only a position: read
 * with the reader's company, it shows nothing of another company's list. 400 for anything else.
 */
export function decodeCursor(list: CursorList, query: { cursor?: string; offset: number }): ListPosition | undefined {
  if (query.cursor === undefined) return undefined;
  if (query.offset > 0) throw badRequest('offset', listPageMessages.cursorWithOffset);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('cursor', listPageMessages.badCursor);
  }
  if (
    !Array.isArray(value) ||
    value.length !== 3 ||
    value[0] !== list ||
    typeof value[1] !== 'string' ||
    !sortKeyOf[list](value[1]) ||
    !Number.isSafeInteger(value[2]) ||
    value[2] < 1 ||
    value[2] > 2_147_483_647 ||
    encoded(list, { key: value[1], id: value[2] }) !== query.cursor
  ) {
    throw badRequest('cursor', listPageMessages.badCursor);
  }
  return { key: value[1], id: value[2] };
}

const badRequest = (field: string, message: string) => new AppError('BAD_REQUEST', message, { [field]: message });

/** The cursor of the page after one that ended at `last`, when more rows follow it. */
export const nextCursor = (list: CursorList, last: ListPosition | undefined, more: boolean) =>
  more && last ? encoded(list, last) : undefined;

/** A timestamp as a cursor keeps it: UTC to the microsecond, which `::timestamptz` reads back exactly. */
export const cursorTime = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after `position` in the order (`column` then id) descending, or ascending. */
export function afterPosition(column: SQL | PgColumn, id: PgColumn, position: SQL | undefined, descending: boolean) {
  return position === undefined
    ? undefined
    : descending
      ? sql`(${column}, ${id}) < ${position}`
      : sql`(${column}, ${id}) > ${position}`;
}

/**
 * The total of a searched list from matches counted up to `SEARCH_COUNT_CAP + 1`: exact within the cap, else
 * at least the cap, unless this offset page is the list's last, whose end gives the exact total.
 */
export function searchTotal(
  counted: number,
  page: { offset: number; items: number; more: boolean; byCursor: boolean },
) {
  if (counted <= SEARCH_COUNT_CAP) return { total: counted, exact: true };
  if (!page.byCursor && !page.more && page.items > 0) return { total: page.offset + page.items, exact: true };
  return { total: Math.max(SEARCH_COUNT_CAP, page.byCursor ? 0 : page.offset + page.items), exact: false };
}

/**
 * A list page's headers: `X-Total-Count` (with `X-Total-Count-Exact: false` when it means "at least") and
 * `X-Next-Cursor` when more rows follow.
 */
export function pageHeaders(reply: FastifyReply, meta: PageMeta) {
  reply.header('X-Total-Count', String(meta.total));
  if (!meta.exact) reply.header('X-Total-Count-Exact', 'false');
  if (meta.nextCursor) reply.header('X-Next-Cursor', meta.nextCursor);
  return reply;
}

/** From this offset on, a list without a search asks its kept total first, to read a deep page from the end. */
export const DEEP_OFFSET = 1_000;

/**
 * Which rows of the list's index a page at `offset` reads: `limit` and one more (to tell whether another page
 * follows). In the list's order, skipping `offset` entries; or, when the page lies in the list's second half and its
 * `total` is known, in the reverse order from the end, skipping only what lies after the page: the last page of
 * 100,000 rows then reads 21 index entries, not 100,000. The rows come back the same, numbered in the list's order.
 */
export function scanWindow(offset: number, limit: number, total?: number) {
  const ahead = { fromEnd: false, scanOffset: offset, scanLimit: limit + 1 };
  if (total === undefined || offset <= total / 2 || offset >= total) return ahead;
  // Positions counted from the end: the page's first row and the row after the one more.
  const first = total - 1 - offset;
  const low = Math.max(0, total - offset - limit - 1);
  return { fromEnd: true, scanOffset: low, scanLimit: first - low + 1 };
}

/**
 * The `scanWindow` of a list page: without a search or a cursor and from `DEEP_OFFSET` on, it asks the list's
 * kept total (`total`) first, so that a page in the second half is read from the end.
 */
export async function pageWindow(
  opts: { offset: number; limit: number; search?: string; after?: ListPosition },
  total: () => Promise<number>,
) {
  const deep = !opts.search && !opts.after && opts.offset >= DEEP_OFFSET;
  return scanWindow(opts.offset, opts.limit, deep ? await total() : undefined);
}
