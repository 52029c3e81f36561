import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { customers, invoices } from '../../db/schema';
import { newToken } from '../../lib/tokens';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A valid invoice form for `customerId`; `overrides` may make it invalid on purpose. */
export function invoiceForm(customerId: number, overrides: Record<string, unknown> = {}) {
  return {
    customerId,
    customerName: 'Dana Whitfield',
    customerEmail: 'dana@example.com',
    notes: 'Spring cleanup at the back yard',
    dueDate: '2099-04-04',
    tax: '0',
    discount: '0',
    items: [{ description: 'Weekly lawn mowing', quantity: 4, rate: '45.00' }],
    ...overrides,
  };
}

/** Shorthands the invoice tests share: calls with a session, and rows written straight to the database. */
export function invoiceHelpers(t: TestApp) {
  let sequence = 0;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  async function seedCustomer(companyId: number, values: Partial<typeof customers.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(customers)
      .values({ companyId, name: 'Dana Whitfield', email: 'dana@example.com', accessToken: newToken(), ...values })
      .returning();
    return row;
  }
  return {
    call,

    seedCustomer,

    /** A signed-in owner with a company and one customer (`values` for that customer). */
    async ownerWithCustomer(values: Partial<typeof customers.$inferInsert> = {}) {
      const owner = await signedInOwner(t);
      return { ...owner, customer: await seedCustomer(owner.company.id, values) };
    },

    /** An invoice as it would be after some history (status, dates), bypassing the API. */
    async seedInvoice(companyId: number, customerId: number, values: Partial<typeof invoices.$inferInsert> = {}) {
      const total = values.total ?? '100.00';
      const [row] = await t.db
        .insert(invoices)
        .values({
          companyId,
          customerId,
          invoiceNumber: `T-${++sequence}`,
          customerName: 'Dana Whitfield',
          customerEmail: 'dana@example.com',
          amount: total,
          subtotal: total,
          total,
          items: [{ description: 'Work', quantity: 1, rate: total, amount: total }],
          // A paid invoice has received its total.
          amountPaid: values.status === 'paid' ? total : '0',
          ...values,
        })
        .returning();
      return row;
    },

    async create(cookie: string, customerId: number, overrides: Record<string, unknown> = {}) {
      const response = await call('POST', '/api/invoices', cookie, invoiceForm(customerId, overrides));
      if (response.statusCode !== 201) throw new Error(`create answered ${response.statusCode}: ${response.body}`);
      return response.json<{ id: number; invoiceNumber: string; total: string; status: string }>();
    },

    async invoicesOf(companyId: number) {
      return t.db.select().from(invoices).where(eq(invoices.companyId, companyId));
    },

    async row(id: number) {
      const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },
  };
}
