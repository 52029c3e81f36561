import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { queryRows } from './client';

/**
 * Deleting or re-keying a row makes the database find the rows that reference it (to cascade, set null or refuse):
 * without an index led by the referencing column, that is a scan of the whole table for each row deleted (a
 * company's account deletion, a customer removed). Every foreign key of the schema has one.
 */
describe('foreign keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('each have an index whose first column is the referencing column', async () => {
    const keys = await queryRows<{ key: string }>(
      t.db,
      sql`select c.conrelid::regclass::text || '.' || a.attname as key
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    );
    expect(keys.length).toBeGreaterThan(50);
    const unindexed = await queryRows<{ key: string }>(
      t.db,
      sql`select c.conrelid::regclass::text || '.' || a.attname as key
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and c.connamespace = 'public'::regnamespace
            and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
          order by 1`,
    );
    expect(unindexed.map((row) => row.key)).toEqual([]);
  });
});
