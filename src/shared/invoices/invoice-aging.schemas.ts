import { z } from '../zod';
import type { InvoiceStatus } from './invoice-values';

/** Billed and not settled: what a customer still owes (with a balance due above zero). */
export const OUTSTANDING_STATUSES = ['sent', 'viewed', 'overdue'] as const satisfies readonly InvoiceStatus[];

/**
 * The aging buckets by days past due (the business's today minus the due date), oldest last: each from its `min`
 * up to the next one's. `current` holds the invoices not yet due (0 days or fewer) and those without a due date.
 * The aggregate's SQL and the export's Bucket column are both read from this one table.
 */
export const AGING_BUCKETS = [
  { key: 'current', label: 'Current', min: undefined },
  { key: '1-30', label: '1-30 days', min: 1 },
  { key: '31-60', label: '31-60 days', min: 31 },
  { key: '61-90', label: '61-90 days', min: 61 },
  { key: '90+', label: 'Over 90 days', min: 91 },
] as const;

export const AGING_BUCKET_KEYS = AGING_BUCKETS.map((b) => b.key) as [AgingBucketKey, ...AgingBucketKey[]];
export type AgingBucketKey = (typeof AGING_BUCKETS)[number]['key'];

/** The bucket of an invoice `days` past due: the last whose lower bound it has reached; null (no due date) is current. */
export function agingBucketOf(days: number | null) {
  let bucket: (typeof AGING_BUCKETS)[number] = AGING_BUCKETS[0];
  for (const next of AGING_BUCKETS) if (next.min !== undefined && days !== null && days >= next.min) bucket = next;
  return bucket;
}

const count = z.number().int();
/** The balance due summed, two decimals. */
const amount = z.string();

/** GET /api/invoices/aging: the company's outstanding receivables by days past due, and their total. */
export const invoiceAgingSchema = z.object({
  buckets: z.array(z.object({ key: z.enum(AGING_BUCKET_KEYS), label: z.string(), count, amount })),
  total: z.object({ count, amount }),
});
export type InvoiceAging = z.infer<typeof invoiceAgingSchema>;

/** GET /api/invoices/aging.csv: one row per outstanding invoice, most past due first. */
export const INVOICE_AGING_CSV_COLUMNS = [
  'Invoice Number',
  'Customer',
  'Due Date',
  'Days Past Due',
  'Bucket',
  'Total',
  'Amount Paid',
  'Balance Due',
] as const;
