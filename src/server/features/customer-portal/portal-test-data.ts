import { computeTotals } from '../../../shared/billing/line-items';
import type { Db } from '../../db/client';
import { customers, invoices, quotes } from '../../db/schema';
import { newToken } from '../../lib/tokens';

// Test data for the portal tests: rows written straight into the shared billing tables.
let sequence = 0;
const next = () => ++sequence;

export async function insertCustomer(db: Db, values: Partial<typeof customers.$inferInsert> & { companyId: number }) {
  const [customer] = await db
    .insert(customers)
    .values({ name: 'Dana Whitfield', email: `dana-${next()}@example.com`, accessToken: newToken(), ...values })
    .returning();
  return customer;
}

/** An invoice of one item worth `total` (tax and discount 0 unless given). */
export async function insertInvoice(
  db: Db,
  values: Partial<typeof invoices.$inferInsert> & { companyId: number; customerId: number; total?: string },
) {
  const { total = '100.00', ...rest } = values;
  const figures = computeTotals([{ description: 'Lawn mowing', quantity: 1, rate: total }]);
  const [invoice] = await db
    .insert(invoices)
    .values({
      invoiceNumber: `INV-${String(next()).padStart(4, '0')}`,
      customerName: 'Dana Whitfield',
      customerEmail: 'dana@example.com',
      items: figures.items,
      amount: figures.subtotal,
      subtotal: figures.subtotal,
      total: figures.total,
      status: 'sent',
      // A paid invoice has received its total.
      amountPaid: rest.status === 'paid' ? figures.total : '0',
      ...rest,
    })
    .returning();
  return invoice;
}

export async function insertQuote(
  db: Db,
  values: Partial<typeof quotes.$inferInsert> & { companyId: number; customerId: number },
) {
  const figures = computeTotals([{ description: 'Spring cleanup', quantity: 1, rate: values.amount ?? '150.00' }]);
  const [quote] = await db
    .insert(quotes)
    .values({
      quoteNumber: `Q-${String(next()).padStart(4, '0')}`,
      items: figures.items,
      amount: figures.total,
      status: 'sent',
      previewToken: newToken(),
      ...values,
    })
    .returning();
  return quote;
}
