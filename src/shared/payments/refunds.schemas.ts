import { z } from '../zod';
import { invoiceSchema } from '../invoices/invoices.schemas';
import { fromCents, toCents } from '../money';
import { moneyAmount, paymentMessages, paymentSchema } from './payments.schemas';

export const refundMessages = {
  amountTooSmall: paymentMessages.amountTooSmall,
  overRefund: 'The refund cannot be more than what is left of this payment.',
  fullyRefunded: 'This payment has been refunded in full.',
  reasonTooLong: 'Must be at most 255 characters',
  paymentNotFound: 'Payment not found',
  keyRequired: 'An Idempotency-Key header is required',
  keyUsed: 'This Idempotency-Key was already used for a refund of another payment.',
  otherProvider: 'This card payment was taken through another card provider and cannot be refunded from here.',
  providerFailed: 'The card provider could not refund this payment. Nothing was changed; please try again.',
} as const;

/**
 * POST /api/invoices/{id}/payments/{paymentId}/refunds: money given back of a payment. No amount: all that is left
 * of it. The reason is the owner's note, kept with the refund and shown on the invoice's timeline.
 */
export const refundPaymentSchema = z.object({
  amount: moneyAmount.optional(),
  reason: z
    .string()
    .trim()
    .max(255, refundMessages.reasonTooLong)
    .optional()
    .transform((v) => v || undefined),
});
export type RefundPaymentInput = z.input<typeof refundPaymentSchema>;

/** What is left to refund of a payment, as a decimal string. */
export const refundableOf = (payment: { amount: string; refundedAmount: string }) =>
  fromCents(toCents(payment.amount) - toCents(payment.refundedAmount));

/** The form's check, with the server's words: at least a cent, at most what is left of the payment. */
export function refundFormSchema(refundable: string) {
  return refundPaymentSchema.superRefine((values, ctx) => {
    if (values.amount === undefined) return;
    const cents = toCents(values.amount);
    const message =
      cents < 1 ? refundMessages.amountTooSmall : cents > toCents(refundable) ? refundMessages.overRefund : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message });
  });
}

export const refundSchema = z.object({
  id: z.number(),
  paymentId: z.number(),
  amount: z.string(),
  reason: z.string().nullable(),
  refundedAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** The refund's answer (201, or 200 for a key already used): the refund, its payment and its invoice as they are now. */
export const refundResultSchema = z.object({ refund: refundSchema, payment: paymentSchema, invoice: invoiceSchema });
export type RefundResult = z.infer<typeof refundResultSchema>;
