import { z } from '../zod';

/** A number sent as a JSON number or a numeric string ("12.50"); anything else fails with `message`. */
export const decimalField = (message: string) =>
  z.union(
    [
      z.number({ error: message }),
      z
        .string({ error: message })
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, message)
        .transform(Number),
    ],
    {
      error: message,
    },
  );

/** Optional text: blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** `YYYY-MM-DD`, or blank for none. */
export const optionalDate = z
  .union([z.literal(''), z.iso.date('Please enter a valid date')])
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/**
 * A search counts its matches up to this many and then says "at least": each match counted is a row read
 * (trigram matches are checked against the row), so an exact count of a common word would cost the whole list.
 */
export const SEARCH_COUNT_CAP = 100;

/** A page of a list: `?limit=&offset=` (default 50, at most 200) and an optional search text. */
export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe(
      `Text to look for. Matches are counted exactly up to ${SEARCH_COUNT_CAP}; past that, X-Total-Count is at least that many and X-Total-Count-Exact is false.`,
    ),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * `?cursor=` of a list read page after page by API clients: the previous page's `X-Next-Cursor` header, opaque.
 * The page starts right after where that one ended, found by the index however deep (keyset paging), in place of
 * `offset`; a list with no `X-Next-Cursor` has no more pages.
 */
export const cursorField = z
  .string()
  .max(1000)
  .optional()
  .describe(
    "Where the previous page ended: its X-Next-Cursor response header, as given. The page starts right after it, in the list's order, with the same filters; used instead of offset. No X-Next-Cursor: that was the last page.",
  );
