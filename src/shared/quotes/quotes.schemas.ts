import { z } from '../zod';
import { decimalField, optionalDate, optionalText } from '../billing/fields';
import { lineItemSchema } from '../invoices/invoices.schemas';

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const DEFAULT_VALID_DAYS = 30;

export const quoteItemInputSchema = z.object({
  description: z.string({ error: 'Description is required' }).trim().min(1, 'Description is required').max(500),
  quantity: decimalField('Quantity must be at least 1').pipe(
    z.number().int('Quantity must be at least 1').min(1, 'Quantity must be at least 1').max(1_000_000),
  ),
  rate: decimalField('Rate must be positive').pipe(z.number().min(0, 'Rate must be positive').max(99_999_999)),
  /** Ignored: the server computes it. */
  amount: decimalField('Amount must be positive').pipe(z.number().min(0, 'Amount must be positive')).optional(),
});

export const quoteInputSchema = z.object({
  customerId: z.coerce
    .number({ error: 'Customer is required' })
    .int('Customer is required')
    .min(1, 'Customer is required'),
  /** Required by the form; the stored amount is the sum of the items. */
  amount: decimalField('Amount is required').pipe(z.number().min(0, 'Amount is required')),
  description: optionalText(2000),
  validUntil: optionalDate,
  notes: optionalText(2000),
  items: z
    .array(quoteItemInputSchema, { error: 'At least one item is required' })
    .min(1, 'At least one item is required')
    .max(100),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;

/** PUT /api/quotes/{id}: a status change ({status} or {status, acceptedDate}) or, for drafts, new content. */
export const quoteUpdateSchema = z.union([
  z.object({ status: z.enum(['sent', 'accepted', 'declined']), acceptedDate: z.string().optional() }).strict(),
  quoteInputSchema,
]);

export const quoteSchema = z.object({
  id: z.number(),
  quoteNumber: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  amount: z.string(),
  description: z.string().nullable(),
  validUntil: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: z.string(),
  sentDate: z.string().nullable(),
  acceptedDate: z.string().nullable(),
  signerName: z.string().nullable(),
  declinedDate: z.string().nullable(),
  declineReason: z.string().nullable(),
  convertedInvoiceId: z.number().nullable(),
  /** The customer's link: /quote-preview/{id}?token={previewToken}. */
  previewToken: z.string(),
  delivery: z
    .object({ status: z.enum(['queued', 'sent', 'failed']), error: z.string().nullable(), to: z.string() })
    .nullable(),
  items: z.array(lineItemSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteSummarySchema = z.object({
  totalValue: z.string(),
  count: z.number(),
  accepted: z.number(),
  pending: z.number(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

export const portalAcceptSchema = z.object({
  signerName: z
    .string({ error: 'Please type your name to accept' })
    .trim()
    .min(1, 'Please type your name to accept')
    .max(120),
});
export const portalDeclineSchema = z.object({ reason: optionalText(1000) });
