import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentCounters } from '../db/schema';

export type NumberedDocument = 'invoice' | 'quote';
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const prefixes: Record<NumberedDocument, string> = { invoice: 'INV', quote: 'Q' };

/** INV-0001, Q-0042: four digits at least, more when the count outgrows them. */
export function formatDocumentNumber(kind: NumberedDocument, n: number): string {
  return `${prefixes[kind]}-${String(n).padStart(4, '0')}`;
}

/**
 * The company's next invoice or quote number. Call it inside the transaction that inserts the document:
 * the counter row stays locked until that transaction ends, so concurrent creations wait their turn and a
 * rolled-back creation gives its number back.
 */
export async function nextDocumentNumber(tx: Db | Tx, companyId: number, kind: NumberedDocument): Promise<string> {
  const key = kind === 'invoice' ? 'lastInvoiceNumber' : 'lastQuoteNumber';
  const [row] = await tx
    .insert(documentCounters)
    .values({ companyId, [key]: 1 })
    .onConflictDoUpdate({ target: documentCounters.companyId, set: { [key]: sql`${documentCounters[key]} + 1` } })
    .returning({ n: documentCounters[key] });
  return formatDocumentNumber(kind, row.n);
}
