import { emailAddress } from '../email';
import { z } from '../zod';
import { singleLine } from '../text';
import { cursorField, decimalField, listQuerySchema, optionalDate, optionalText } from '../billing/fields';
import { fillableField, requireUnlessService, serviceIdField } from '../billing/service-lines';
import { INVOICE_STATUSES, PAYMENT_METHODS } from './invoice-values';

// The screens' lists read these without loading zod: they live in invoice-values.ts.
export * from './invoice-values';

const nonNegative = (message: string) => decimalField(message).pipe(z.number().min(0, message));

const RATE_MESSAGE = 'Rate cannot be negative';

/** A line; with `serviceId`, a blank description or rate is filled from that service of the company. */
export const invoiceItemInputSchema = z
  .object({
    serviceId: serviceIdField,
    description: z.string({ error: 'Description is required' }).trim().max(500).nullish(),
    quantity: decimalField('Quantity must be greater than 0').pipe(
      z.number().min(0.01, 'Quantity must be greater than 0').max(1_000_000),
    ),
    rate: fillableField(nonNegative(RATE_MESSAGE).pipe(z.number().max(99_999_999)), RATE_MESSAGE),
    /** Ignored: the server computes it. */
    amount: nonNegative('Amount cannot be negative').optional(),
  })
  .superRefine(requireUnlessService({ description: 'Description is required', rate: RATE_MESSAGE }));

export const invoiceInputSchema = z.object({
  customerId: z.coerce
    .number({ error: 'Please select a customer' })
    .int('Please select a customer')
    .min(1, 'Please select a customer'),
  customerName: singleLine(
    z.string({ error: 'Customer name is required' }).trim().min(1, 'Customer name is required').max(120),
  ),
  customerEmail: emailAddress('Valid email is required'),
  notes: optionalText(2000),
  /** amount, subtotal and total are recomputed from the items; sent values only have to be sensible. */
  amount: nonNegative('Amount cannot be negative').optional(),
  subtotal: nonNegative('Subtotal cannot be negative').optional(),
  total: nonNegative('Total cannot be negative').optional(),
  tax: nonNegative('Tax cannot be negative').pipe(z.number().max(99_999_999)).default(0),
  discount: nonNegative('Discount cannot be negative').pipe(z.number().max(99_999_999)).default(0),
  dueDate: optionalDate,
  terms: optionalText(2000),
  paymentInstructions: optionalText(2000),
  items: z
    .array(invoiceItemInputSchema, { error: 'At least one item is required' })
    .min(1, 'At least one item is required')
    .max(100),
});
export type InvoiceInput = z.input<typeof invoiceInputSchema>;

/** A line as the customer sees it (portal, preview): no bookkeeping of the company's. */
export const lineItemSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  rate: z.string(),
  amount: z.string(),
});

/** A line as its owner reads it: also the service it was filled from, when it was. */
export const ownerLineItemSchema = lineItemSchema.extend({ serviceId: z.number().optional() });

/** A member of the business's team as a document names them: who created it, who recorded a payment. */
export const memberRefSchema = z.object({ id: z.number(), name: z.string() });
export type MemberRef = z.infer<typeof memberRefSchema>;

export const markPaidSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please choose how it was paid' }),
  paidDate: z.iso.date('Please enter a valid date').optional(),
});
export type MarkPaidInput = z.input<typeof markPaidSchema>;

export const invoiceSchema = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  customerEmail: z.string(),
  notes: z.string().nullable(),
  amount: z.string(),
  subtotal: z.string(),
  tax: z.string(),
  discount: z.string(),
  total: z.string(),
  /** What its payments brought in, less refunds, and what is left to pay. */
  amountPaid: z.string(),
  balanceDue: z.string(),
  dueDate: z.string().nullable(),
  terms: z.string().nullable(),
  paymentInstructions: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  createdAt: z.string(),
  sentDate: z.string().nullable(),
  viewedDate: z.string().nullable(),
  paidDate: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  emailsSent: z.number(),
  remindersSent: z.number(),
  lastReminderSent: z.string().nullable(),
  /** What became of the last e-mail of this invoice: queued, sent or failed (with the reason). */
  delivery: z
    .object({ status: z.enum(['queued', 'sent', 'failed']), error: z.string().nullable(), to: z.string() })
    .nullable(),
  items: z.array(ownerLineItemSchema),
  /** The member who created it (by the form, from a quote or a visit); null when unknown or their account is gone. */
  createdBy: memberRefSchema.nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The four cards of /invoices: sums and counts over every invoice of the company. */
export const invoiceSummarySchema = z.object({
  totalRevenue: z.object({ amount: z.string(), count: z.number() }),
  paid: z.object({ amount: z.string(), count: z.number() }),
  pending: z.object({ amount: z.string(), count: z.number() }),
  overdue: z.object({ amount: z.string(), count: z.number() }),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /api/invoices: a page, newest first, optionally one status and a search on number and notes. */
export const invoiceListQuerySchema = listQuerySchema.extend({
  cursor: cursorField,
  status: z.enum(INVOICE_STATUSES, { error: 'Unknown invoice status' }).optional(),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

/** GET /api/invoices/export.csv: every invoice the list shows with the same status and search. */
export const invoiceExportQuerySchema = invoiceListQuerySchema.pick({ status: true, search: true });

/** The export's columns: the invoice table's (the amount is the invoice's total). */
export const INVOICE_CSV_COLUMNS = ['Invoice Number', 'Customer', 'Date', 'Due Date', 'Amount', 'Status'] as const;

/** The company's own billing preferences (GET and PUT /api/billing-settings). */
export const companyBillingSettingsSchema = z.object({
  paymentRemindersEnabled: z.boolean({ error: 'Choose whether payment reminders are sent' }),
  /** Customers may pay part of an invoice's balance online (at least $1.00). */
  allowPartialPayments: z.boolean({ error: 'Choose whether customers may pay part of an invoice' }),
});
export type CompanyBillingSettings = z.infer<typeof companyBillingSettingsSchema>;
/** PUT /api/billing-settings: the settings given change, the others stay. */
export const companyBillingSettingsUpdateSchema = companyBillingSettingsSchema.partial();
export type CompanyBillingSettingsUpdate = z.infer<typeof companyBillingSettingsUpdateSchema>;
