import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * The payment of each invoice a seed inserted as paid (its whole total, on its paid date, by its method), so a
 * seeded business reads as one whose invoices were paid through the product: every paid invoice has its payment.
 */
export async function recordSeededPayments(db: Db, companyId: number) {
  await db.execute(sql`
    insert into payments (company_id, invoice_id, amount, method, paid_at)
    select i.company_id, i.id, i.total, coalesce(i.payment_method, 'other'), coalesce(i.paid_date, i.updated_at)
    from invoices i
    where i.company_id = ${companyId} and i.status = 'paid' and i.total > 0
      and not exists (select 1 from payments p where p.invoice_id = i.id)`);
}
