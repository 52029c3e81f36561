import { cardMessages, expiryIsPast, passesLuhn } from '../payments/card.schemas';
import { z } from '../zod';
import { DOMAIN_TYPES } from './domain.schemas';

/** The monthly fee of a domain starts this many days after its setup fee is paid (2-commercial.md section 9). */
export const MONTHLY_FEE_DELAY_DAYS = 30;

/** The specification's texts of the domain checkout (sections 5 and 8), kept exactly; and ours. */
export const domainCheckoutMessages = {
  // Spec 8.
  orderNotFound: 'Domain order not found',
  notFoundTitle: 'Domain Not Found',
  paymentFailed: 'Payment Failed',
  paymentFailedHint: 'Please check your card details and try again.',
  paymentSuccessful: 'Payment Successful',
  // Ours.
  notFoundText: 'This domain order does not exist, or its setup fee is already paid.',
  backToDomains: 'Back to Domain Manager',
  paid: (domain: string) =>
    `${domain} is set up. Its monthly fee starts in ${MONTHLY_FEE_DELAY_DAYS} days; a receipt is on its way.`,
  redirecting: "Continue on Stripe's secure page to pay the setup fee.",
  notConfirmed: 'Stripe has not confirmed the payment yet. Please check again in a moment.',
  amountChanged: (due: string) =>
    `The price has changed: the amount due is now ${due}. Please review it and pay again.`,
  cardRequired: 'Please enter your card details',
  rateLimited: 'Too many payment attempts. Please wait a minute and try again.',
  sessionUnknown: 'This payment page does not belong to this domain order',
  // The payment form (spec 5: all fields required, and these lengths).
  nameRequired: 'Name on card is required',
  nameMax: 'Name on card must be at most 120 characters',
  numberRequired: 'Card number is required',
  numberMax: 'Card number must be at most 19 characters',
  expiryRequired: 'Expiration date is required',
  expiryMax: 'Expiration date must be MM/YY (5 characters)',
  cvvRequired: 'CVV is required',
  cvvMax: 'CVV must be at most 4 characters',
  zipRequired: 'ZIP code is required',
  zipMax: 'ZIP code must be at most 10 characters',
} as const;
const m = domainCheckoutMessages;

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Each field of the payment form once: the API's `cardDetails` and the page's form are made of them. */
export const domainCardFields = {
  nameOnCard: requiredText(m.nameRequired, 120, m.nameMax),
  cardNumber: requiredText(m.numberRequired, 19, m.numberMax)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{12,19}$/.test(v) && passesLuhn(v), cardMessages.numberInvalid),
  expirationDate: requiredText(m.expiryRequired, 5, m.expiryMax)
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, cardMessages.expiryInvalid)
    .refine((v) => !expiryIsPast(v, new Date()), cardMessages.expired),
  cvv: requiredText(m.cvvRequired, 4, m.cvvMax).regex(/^\d{3,4}$/, cardMessages.cvvInvalid),
  zipCode: requiredText(m.zipRequired, 10, m.zipMax),
};

/** The specification's `cardDetails`: the test-mode form (with Stripe the card is typed on Stripe's page). */
export const domainCardDetailsSchema = z.object(domainCardFields);
export type DomainCardDetails = z.input<typeof domainCardDetailsSchema>;

/** GET /api/domain-order/{subdomain}: a domain waiting on its setup fee, as the public checkout shows it. */
export const domainOrderSchema = z.object({
  /** The domain row's `domain`: a label (type subdomain) or a host name (type custom). */
  subdomain: z.string(),
  domainType: z.enum(DOMAIN_TYPES),
  companyName: z.string(),
  industry: z.string().nullable(),
  /** Decimal strings, dollars. */
  setupFee: z.string(),
  monthlyFee: z.string(),
  status: z.literal('pending'),
  /** test: the card form below (labelled test mode); stripe: Stripe's hosted page. */
  payments: z.object({ mode: z.enum(['test', 'stripe']) }),
});
export type DomainOrder = z.infer<typeof domainOrderSchema>;

export const domainOrderParamsSchema = z.object({ subdomain: z.string().trim().toLowerCase().min(1).max(253) });

/**
 * POST /api/process-domain-payment. `amount` is what the page shows, in cents (setup fee x 100, less the coupon): the
 * server computes its own and refuses a different one. `cardDetails` is required in test mode only.
 */
export const processDomainPaymentSchema = z.object({
  subdomain: z.string({ error: m.orderNotFound }).trim().toLowerCase().min(1, m.orderNotFound).max(253),
  cardDetails: domainCardDetailsSchema.optional(),
  amount: z
    .number({ error: 'amount must be a whole number of cents' })
    .int('amount must be a whole number of cents')
    .min(0, 'amount must be a whole number of cents')
    .max(100_000_000, 'amount must be a whole number of cents'),
  couponCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(50, 'Coupon code must be at most 50 characters')
    .optional()
    .nullable()
    .transform((v) => v || null),
});
export type ProcessDomainPaymentInput = z.input<typeof processDomainPaymentSchema>;

/** Paid (test mode, or nothing to pay): `message`; with Stripe, where to pay: `redirectUrl`. */
export const domainPaymentResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  redirectUrl: z.string().optional(),
});
export type DomainPaymentResult = z.infer<typeof domainPaymentResultSchema>;

/** POST /api/domain-order/{subdomain}/confirm: back from Stripe's page with its session id. */
export const domainConfirmSchema = z.object({ sessionId: z.string().trim().min(1).max(255) });
export const domainConfirmResultSchema = z.object({
  status: z.enum(['pending', 'active']),
  message: z.string(),
});
export type DomainConfirmResult = z.infer<typeof domainConfirmResultSchema>;
