import { z } from '../zod';

export const PROCESSORS = ['stripe', 'square', 'paypal'] as const;
export const BUSINESS_TYPES = ['individual', 'company', 'non_profit'] as const;
export const ACCOUNT_STATUSES = ['verified', 'pending', 'restricted'] as const;

export const businessTypeLabels: Record<(typeof BUSINESS_TYPES)[number], string> = {
  individual: 'Individual / sole proprietor',
  company: 'Company',
  non_profit: 'Non-profit',
};

export const connectedAccountMessages = {
  processorRequired: 'Please choose a payment processor',
  businessNameRequired: 'Business name is required',
  businessTypeRequired: 'Business type is required',
  taxIdInvalid: 'Please enter the tax ID as 9 digits (for example 12-3456789)',
  stripeOnly: 'Only Stripe accounts can be connected. Square and PayPal are not supported.',
  alreadyConnected: 'A Stripe account is already connected to this business.',
  setupFailed: 'Setup Failed',
  setupFailedFallback: 'Failed to set up payment account',
  notFound: 'Connected account not found',
} as const;

/** POST /api/connected-accounts. The tax ID is optional; only its last four digits are kept. */
export const connectAccountSchema = z.object({
  processor: z.enum(PROCESSORS, { error: connectedAccountMessages.processorRequired }),
  businessName: z
    .string({ error: connectedAccountMessages.businessNameRequired })
    .trim()
    .min(1, connectedAccountMessages.businessNameRequired)
    .max(255, 'Must be at most 255 characters'),
  businessType: z.enum(BUSINESS_TYPES, { error: connectedAccountMessages.businessTypeRequired }),
  taxId: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/[\s-]/g, '') : undefined))
    .refine((v) => v === undefined || /^\d{9}$/.test(v), connectedAccountMessages.taxIdInvalid),
});
export type ConnectAccountInput = z.input<typeof connectAccountSchema>;

export const connectedAccountSchema = z.object({
  id: z.number(),
  processor: z.enum(PROCESSORS),
  businessName: z.string(),
  businessType: z.string(),
  /** `***-**-1234`-style: the last four digits only, never the whole number. */
  taxIdLast4: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  platformFeeRate: z.string(),
  capabilities: z.array(z.string()),
  requirementsStatus: z.string(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ConnectedAccount = z.infer<typeof connectedAccountSchema>;

/** What POST answers: the account, and where to finish the provider's onboarding (null in test mode). */
export const connectAccountResultSchema = z.object({
  account: connectedAccountSchema,
  onboardingUrl: z.string().nullable(),
});

/** Whether the business takes cards, and in which mode: the portal and the setup page read it. */
export const paymentModeSchema = z.enum(['test', 'stripe']);
