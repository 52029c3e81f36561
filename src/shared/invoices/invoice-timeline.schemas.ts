import { z } from '../zod';

/**
 * What can happen to an invoice that the database keeps a date of. Not here yet: a cancellation, whose moment is
 * not stored.
 */
export const INVOICE_TIMELINE_KINDS = ['created', 'sent', 'viewed', 'reminded', 'payment', 'paid', 'refund'] as const;
export type InvoiceTimelineKind = (typeof INVOICE_TIMELINE_KINDS)[number];

/**
 * The timeline's texts. The server words the events in English (the API's language); the client shows them in the
 * user's (src/client/lib/messages). A detail is made of parts, each one of these or the owner's own text (a refund's
 * reason, a payment's reference), joined with `TIMELINE_DETAIL_SEPARATOR`.
 */
export const invoiceTimelineMessages = {
  created: 'Invoice created',
  createdBy: (name: string) => `By ${name}`,
  sent: 'Invoice sent',
  sentAgain: 'Invoice sent again',
  reminded: 'Payment reminder sent',
  lastOfReminders: (count: number) => `The last of ${count} reminders`,
  viewed: 'Viewed by the customer',
  viewedWhere: 'First opened in the customer portal',
  payment: (amount: string) => `Payment of ${amount} received`,
  paid: 'Paid in full',
  refunded: (amount: string) => `Refunded ${amount}`,
  recordedBy: (name: string) => `Recorded by ${name}`,
  reference: (reference: string) => `Ref. ${reference}`,
  queued: (to: string) => `Waiting to be delivered to ${to}`,
  delivered: (to: string) => `Delivered to ${to}`,
  undelivered: (to: string) => `Could not be delivered to ${to}`,
};

export const TIMELINE_DETAIL_SEPARATOR = ' · ';

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
