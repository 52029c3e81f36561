import { emailAddress } from '../email';
import { singleLine } from '../text';
import { MAX_ID } from '../ids';
import { z } from '../zod';
import { subdomainField } from './storefront.schemas';

/** The specification's texts for the domain manager (2-commercial.md sections 5 and 8), kept exactly; and ours. */
export const domainMessages = {
  // Domain form (spec 5).
  templateRequired: 'Please select a template',
  colorRequired: 'Primary color is required',
  seoTitleRequired: 'SEO title is required',
  seoDescriptionRequired: 'SEO description is required',
  emailRequired: 'Valid email is required',
  // Toasts (spec 8).
  createFailed: 'Failed to Create Domain',
  updateFailed: 'Failed to Update Domain',
  // Ours.
  colorInvalid: 'Use a colour like #3b82f6',
  typeInvalid: 'Please choose a subdomain or a custom domain',
  domainRequired: 'Enter your domain, like www.example.com',
  domainScheme: 'Enter the domain without https:// or a path, like www.example.com',
  domainInvalid: 'Enter a domain name like www.example.com',
  domainLong: 'A domain name is at most 253 characters',
  domainTaken: 'This domain is already taken. Please choose another.',
  domainPlatform: "This domain is one of Crewdesk's own: add a subdomain instead.",
  needsStorefront: 'Set up your storefront first: a domain is another address of it.',
  notFound: 'Domain not found',
  verifiedNow: 'DNS record found: your domain is verified.',
  alreadyVerified: 'This domain is verified.',
  recordMissing: (name: string, value: string) => `No TXT record found at ${name}. Add one with the value ${value}.`,
  recordWrong: (name: string, value: string) =>
    `The TXT record at ${name} does not hold ${value}. Change it to this value.`,
  lookupFailed: 'The DNS lookup did not answer. Please try again in a few minutes.',
} as const;

