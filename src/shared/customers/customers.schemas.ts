import { z } from '../zod';
import { optionalText } from '../billing/fields';

export const customerInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
  email: z
    .union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email('Invalid email address'))])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  phone: optionalText(40),
  address: optionalText(255),
  notes: optionalText(2000),
});
export type CustomerInput = z.input<typeof customerInputSchema>;

export const customerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  accessToken: z.string(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** A customer in the list, with the sums of their paid and pending invoices. */
export const customerListItemSchema = customerSchema.extend({
  paid: z.string(),
  pending: z.string(),
  invoiceCount: z.number(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const customerSummarySchema = z.object({ total: z.number(), active: z.number() });
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const CUSTOMER_IN_USE_MESSAGE =
  'This customer has invoices or quotes and cannot be deleted. Cancel or delete those first.';
