import { z } from '../zod';

export const adminStatsSchema = z.object({
  users: z.number(),
  verifiedUsers: z.number(),
  companies: z.number(),
  signupsLast30Days: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const outboxMessageSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

const price = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, 'Must be a valid decimal number'));

/** Site Settings > Billing: plan prices, trial length and the platform fee. */
export const billingSettingsSchema = z.object({
  transactionFeeRate: price.refine((v) => Number(v) <= 100, 'Must be a valid decimal number'),
  basicPlanPrice: price,
  proPlanPrice: price,
  enterprisePlanPrice: price,
  freeTrialDays: z.coerce
    .number({ error: 'Must be a whole number of days' })
    .int('Must be a whole number of days')
    .min(0)
    .max(365),
  stripeLiveMode: z.boolean().default(false),
});
export type BillingSettingsInput = z.input<typeof billingSettingsSchema>;
