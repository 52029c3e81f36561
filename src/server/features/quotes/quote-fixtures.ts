import type { QuoteInput } from '../../../shared/quotes/quotes.schemas';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
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
