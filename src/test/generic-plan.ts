import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../server/db/client';

type Query = { toSQL(): { sql: string; params: unknown[] } };

const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/**
 * The plan PostgreSQL keeps for a prepared statement once it plans without the values (its generic plan, which
 * a named statement switches to after five executions when it costs no more), as EXPLAIN's JSON text. `values`
 * gives each placeholder's by name. Run in a transaction, so the setting and the statement end with it.
 */
export async function genericPlan(db: Db, query: Query, values: Record<string, string | number>) {
  const { sql: text, params } = query.toSQL();
  const args = params.map((p) => {
    const name = (p as { name?: string }).name;
    if (name === undefined || !(name in values)) throw new Error(`genericPlan: no value for ${String(name)}`);
    return literal(values[name]);
  });
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare generic_plan_probe as ${text}`));
    try {
      const rows = await queryRows(tx, sql.raw(`explain (format json) execute generic_plan_probe(${args.join(', ')})`));
      return JSON.stringify(rows);
    } finally {
      await tx.execute(sql`deallocate generic_plan_probe`);
    }
  });
}
