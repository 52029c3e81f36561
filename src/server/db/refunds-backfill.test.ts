import { describe, expect, it } from 'vitest';
import { migratedAcross } from '../../test/migrations';

// Two companies in different time zones, as 0015 kept them: invoices paid in full (one of them through a payment
// partly refunded), partly paid (one payment partly refunded), unpaid. Before 0016 runs, the figures the triggers
// kept are copied aside, so what it leaves can be compared with what was there.
const rowsUnder0015 = `
  insert into users (email, password, timezone) values ('a@example.com', 'x', 'America/New_York'),
                                                       ('b@example.com', 'x', 'America/Los_Angeles');
  insert into companies (user_id, name) select id, email from users;
  insert into customers (company_id, name, access_token) select id, 'C', 't' || id from companies;
  insert into invoices (company_id, customer_id, invoice_number, customer_name, customer_email, amount, subtotal,
                        total, amount_paid, status, items)
  select cu.company_id, cu.id, v.n, 'x', 'x@example.com', v.total, v.total, v.total, v.paid, v.status, '[]'
  from customers cu join companies co on co.id = cu.company_id,
       (values ('a@example.com', 'I-1', 120.50, 120.50, 'paid'),
               ('a@example.com', 'I-2', 200.00, 50.00, 'sent'),
               ('a@example.com', 'I-3', 90.00, 45.00, 'overdue'),
               ('a@example.com', 'I-4', 60.00, 0, 'viewed'),
               ('a@example.com', 'I-5', 75.00, 75.00, 'paid'),
               ('a@example.com', 'I-6', 10.00, 0, 'draft'),
               ('b@example.com', 'I-7', 300.00, 90.00, 'sent')) v(owner, n, total, paid, status)
  where co.name = v.owner;
  insert into payments (company_id, invoice_id, amount, refunded_amount, method, paid_at)
  select i.company_id, i.id, v.amount, v.refunded, 'check', v.at::timestamptz
  from invoices i,
       (values ('I-1', 100.00, 0, '2026-03-05 12:00Z'), ('I-1', 20.50, 0, '2026-03-06 12:00Z'),
               ('I-2', 80.00, 30.00, '2026-03-06 15:00Z'), ('I-3', 45.00, 0, '2026-03-07 12:00Z'),
               ('I-5', 100.00, 25.00, '2026-03-08 12:00Z'),
               ('I-7', 100.00, 10.00, '2026-03-05 04:00Z')) v(n, amount, refunded, at)
  where i.invoice_number = v.n;
  create table revenue_before as select * from paid_revenue_by_day;
  create table totals_before as select * from invoice_status_totals;`;

describe('migration 0016 on a database with payments and refunds', () => {
  it('keeps what each status received, dates each refund on its payment day, and leaves the revenue as it was', async () => {
    const client = await migratedAcross('0016_refunds_deposits', rowsUnder0015);
    try {
      const totals = await client.query(`
        select co.name as company, t.status, t.invoice_count, t.total::text, t.amount_paid::text
        from invoice_status_totals t join companies co on co.id = t.company_id order by 1, 2`);
      expect(totals.rows).toEqual([
        { company: 'a@example.com', status: 'draft', invoice_count: 1, total: '10.00', amount_paid: '0.00' },
        { company: 'a@example.com', status: 'overdue', invoice_count: 1, total: '90.00', amount_paid: '45.00' },
        { company: 'a@example.com', status: 'paid', invoice_count: 2, total: '195.50', amount_paid: '195.50' },
        { company: 'a@example.com', status: 'sent', invoice_count: 1, total: '200.00', amount_paid: '50.00' },
        { company: 'a@example.com', status: 'viewed', invoice_count: 1, total: '60.00', amount_paid: '0.00' },
        { company: 'b@example.com', status: 'sent', invoice_count: 1, total: '300.00', amount_paid: '90.00' },
      ]);
      const countsKept = await client.query(`
        select count(*)::int as changed from totals_before b
        full join invoice_status_totals t using (company_id, status)
        where (b.invoice_count, b.total) is distinct from (t.invoice_count, t.total)`);
      expect(countsKept.rows).toEqual([{ changed: 0 }]);

      const refunds = await client.query(`
        select i.invoice_number, r.amount::text, r.company_id = p.company_id as same_company,
               r.refunded_at = p.paid_at as on_payment_day
        from payment_refunds r join payments p on p.id = r.payment_id join invoices i on i.id = p.invoice_id
        order by i.invoice_number`);
      expect(refunds.rows).toEqual([
        { invoice_number: 'I-2', amount: '30.00', same_company: true, on_payment_day: true },
        { invoice_number: 'I-5', amount: '25.00', same_company: true, on_payment_day: true },
        { invoice_number: 'I-7', amount: '10.00', same_company: true, on_payment_day: true },
      ]);

      const days = await client.query(`
        select co.name as company, d.day::text, d.total::text
        from paid_revenue_by_day d join companies co on co.id = d.company_id order by 1, 2`);
      expect(days.rows).toEqual([
        { company: 'a@example.com', day: '2026-03-05', total: '100.00' },
        { company: 'a@example.com', day: '2026-03-06', total: '70.50' }, // 20.50, and 80.00 less its 30.00
        { company: 'a@example.com', day: '2026-03-07', total: '45.00' },
        { company: 'a@example.com', day: '2026-03-08', total: '75.00' },
        { company: 'b@example.com', day: '2026-03-04', total: '90.00' }, // 04:00Z is the evening before there
      ]);
      const revenueKept = await client.query(`
        select count(*)::int as changed from revenue_before b full join paid_revenue_by_day d using (company_id, day)
        where b.total is distinct from d.total`);
      expect(revenueKept.rows).toEqual([{ changed: 0 }]);
    } finally {
      await client.close();
    }
  });
});
