import { LANGUAGES } from '../account/preference-values';
import { idField } from '../ids';
import { singleLine } from '../text';
import { z } from '../zod';
import { CAMPAIGN_AUDIENCES, CAMPAIGN_STATUSES, RECIPIENT_STATES, campaignMessages as m } from './campaign-values';

export * from './campaign-values';

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** An instant (ISO 8601 with its offset), blank or absent for none. */
const optionalInstant = z
  .union([z.literal(''), z.null(), z.iso.datetime({ offset: true, error: 'Please enter a valid date and time' })])
  .optional()
  .transform((v) => (v ? new Date(v) : null));

/**
 * POST /api/campaigns and PUT /api/campaigns/{id}: the specification's form fields. With a `scheduledDate` (which
 * must be ahead) the campaign is scheduled, without it a draft.
 */
export const campaignInputSchema = z.object({
  name: singleLine(requiredText(m.nameRequired, 120)),
  subject: singleLine(requiredText(m.subjectRequired, 200)),
  content: requiredText(m.contentRequired, 20_000),
  targetAudience: z.enum(CAMPAIGN_AUDIENCES, { error: m.audienceRequired }),
  scheduledDate: optionalInstant,
});
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignValues = z.output<typeof campaignInputSchema>;

/** POST /api/campaigns/{id}/schedule */
export const campaignScheduleSchema = z.object({
  scheduledDate: z.iso.datetime({ offset: true, error: m.scheduleRequired }).transform((v) => new Date(v)),
});

/** A campaign as the API answers it (the specification's fields, and what the page adds). */
export const campaignSchema = z.object({
  id: z.number(),
  name: z.string(),
  subject: z.string(),
  content: z.string(),
  targetAudience: z.enum(CAMPAIGN_AUDIENCES),
  status: z.enum(CAMPAIGN_STATUSES),
  scheduledDate: z.string().nullable(),
  sentDate: z.string().nullable(),
  createdAt: z.string(),
  /** Recipients fixed when it started (0 before). */
  recipientCount: z.number(),
  /** Messages that left for the mail server. */
  emailsSent: z.number(),
  failedCount: z.number(),
  /** Recipients who opened it (each once), who clicked a link (each once), who unsubscribed through it. */
  opensCount: z.number(),
  clicksCount: z.number(),
  unsubscribesCount: z.number(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** GET /api/campaigns: the newest first, paged. */
export const campaignListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});

/** GET /api/campaigns/summary: the stat cards and Quick Stats, from the company's campaigns. */
export const campaignSummarySchema = z.object({
  totalCampaigns: z.number(),
  emailsSent: z.number(),
  /** Percent, one decimal: opens over messages sent, across sent campaigns; 0 before any. */
  averageOpenRate: z.number(),
  averageClickRate: z.number(),
  /** Customers who can receive a campaign (an e-mail address, not unsubscribed). */
  totalCustomers: z.number(),
  activeCampaigns: z.number(),
  scheduledCampaigns: z.number(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** GET /api/campaigns/audience: who each audience reaches now (never an unsubscribed customer). */
export const audienceCountsSchema = z.object({ all: z.number(), active: z.number(), inactive: z.number() });
export type AudienceCounts = z.infer<typeof audienceCountsSchema>;

/** POST /api/campaigns/preview: the e-mail as one customer would get it (the form's content, saved or not). */
export const campaignPreviewInputSchema = z.object({
  subject: z.string().max(200).default(''),
  content: z.string().max(20_000).default(''),
  /** The customer to fill it for; without one, the first customer who can receive it, else sample values. */
  customerId: idField.optional(),
});
export const campaignPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** Whom it was filled for: null for the sample values. */
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/** GET /api/campaigns/{id}/recipients */
export const recipientListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  state: z.enum(RECIPIENT_STATES, { error: 'Unknown state' }).optional(),
});
export const campaignRecipientSchema = z.object({
  id: z.number(),
  customerId: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  /** The furthest it got: queued, sent or failed, then opened, clicked, unsubscribed. */
  state: z.enum(RECIPIENT_STATES),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;

/** GET /api/unsubscribe/{token}: what the public page shows. */
export const unsubscribeStatusSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  unsubscribed: z.boolean(),
  /** The business's language: the page is shown in it, as its e-mail was written. */
  language: z.enum(LANGUAGES),
});
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;

export const unsubscribeTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, m.unsubscribeNotFound),
});

/** A recipient's token in an open pixel's or a click's path (or the preview's stand-in, which counts nothing). */
const trackingToken = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, m.linkNotFound);
/** GET /api/campaigns/open/{token}.gif */
export const openPixelParamSchema = z.object({ token: trackingToken });
/** GET /api/campaigns/click/{token}/{n}: the n-th link (from 0) of the campaign's content. */
export const clickParamSchema = z.object({
  token: trackingToken,
  n: z.coerce.number({ error: m.linkNotFound }).int(m.linkNotFound).min(0, m.linkNotFound).max(9999, m.linkNotFound),
});
