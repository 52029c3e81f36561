import { describe, expect, it } from 'vitest';
import { migratedAcross } from '../../test/migrations';

const TOTALS_MIGRATION = '0010_list_totals';

describe('migration 0010 on a database with rows', () => {
  it('fills the kept customer and quote totals from the rows already there', async () => {
    const client = await migratedAcross(
      TOTALS_MIGRATION,
      `
        insert into users (email, password) values ('a@example.com', 'x'), ('b@example.com', 'x');
        insert into companies (user_id, name) select id, 'Company ' || id from users;
        insert into customers (company_id, name, access_token)
          select c.id, 'C' || g, c.id || '-' || g from companies c, generate_series(1, 7) g;
        insert into invoices (company_id, customer_id, invoice_number, customer_name, customer_email, amount,
                              subtotal, total, status, items)
          select cu.company_id, cu.id, 'I-' || cu.id || '-' || g, 'x', 'x@example.com', 5, 5, 5, 'sent', '[]'
          from customers cu, generate_series(1, 3) g where cu.name in ('C1', 'C2') or (cu.name = 'C5' and cu.company_id = 2);
        insert into quotes (company_id, customer_id, quote_number, amount, status, items, preview_token)
          select cu.company_id, cu.id, 'Q-' || cu.id || '-' || g, 2.5 * g, (array['draft', 'sent', 'accepted'])[g],
                 '[]', 'p' || cu.id || '-' || g
          from customers cu, generate_series(1, 3) g where cu.name in ('C2', 'C3');`,
    );
    try {
      const customers = await client.query(`
        select t.company_id, t.customer_count, t.active_customer_count,
               (select count(*)::int from customers c where c.company_id = t.company_id) as counted,
               (select count(*)::int from customers c where c.company_id = t.company_id
                  and exists (select 1 from invoices i where i.customer_id = c.id)) as active_counted
        from customer_totals t order by t.company_id`);
      expect(customers.rows).toEqual([
        { company_id: 1, customer_count: 7, active_customer_count: 2, counted: 7, active_counted: 2 },
        { company_id: 2, customer_count: 7, active_customer_count: 3, counted: 7, active_counted: 3 },
      ]);
      const wrong = await client.query(`select id from customers c
        where invoice_count <> (select count(*) from invoices i where i.customer_id = c.id)`);
      expect(wrong.rows).toEqual([]);
      const quotes = await client.query(`
        select k.company_id, k.status, k.quote_count, k.total::text as total, counted.n, counted.total::text as summed
        from quote_status_totals k
        join (select company_id, status, count(*)::int as n, sum(amount)::numeric(14, 2) as total from quotes
              group by 1, 2) counted using (company_id, status)
        order by 1, 2`);
      expect(quotes.rows).toHaveLength(6);
      for (const row of quotes.rows as { quote_count: number; n: number; total: string; summed: string }[]) {
        expect([row.quote_count, row.total]).toEqual([row.n, row.summed]);
      }
    } finally {
      await client.close();
    }
  });
});
