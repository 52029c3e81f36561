import { LANGUAGES } from '../account/preference-values';
import { z } from '../zod';
import { payInvoiceSchema, portalPaymentsSchema } from './card-payments.schemas';

export const depositPaymentMessages = {
  notAccepted: 'Please accept this quote before paying its deposit.',
  noDeposit: 'This quote does not ask for a deposit.',
  alreadyPaid: 'The deposit for this quote has already been paid.',
  invoiced: 'This quote has been invoiced. Please pay the invoice instead.',
  notPayable: (status: string) => `This quote is ${status}: only the deposit of an accepted quote can be paid.`,
  keyUsed: 'This Idempotency-Key was already used for another payment.',
} as const;

/**
 * POST /api/customer-portal/{token}/quotes/{id}/pay-deposit: the deposit left to pay, whole. The card only in
 * test mode; with Stripe the customer types it on Stripe's own page.
 */
export const payDepositSchema = payInvoiceSchema.pick({ card: true });
export type PayDepositInput = z.input<typeof payDepositSchema>;

/** GET /api/quotes/{id}/deposit?payment_id=: the success page's view of a deposit (public, with a payment id of it). */
export const paidDepositSchema = z.object({
  id: z.number(),
  quoteNumber: z.string(),
  depositAmount: z.string(),
  depositPaid: z.string(),
  customerToken: z.string(),
  /** The business's language: the page is shown in it. */
  language: z.enum(LANGUAGES),
  /** This payment's amount, and whether the provider has confirmed it yet. */
  payment: z.object({ amount: z.string(), status: z.enum(['pending', 'succeeded', 'failed', 'expired']) }),
});
export type PaidDeposit = z.infer<typeof paidDepositSchema>;

/** The success page's proof: a payment id (`payment_id`) of the quote's deposit. */
export const depositProofQuerySchema = z.object({ payment_id: z.string().trim().min(1).max(255) });

/**
 * GET /api/quote-preview/{id}/payment-options?token=: whether the customer who opened the quote's e-mailed link may
 * pay its deposit there, how (the portal's payment options), and how much is left to pay.
 */
export const quotePaymentOptionsSchema = z.object({ payments: portalPaymentsSchema, depositDue: z.string() });
export type QuotePaymentOptions = z.infer<typeof quotePaymentOptionsSchema>;
