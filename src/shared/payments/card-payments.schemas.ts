import { LANGUAGES } from '../account/preference-values';
import { z } from '../zod';
import { moneyPattern } from '../money';
import { cardSchema } from './card.schemas';
import { paymentModeSchema } from './connected-accounts.schemas';

/** The smallest partial payment a customer may make online, in cents ($1.00). */
export const MIN_PARTIAL_PAYMENT_CENTS = 100;

export const cardPaymentMessages = {
  notSetUp: 'Online payment is not set up for this business yet. Please contact them to pay.',
  amountInvalid: 'Please enter an amount like 125.00',
  partialNotAllowed: 'This business takes payment of the whole balance only.',
  partialMinimum: 'A partial payment must be at least $1.00.',
  cardRequired: 'Please enter your card details',
  keyRequired: 'An Idempotency-Key header is required',
  paymentNotFound: 'Payment not found',
} as const;

/**
 * POST /api/customer-portal/{token}/invoices/{id}/pay. No amount: the whole balance. The card only in test mode;
 * with Stripe the customer types it on Stripe's own page.
 */
export const payInvoiceSchema = z.object({
  amount: z
    .string()
    .trim()
    .refine((v) => moneyPattern.test(v), cardPaymentMessages.amountInvalid)
    .optional(),
  card: cardSchema.optional(),
});
export type PayInvoiceInput = z.input<typeof payInvoiceSchema>;

/** Paid at once (test mode), or sent to the provider's checkout page. Either way the browser goes to `redirectUrl`. */
export const payInvoiceResultSchema = z.object({
  status: z.enum(['succeeded', 'redirect']),
  redirectUrl: z.string(),
});

/** What the portal needs to offer Pay Now. */
export const portalPaymentsSchema = z.object({
  /** The business has a verified payout account. */
  enabled: z.boolean(),
  mode: paymentModeSchema,
  allowPartial: z.boolean(),
  minimumPartial: z.string(),
});
export type PortalPayments = z.infer<typeof portalPaymentsSchema>;

/** The payment success page's view of the invoice (public, with a payment id of that invoice). */
export const paidInvoiceSchema = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  /** Cents. */
  totalAmount: z.number().int(),
  amountPaid: z.string(),
  balanceDue: z.string(),
  status: z.string(),
  customerToken: z.string(),
  /** The business's language: the page is shown in it. */
  language: z.enum(LANGUAGES),
  /** This payment's amount, and whether the provider has confirmed it yet. */
  payment: z.object({ amount: z.string(), status: z.enum(['pending', 'succeeded', 'failed', 'expired']) }),
});
export type PaidInvoice = z.infer<typeof paidInvoiceSchema>;
