import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { migratedAcross } from '../../test/migrations';
import { queryRows } from './client';

const SEARCH_TABLES = ['invoices', 'customers'];

/**
 * The search's settings that drizzle's schema cannot state (migrations 0010 to 0012): without them the planner
 * misprices a search (docs/performance.md, "Search").
 */
describe('the search indexes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it.each(SEARCH_TABLES)('%s_search_idx has no pending list, its text a histogram of 300', async (table) => {
    const [row] = await queryRows<{ statistics: number; options: string[] | null }>(
      t.db,
      sql`select a.attstattarget::int as statistics, i.reloptions as options
          from pg_class i join pg_attribute a on a.attrelid = ${table}::regclass and a.attname = 'search_text'
          where i.relname = ${`${table}_search_idx`}`,
    );
    expect(row).toEqual({ statistics: 300, options: ['fastupdate=off'] });
  });

  it('keeps the searched text lowered as a row is written and changed', async () => {
    const [row] = await queryRows<{ inserted: string; invoice: string }>(
      t.db,
      sql`with u as (insert into users (email, password) values ('search-text@example.com', 'x') returning id),
               c as (insert into companies (user_id, name) select id, 'Company' from u returning id),
               k as (insert into customers (company_id, name, email, access_token)
                     select id, 'Ada LOVELACE', 'Ada@Example.COM', 'search-text' from c
                     returning id, company_id, search_text),
               i as (insert into invoices (company_id, customer_id, invoice_number, customer_name, customer_email,
                                           amount, subtotal, total, items, notes)
                     select company_id, id, 'INV-0042', 'Ada', 'a@example.com', 1, 1, 1, '[]', 'Cleaned the GUTTERS'
                     from k returning search_text)
          select (select search_text from k) as inserted, (select search_text from i) as invoice`,
    );
    const [changed] = await queryRows<{ updated: string }>(
      t.db,
      sql`update customers set phone = '555 0100', email = null where access_token = 'search-text'
          returning search_text as updated`,
    );
    expect({ ...row, updated: changed.updated }).toEqual({
      inserted: 'ada lovelace ada@example.com ',
      invoice: 'inv-0042 cleaned the gutters',
      updated: 'ada lovelace  555 0100',
    });
  });
});

describe('migration 0012 on a database with rows', () => {
  it('keeps the text of the rows already there and builds its histograms where there are rows', async () => {
    const client = await migratedAcross(
      '0012_search_text',
      `insert into users (email, password) values ('a@example.com', 'x');
       insert into companies (user_id, name) select id, 'Company' from users;
       insert into customers (company_id, name, email, access_token)
         select c.id, 'Customer ' || g, 'C' || g || '@Example.com', 't' || g from companies c, generate_series(1, 40) g;`,
    );
    try {
      const texts = await client.query<{ text: string }>(
        `select search_text as text from customers order by id limit 2`,
      );
      expect(texts.rows).toEqual([{ text: 'customer 1 c1@example.com ' }, { text: 'customer 2 c2@example.com ' }]);
      const analyzed = await client.query<{ table: string; histogram: boolean }>(
        `select t as table, exists (select 1 from pg_stats s where s.tablename = t and s.attname = 'search_text')
           as histogram
         from unnest($1::text[]) t order by 1`,
        [SEARCH_TABLES],
      );
      expect(analyzed.rows).toEqual([
        { table: 'customers', histogram: true },
        { table: 'invoices', histogram: false },
      ]);
    } finally {
      await client.close();
    }
  });
});
