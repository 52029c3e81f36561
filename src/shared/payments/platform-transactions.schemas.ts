import { z } from '../zod';

/** GET /api/platform-transactions: the platform's fee on each card payment (a refund's row is negative). */
export const platformTransactionSchema = z.object({
  id: z.number(),
  invoiceId: z.number().nullable(),
  type: z.enum(['payment', 'refund']),
  amount: z.string(),
  platformFeePercent: z.string(),
  platformFeeAmount: z.string(),
  providerAmount: z.string(),
  status: z.string(),
  paymentMethod: z.string().nullable(),
  externalTransactionId: z.string().nullable(),
  createdAt: z.string(),
});
export type PlatformTransaction = z.infer<typeof platformTransactionSchema>;
