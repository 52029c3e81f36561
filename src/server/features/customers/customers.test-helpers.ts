import { customers, invoices, quotes } from '../../db/schema';
import { newToken } from '../../lib/tokens';
import type { TestApp } from '../../../test/app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Shorthands the customer tests share: calls with a session, and rows written straight to the database. */
export function customerHelpers(t: TestApp) {
  let invoiceSequence = 0;
  return {
    call: (method: Method, url: string, cookie?: string, payload?: object) =>
      t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) }),

    async seedCustomer(companyId: number, values: Partial<typeof customers.$inferInsert> = {}) {
      const [row] = await t.db
        .insert(customers)
        .values({ companyId, name: 'Pat Doe', accessToken: newToken(), ...values })
        .returning();
      return row;
    },

    async seedInvoice(companyId: number, customerId: number, status: string, total: string) {
      const [row] = await t.db
        .insert(invoices)
        .values({
          companyId,
          customerId,
          status,
          invoiceNumber: `T-${++invoiceSequence}`,
          customerName: 'Pat Doe',
          customerEmail: 'pat@example.com',
          amount: total,
          subtotal: total,
          total,
          items: [{ description: 'Work', quantity: 1, rate: total, amount: total }],
          amountPaid: status === 'paid' ? total : '0',
        })
        .returning();
      return row;
    },

    async seedQuote(companyId: number, customerId: number) {
      const [row] = await t.db
        .insert(quotes)
        .values({
          companyId,
          customerId,
          quoteNumber: `Q-${++invoiceSequence}`,
          amount: '100.00',
          items: [{ description: 'Work', quantity: 1, rate: '100.00', amount: '100.00' }],
          previewToken: newToken(),
        })
        .returning();
      return row;
    },
  };
}
