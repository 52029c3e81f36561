import { describe, expect, it } from 'vitest';
import { migratedAcross } from '../../test/migrations';

describe('migrations 0013 and 0014 on a database with rows', () => {
  it('gives each invoice paid before it its payment, and every invoice its amount paid and balance', async () => {
    const client = await migratedAcross(
      '0013_payments',
      `
        insert into users (email, password) values ('a@example.com', 'x');
        insert into companies (user_id, name) select id, 'Company' from users;
        insert into customers (company_id, name, access_token) select id, 'C', 't' from companies;
        insert into invoices (company_id, customer_id, invoice_number, customer_name, customer_email, amount,
                              subtotal, total, status, payment_method, paid_date, items)
        select cu.company_id, cu.id, v.n, 'x', 'x@example.com', v.total, v.total, v.total, v.status, v.method,
               v.paid::timestamptz, '[]'
        from customers cu, (values ('I-1', 120.50, 'paid', 'check', '2026-03-05 12:00Z'),
                                   ('I-2', 80, 'paid', 'square', '2026-03-06 12:00Z'),
                                   ('I-3', 0, 'paid', 'cash', '2026-03-07 12:00Z'),
                                   ('I-4', 99.99, 'sent', null, null)) v(n, total, status, method, paid);`,
    );
    try {
      const invoices = await client.query(`
        select invoice_number, amount_paid::text, balance_due::text from invoices order by invoice_number`);
      expect(invoices.rows).toEqual([
        { invoice_number: 'I-1', amount_paid: '120.50', balance_due: '0.00' },
        { invoice_number: 'I-2', amount_paid: '80.00', balance_due: '0.00' },
        { invoice_number: 'I-3', amount_paid: '0.00', balance_due: '0.00' },
        { invoice_number: 'I-4', amount_paid: '0.00', balance_due: '99.99' },
      ]);
      const payments = await client.query(`
        select i.invoice_number, p.amount::text, p.method, p.paid_at = i.paid_date as on_paid_date
        from payments p join invoices i on i.id = p.invoice_id order by i.invoice_number`);
      expect(payments.rows).toEqual([
        { invoice_number: 'I-1', amount: '120.50', method: 'check', on_paid_date: true },
        { invoice_number: 'I-2', amount: '80.00', method: 'other', on_paid_date: true },
      ]);
      // Migration 0014 files the revenue by day again from those payments.
      const days = await client.query(`select day::text, total::text from paid_revenue_by_day order by day`);
      expect(days.rows).toEqual([
        { day: '2026-03-05', total: '120.50' },
        { day: '2026-03-06', total: '80.00' },
      ]);
    } finally {
      await client.close();
    }
  });
});
