import { z } from 'zod';

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
