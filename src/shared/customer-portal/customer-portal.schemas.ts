import { idField } from '../ids';
import { z } from '../zod';
import { INVOICE_STATUSES, lineItemSchema } from '../invoices/invoices.schemas';
import { DEPOSIT_TYPES, QUOTE_STATUSES } from '../quotes/quotes.schemas';
import { portalPaymentsSchema } from '../payments/card-payments.schemas';
import { portalVisitSchema } from '../scheduling/visit-notices.schemas';
import { LANGUAGES } from '../account/preference-values';

/** How many invoices and quotes the portal lists. */
export const PORTAL_LIST_SIZE = 5;

export const portalMessages = {
  invalidLink: 'Invalid or expired customer portal link. Please contact your service provider.',
  invoiceNotFound: 'Invoice not found',
  quoteNotFound: 'Quote not found',
  quoteExpired: 'This quote has expired.',
  quoteAlreadyAccepted: 'This quote has already been accepted.',
  quoteAlreadyDeclined: 'This quote has already been declined.',
} as const;

export const portalParamsSchema = z.object({ token: z.string() });
export const portalDocumentParamsSchema = portalParamsSchema.extend({
  id: idField,
});

const contact = { email: z.string().nullable(), phone: z.string().nullable(), address: z.string().nullable() };

export const portalInvoiceListItemSchema = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  amount: z.string(),
  balanceDue: z.string(),
  status: z.enum(INVOICE_STATUSES),
  createdAt: z.string(),
  dueDate: z.string().nullable(),
});
export type PortalInvoiceListItem = z.infer<typeof portalInvoiceListItemSchema>;

/** A quote's deposit as its customer sees it: asked ("0.00": none), paid, and whether it can be paid now. */
const portalDeposit = {
  depositAmount: z.string(),
  depositPaid: z.string(),
  /** Accepted, not yet invoiced, with some of the deposit left to pay: Pay deposit is offered. */
  depositPayable: z.boolean(),
};

export const portalQuoteListItemSchema = z.object({
  id: z.number(),
  quoteNumber: z.string(),
  amount: z.string(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: z.string(),
  validUntil: z.string().nullable(),
  ...portalDeposit,
});
export type PortalQuoteListItem = z.infer<typeof portalQuoteListItemSchema>;

/** GET /api/customer-portal/{token}: what the customer's portal page shows. */
export const portalSchema = z.object({
  /** The business's language: the portal is shown in it. */
  language: z.enum(LANGUAGES),
  customer: z.object({ name: z.string(), ...contact }),
  company: z.object({ name: z.string(), ...contact, website: z.string().nullable(), logo: z.string().nullable() }),
  /** Sum of what is still due on invoices sent, viewed or overdue (partly paid ones included). */
  outstandingBalance: z.string(),
  /** Quotes sent and waiting for the customer's answer. */
  pendingQuotes: z.number(),
  /** The customer's next visit (open, not yet started), or null. */
  nextService: portalVisitSchema.nullable(),
  invoices: z.array(portalInvoiceListItemSchema),
  quotes: z.array(portalQuoteListItemSchema),
  summary: z.object({ totalInvoices: z.number(), totalPaid: z.string(), quotesPending: z.number() }),
  /** Whether Pay Now is offered, and how. */
  payments: portalPaymentsSchema,
});
export type Portal = z.infer<typeof portalSchema>;

/** An invoice as its customer sees it in the portal. */
export const portalInvoiceSchema = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  status: z.enum(INVOICE_STATUSES),
  createdAt: z.string(),
  dueDate: z.string().nullable(),
  paidDate: z.string().nullable(),
  items: z.array(lineItemSchema),
  subtotal: z.string(),
  tax: z.string(),
  discount: z.string(),
  total: z.string(),
  amountPaid: z.string(),
  balanceDue: z.string(),
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  paymentInstructions: z.string().nullable(),
});
export type PortalInvoice = z.infer<typeof portalInvoiceSchema>;

/** A quote as its customer sees it in the portal. */
export const portalQuoteSchema = z.object({
  id: z.number(),
  quoteNumber: z.string(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: z.string(),
  validUntil: z.string().nullable(),
  description: z.string().nullable(),
  items: z.array(lineItemSchema),
  amount: z.string(),
  depositType: z.enum(DEPOSIT_TYPES).nullable(),
  depositValue: z.string().nullable(),
  ...portalDeposit,
  notes: z.string().nullable(),
  acceptedDate: z.string().nullable(),
  signerName: z.string().nullable(),
  declinedDate: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type PortalQuote = z.infer<typeof portalQuoteSchema>;
