import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Quote, QuoteInput } from '../../../shared/quotes/quotes.schemas';
import type { TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import type { Db } from '../../db/client';
import { customers, quotes } from '../../db/schema';
import { newToken } from '../../lib/tokens';

let sequence = 0;

/** A customer of `companyId` for the quote tests; `email: null` makes one nobody can e-mail. */
export async function seedQuoteCustomer(
  db: Db,
  overrides: Partial<typeof customers.$inferInsert> & { companyId: number },
) {
  const [customer] = await db
    .insert(customers)
    .values({
      name: 'Dana Whitfield',
      email: `dana-${++sequence}@example.com`,
      phone: '(555) 010-3000',
      address: '4 Oak Ave, Springfield',
      accessToken: newToken(),
      ...overrides,
    })
    .returning();
  return customer;
}

/** A valid New Quote form for `customerId`; the client's amount is deliberately wrong (the server recomputes). */
export function quoteForm(customerId: number, overrides: Partial<Record<keyof QuoteInput, unknown>> = {}) {
  return {
    customerId,
    amount: 1,
    description: 'Spring cleanup of the back garden',
    validUntil: '2030-06-30',
    notes: 'Green waste removal included.',
    items: [
      { description: 'Hedge trimming', quantity: 2, rate: '45.50', amount: 0 },
      { description: 'Mulch (bags)', quantity: 10, rate: 6.25 },
    ],
    ...overrides,
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The calls the quote tests make, on the test app `app()` returns once it exists. */
export function quoteTestApi(app: () => TestApp) {
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    app().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /** A signed-in owner with one customer. */
  async function owner() {
    const o = await signedInOwner(app());
    const customer = await seedQuoteCustomer(app().db, { companyId: o.company.id });
    return { ...o, customer };
  }

  async function createQuote(cookie: string, customerId: number, overrides = {}) {
    const response = await call('POST', '/api/quotes', cookie, quoteForm(customerId, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Quote>();
  }

  const quoteRows = (companyId: number) => app().db.select().from(quotes).where(eq(quotes.companyId, companyId));

  return { call, owner, createQuote, quoteRows };
}
