import { emailAddress } from '../email';
import { z } from '../zod';
import { singleLine } from '../text';
import { planIds } from './plans';

export const planSchema = z.object({
  id: z.enum(planIds),
  name: z.string(),
  description: z.string(),
  /** Monthly price in dollars, as a decimal string ("39.00"). */
  price: z.string(),
  userLimit: z.number().nullable(),
  popular: z.boolean(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({
  trialDays: z.number(),
  /** Platform fee on processed payments, percent as a decimal string ("2.90"). */
  transactionFeePercent: z.string(),
  plans: z.array(planSchema),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const landingPageTierSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  monthlyFee: z.string(),
  transactionFeePercent: z.string(),
  /** -1: unlimited */
  maxProducts: z.number(),
  customDomain: z.boolean(),
  advancedAnalytics: z.boolean(),
  prioritySupport: z.boolean(),
});
export type LandingPageTier = z.infer<typeof landingPageTierSchema>;

const email = emailAddress('Please enter a valid email address');

export const contactMessageInputSchema = z.object({
  name: singleLine(z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120)),
  email,
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

export const newsletterInputSchema = z.object({ email });
export type NewsletterInput = z.input<typeof newsletterInputSchema>;

export { marketingMessages } from './marketing.messages';

export const contactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const newsletterSubscriptionSchema = z.object({
  id: z.number(),
  email: z.string(),
  createdAt: z.string(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
