import { z } from '../zod';
import { PAYMENT_METHODS } from '../invoices/invoice-values';
import { memberRefSchema } from '../invoices/invoices.schemas';
import { moneyPattern } from '../money';

export const paymentMessages = {
  amountInvalid: 'Please enter an amount like 125.00',
  amountTooSmall: 'The amount must be at least $0.01',
  overBalance: 'The amount cannot be more than the balance due.',
  nothingDue: 'This invoice has no balance due.',
  cancelledNotPaid: 'Cancelled invoices cannot be paid.',
  methodRequired: 'Please choose how it was paid',
  keyUsed: 'This Idempotency-Key was already used for a payment of another invoice.',
} as const;

/** A sum of money as the forms send it: a decimal string (or number) with at most two decimals. */
export const moneyAmount = z
  .union([z.string(), z.number()], { error: paymentMessages.amountInvalid })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => moneyPattern.test(v), paymentMessages.amountInvalid);

/** POST /api/invoices/{id}/payments: money the owner received. The amount defaults to the balance due. */
export const recordPaymentSchema = z.object({
  amount: moneyAmount.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: paymentMessages.methodRequired }),
  paidDate: z.iso.date('Please enter a valid date').optional(),
  reference: z.string().trim().max(120, 'Must be at most 120 characters').optional(),
});
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

export const paymentSchema = z.object({
  id: z.number(),
  invoiceId: z.number(),
  amount: z.string(),
  refundedAmount: z.string(),
  method: z.enum(PAYMENT_METHODS),
  provider: z.string().nullable(),
  status: z.enum(['succeeded', 'refunded']),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  reference: z.string().nullable(),
  paidAt: z.string(),
  /** The member who recorded it (cash, check...); null for a card payment the customer made, or when unknown. */
  recordedBy: memberRefSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
