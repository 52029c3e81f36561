import { z } from '../zod';

/**
 * What can happen to an invoice that the database keeps a date of. Not here yet: a cancellation, whose moment is
 * not stored.
 */
export const INVOICE_TIMELINE_KINDS = ['created', 'sent', 'viewed', 'reminded', 'payment', 'paid', 'refund'] as const;
export type InvoiceTimelineKind = (typeof INVOICE_TIMELINE_KINDS)[number];

export const invoiceTimelineEventSchema = z.object({
  kind: z.enum(INVOICE_TIMELINE_KINDS),
  /** ISO timestamp. */
  at: z.string(),
  title: z.string(),
  detail: z.string().optional(),
  /** Only the day is known (a payment the owner recorded for a date): `at` is noon UTC of that day. */
  dateOnly: z.boolean().optional(),
});
export type InvoiceTimelineEvent = z.infer<typeof invoiceTimelineEventSchema>;

/** GET /api/invoices/{id}/timeline: the events oldest first, and the time zone the business reads them in. */
export const invoiceTimelineSchema = z.object({
  timeZone: z.string(),
  events: z.array(invoiceTimelineEventSchema),
});
export type InvoiceTimeline = z.infer<typeof invoiceTimelineSchema>;
