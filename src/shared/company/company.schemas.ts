import { emailAddress } from '../email';
import { z } from '../zod';
import { singleLine } from '../text';
import { moneyPattern } from '../money';
import { LANGUAGES } from '../account/preference-values';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

const optionalEmail = z
  .union([z.literal(''), emailAddress('Please enter a valid email address')])
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** A scheme, a host with a dot and no spaces: the same answer in every browser and on the server. */
const websitePattern = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i;

const optionalWebsite = z
  .string()
  .trim()
  .max(255)
  .optional()
  .nullable()
  .transform((v) => (v ? (/^https?:\/\//i.test(v) ? v : `https://${v}`) : null))
  .refine((v) => v === null || websitePattern.test(v), 'Please enter a valid website address');

export const companyInputSchema = z.object({
  name: singleLine(z.string({ error: 'Company name is required' }).trim().min(1, 'Company name is required').max(120)),
  address: optionalText(255),
  phone: optionalText(40),
  email: optionalEmail,
  website: optionalWebsite,
  /** The language of what the business's customers see: the portal, its public pages, the e-mails. Kept when left out. */
  language: z.enum(LANGUAGES, { error: 'Please choose a language' }).optional(),
});
export type CompanyInput = z.input<typeof companyInputSchema>;

export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const logoTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const logoMessages = {
  type: 'Logo must be a PNG, JPEG, WebP or SVG image',
  size: 'Logo must be 2 MB or smaller',
} as const;

export const serviceInputSchema = z.object({
  name: singleLine(z.string({ error: 'Service name is required' }).trim().min(1, 'Service name is required').max(120)),
  description: optionalText(1000),
  baseRate: z
    .union([z.literal(''), z.string().trim().regex(moneyPattern, 'Base rate must be an amount like 75.00')])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  category: optionalText(80),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;

export const serviceSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  baseRate: z.string().nullable(),
  category: z.string().nullable(),
  createdAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

export { idParamSchema } from '../ids';
