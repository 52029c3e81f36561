import { LANGUAGES } from '../account/preference-values';
import { idParamSchema } from '../ids';
import { z } from '../zod';
import { singleLine } from '../text';
import { cursorField, decimalField, optionalDate, optionalText } from '../billing/fields';
import { fillableField, requireUnlessService, serviceIdField } from '../billing/service-lines';
import { lineItemSchema, memberRefSchema, ownerLineItemSchema } from '../invoices/invoices.schemas';
import { QUOTE_STATUSES } from './quote-values';
import { DEPOSIT_TYPES, depositIssue, depositMessages } from './quote-deposit';

// The screens' lists read these without loading zod: they live in quote-values.ts (and quote-deposit.ts).
export * from './quote-values';
export * from './quote-deposit';

const RATE_MESSAGE = 'Rate must be positive';

/** A line; with `serviceId`, a blank description or rate is filled from that service of the company. */
export const quoteItemInputSchema = z
  .object({
    serviceId: serviceIdField,
    description: z.string({ error: 'Description is required' }).trim().max(500).nullish(),
    quantity: decimalField('Quantity must be at least 1').pipe(
      z.number().int('Quantity must be at least 1').min(1, 'Quantity must be at least 1').max(1_000_000),
    ),
    rate: fillableField(decimalField(RATE_MESSAGE).pipe(z.number().min(0, RATE_MESSAGE).max(99_999_999)), RATE_MESSAGE),
    /** Ignored: the server computes it. */
    amount: decimalField('Amount must be positive').pipe(z.number().min(0, 'Amount must be positive')).optional(),
  })
  .superRefine(requireUnlessService({ description: 'Description is required', rate: RATE_MESSAGE }));

/** None (null, blank or absent), a percentage of the amount, or a fixed sum. */
const depositTypeField = z
  .union([z.literal(''), z.enum(DEPOSIT_TYPES)], { error: depositMessages.typeInvalid })
  .nullish()
  .transform((v) => v || null);

/** The percentage or the sum, as a decimal string (a JSON number is taken too); blank for none. */
const depositValueField = z
  .union([z.string(), z.number()], { error: depositMessages.valueRequired })
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : String(v).trim() || null));

export const quoteInputSchema = z
  .object({
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
    depositType: depositTypeField,
    depositValue: depositValueField,
  })
  .superRefine((quote, ctx) => {
    // The cap (the quote's amount) is checked by the server on the amount it computes, and by the form on its total.
    const issue = depositIssue(quote.depositType, quote.depositValue, '99999999.99');
    if (issue) ctx.addIssue({ code: 'custom', path: ['depositValue'], message: issue });
  });
export type QuoteInput = z.input<typeof quoteInputSchema>;

export const QUOTE_STATUS_CHANGE_MESSAGE = 'Status must be sent, accepted or declined';
export const quoteStatusChangeSchema = z
  .object({
    status: z.enum(['sent', 'accepted', 'declined'], { error: QUOTE_STATUS_CHANGE_MESSAGE }),
    acceptedDate: z.string().optional(),
  })
  .strict();

/** PUT /api/quotes/{id}: a status change ({status} or {status, acceptedDate}) or, for drafts, new content. */
export const quoteUpdateSchema = z.union([quoteStatusChangeSchema, quoteInputSchema], {
  // When both shapes fail outright, say what is wrong with the one the body was meant to be.
  error: (issue) => {
    const input = issue.input;
    if (input && typeof input === 'object' && 'status' in input) return QUOTE_STATUS_CHANGE_MESSAGE;
    const errors = (issue as { errors?: { message: string }[][] }).errors;
    return errors?.[1]?.[0]?.message;
  },
});
export type QuoteUpdate = z.output<typeof quoteUpdateSchema>;

export const quoteListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  status: z.enum(QUOTE_STATUSES).optional(),
  cursor: cursorField,
});

/** GET /api/quotes/export.csv: every quote the list shows with the same filter. */
export const quoteExportQuerySchema = quoteListQuerySchema.pick({ status: true });

/** The export's columns (the specification's: quote number, customer, amount, status, created date). */
export const QUOTE_CSV_COLUMNS = ['Quote Number', 'Customer', 'Amount', 'Status', 'Created Date'] as const;

export const quoteIdParamSchema = idParamSchema;
export const previewTokenQuerySchema = z.object({ token: z.string().max(200).default('') });

export const quoteSchema = z.object({
  id: z.number(),
  quoteNumber: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  amount: z.string(),
  /** The deposit asked: a percentage of the amount or a fixed sum (null: none), its value as entered. */
  depositType: z.enum(DEPOSIT_TYPES).nullable(),
  depositValue: z.string().nullable(),
  /** The deposit in money, computed by the server ("0.00" without one), and what the customer has paid of it. */
  depositAmount: z.string(),
  depositPaid: z.string(),
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
  items: z.array(ownerLineItemSchema),
  /** The member who created it; null when unknown or their account is gone. */
  createdBy: memberRefSchema.nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteSummarySchema = z.object({
  totalValue: z.string(),
  count: z.number(),
  accepted: z.number(),
  pending: z.number(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/**
 * POST /api/quotes/{id}/convert: the draft invoice made from the accepted quote, and the deposit paid that it
 * carries as a payment ("0.00": nothing carried; `depositUnpaid` then says a deposit was asked but not paid).
 */
export const quoteConversionSchema = z.object({
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  depositCarried: z.string(),
  depositUnpaid: z.boolean(),
});
export type QuoteConversion = z.infer<typeof quoteConversionSchema>;

/** What the customer's preview link shows: the quote without the owner's bookkeeping, with both parties. */
export const quotePreviewSchema = z.object({
  quote: quoteSchema
    .omit({ previewToken: true, delivery: true, convertedInvoiceId: true, createdBy: true })
    .extend({ items: z.array(lineItemSchema) }),
  /** The business's language: the preview is shown in it. */
  language: z.enum(LANGUAGES),
  company: z.object({
    name: z.string(),
    logo: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  customer: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
});
export type QuotePreview = z.infer<typeof quotePreviewSchema>;

export const portalAcceptSchema = z.object({
  signerName: singleLine(
    z.string({ error: 'Please type your name to accept' }).trim().min(1, 'Please type your name to accept').max(120),
  ),
});
export const portalDeclineSchema = z.object({ reason: optionalText(1000) });
