import { z } from './zod';

/** The largest id a PostgreSQL `serial` column holds. */
export const MAX_ID = 2_147_483_647;

/** A row's id in a path: a larger one cannot exist, so it is refused as bad input instead of failing in SQL. */
export const idField = z.coerce.number().int().positive().max(MAX_ID);

/** `/:id` of every route that addresses one row. */
export const idParamSchema = z.object({ id: idField });
