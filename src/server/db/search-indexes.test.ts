import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { migratedAcross } from '../../test/migrations';
import { queryRows } from './client';

const SEARCH_INDEXES = ['invoices_search_idx', 'customers_search_idx'];

/**
 * The trigram indexes' settings that drizzle's schema cannot state (migrations 0010 and 0011): without them the
 * planner misprices a search (docs/performance.md, "Search").
 */
describe('the search indexes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it.each(SEARCH_INDEXES)('%s has no pending list and a histogram of 300 of its text', async (index) => {
    const [row] = await queryRows<{ statistics: number; options: string[] | null }>(
      t.db,
      sql`select a.attstattarget::int as statistics, c.reloptions as options
          from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum = 1
          where c.relname = ${index}`,
    );
    expect(row).toEqual({ statistics: 300, options: ['fastupdate=off'] });
  });
});

describe('migration 0011 on a database with rows', () => {
  it("builds the searched text's histograms where there are rows, and leaves an empty table unanalyzed", async () => {
    const client = await migratedAcross(
      '0011_search_statistics',
      `insert into users (email, password) values ('a@example.com', 'x');
       insert into companies (user_id, name) select id, 'Company' from users;
       insert into customers (company_id, name, access_token)
         select c.id, 'Customer ' || g, 't' || g from companies c, generate_series(1, 40) g;`,
    );
    try {
      const analyzed = await client.query<{ index: string; histogram: boolean }>(
        `select c.relname as index, exists (select 1 from pg_statistic s where s.starelid = c.oid) as histogram
         from pg_class c where c.relname = any($1) order by 1`,
        [SEARCH_INDEXES],
      );
      expect(analyzed.rows).toEqual([
        { index: 'customers_search_idx', histogram: true },
        { index: 'invoices_search_idx', histogram: false },
      ]);
    } finally {
      await client.close();
    }
  });
});