export const DOMAIN_TYPES = ['subdomain', 'custom'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

/** pending: the setup fee is not paid yet; active; suspended. */
export const DOMAIN_STATUSES = ['pending', 'active', 'suspended'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** The specification's fees (section 9), by type; the monthly fee starts after 30 days. */
export const DOMAIN_FEES: Record<DomainType, { setupFee: string; monthlyFee: string }> = {
  subdomain: { setupFee: '29.00', monthlyFee: '9.00' },
  custom: { setupFee: '49.00', monthlyFee: '19.00' },
};

export const DOMAIN_DEFAULT_COLOR = '#3b82f6';
export const DOMAIN_MAX = 253;

/** The DNS record that proves a custom domain is the business's: a TXT record at this name with this value. */
export const verificationRecord = (domain: string, token: string) => ({
  name: `_crewdesk.${domain}`,
  value: `crewdesk-verify=${token}`,
});

/** Two labels at least, each a DNS label; the last one not all digits (an address is not a domain). */
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A custom domain as typed: trimmed, lower-cased, a final dot dropped; no scheme, path or port (refused, not cut). */
export const customDomainField = z
  .string({ error: domainMessages.domainRequired })
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/\.$/, ''))
  .superRefine((v, ctx) => {
    const message =
      v === ''
        ? domainMessages.domainRequired
        : /[/:?#@\\]/.test(v)
          ? domainMessages.domainScheme
          : v.length > DOMAIN_MAX
            ? domainMessages.domainLong
            : !HOST_PATTERN.test(v)
              ? domainMessages.domainInvalid
              : undefined;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const optionalText = (max: number) =>
  singleLine(z.string().trim().max(max, `Must be at most ${max} characters`))
    .optional()
    .nullable()
    .transform((v) => v || null);

const required = (message: string, max: number) =>
  singleLine(z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`));

/** POST /api/domains: the specification's form. `domain` is read for type custom, `subdomain` for type subdomain. */
export const domainInputSchema = z
  .object({
    domainType: z.enum(DOMAIN_TYPES, { error: domainMessages.typeInvalid }).optional().default('subdomain'),
    domain: z.string().max(1000).optional().nullable(),
    subdomain: z.string().max(1000).optional().nullable(),
    landingPageTemplate: z.coerce
      .number({ error: domainMessages.templateRequired })
      .int(domainMessages.templateRequired)
      .positive(domainMessages.templateRequired)
      .max(MAX_ID, domainMessages.templateRequired),
    primaryColor: z
      .string({ error: domainMessages.colorRequired })
      .trim()
      .min(1, domainMessages.colorRequired)
      .regex(/^#[0-9a-fA-F]{6}$/, domainMessages.colorInvalid)
      .transform((v) => v.toLowerCase()),
    logoUrl: optionalText(500),
    seoTitle: required(domainMessages.seoTitleRequired, 120),
    seoDescription: required(domainMessages.seoDescriptionRequired, 300),
    contactEmail: emailAddress(domainMessages.emailRequired),
    contactPhone: optionalText(40),
    serviceAreas: z
      .string()
      .trim()
      .max(2000, 'Must be at most 2000 characters')
      .optional()
      .nullable()
      .transform((v) => v || null),
    isActive: z.boolean().optional().default(true),
  })
  .transform((input, ctx) => {
    const { domain, subdomain, ...rest } = input;
    const field = input.domainType === 'custom' ? 'domain' : 'subdomain';
    const parsed = (input.domainType === 'custom' ? customDomainField : subdomainField).safeParse(
      (input.domainType === 'custom' ? domain : subdomain) ?? '',
    );
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: [field], message: parsed.error.issues[0].message });
      return z.NEVER;
    }
    return { ...rest, name: parsed.data };
  });
export type DomainInput = z.input<typeof domainInputSchema>;
export type DomainValues = z.output<typeof domainInputSchema>;

/** PATCH /api/domains/{id}: the active switch. */
export const domainPatchSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

/** GET /api/domains: the newest first, paged. */
export const domainListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});

export const domainSchema = z.object({
  id: z.number(),
  /** The custom domain, or the subdomain's label (under ROOT_DOMAIN). */
  domain: z.string(),
  domainType: z.enum(DOMAIN_TYPES),
  landingPageTemplate: z.number().nullable(),
  templateName: z.string().nullable(),
  primaryColor: z.string(),
  logoUrl: z.string().nullable(),
  customCss: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  serviceAreas: z.string().nullable(),
  isActive: z.boolean(),
  status: z.enum(DOMAIN_STATUSES),
  dnsVerified: z.boolean(),
  sslEnabled: z.boolean(),
  setupFee: z.string(),
  monthlyFee: z.string(),
  /** The host it answers on: the custom domain, or `label.ROOT_DOMAIN`; null when the site has no ROOT_DOMAIN. */
  host: z.string().nullable(),
  /** Where it is opened: https://{host}/, or the storefront's /landing/{subdomain} address without a host. */
  url: z.string(),
  /** The TXT record to add, for a custom domain not verified yet. */
  verification: z.object({ name: z.string(), value: z.string() }).nullable(),
  lastCheckedAt: z.string().nullable(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
});
export type Domain = z.infer<typeof domainSchema>;

/** POST /api/domains/{id}/verify: the domain after the check, whether the record was found, and what to do. */
export const domainVerifyResultSchema = z.object({ domain: domainSchema, found: z.boolean(), message: z.string() });
export type DomainVerifyResult = z.infer<typeof domainVerifyResultSchema>;

export const landingTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  industry: z.string(),
  description: z.string().nullable(),
});
export type LandingTemplate = z.infer<typeof landingTemplateSchema>;

/** GET /api/domains/tls-ask?domain=: what the HTTPS proxy asks before it requests a certificate. */
export const tlsAskQuerySchema = z.object({ domain: z.string().trim().min(1).max(DOMAIN_MAX) });

/** The specification's display rule: Active only when active, verified and served over HTTPS. */
export function domainDisplayStatus(d: Pick<Domain, 'status' | 'dnsVerified' | 'sslEnabled'>) {
  if (d.status === 'active' && d.dnsVerified && d.sslEnabled) return 'Active' as const;
  if (d.status === 'pending') return 'Pending Setup' as const;
  return 'Inactive' as const;
}
