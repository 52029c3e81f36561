import { createElement } from 'react';
import { AppError } from '../../../../shared/app-error';
import { campaignMessages, type CampaignPreview } from '../../../../shared/campaigns/campaigns.schemas';
import { customerMessages } from '../../../../shared/customers/customers.schemas';
import type { AppContext } from '../../../lib/context';
import { COMPANY_NOT_FOUND } from '../../../lib/guards';
import { findCompanyCustomer } from '../../customers/customers.service';
import * as q from './campaign-facts.queries';
import { CampaignEmail, type Slot } from './campaign-email';
import { compileCampaign } from './campaign-message';
import { campaignUrls, PREVIEW_TOKEN } from './campaign-urls';
import { brandOf, placeholderValues, SAMPLE_CUSTOMER_NAME } from './placeholder-values';

type Source = { subject: string; content: string };

/**
 * Whom a preview or a test is filled for: the customer named (404 when not the company's), else the first who can
 * receive a campaign, else nobody (sample values).
 */
async function sampleRecipient(ctx: AppContext, companyId: number, customerId: number | undefined) {
  const customer =
    customerId === undefined
      ? await q.findFirstReceivingCustomer(ctx.db, { companyId })
      : await findCompanyCustomer(ctx.db, companyId, customerId);
  if (customerId !== undefined && !customer) throw new AppError('NOT_FOUND', customerMessages.notFound);
  if (!customer) return { customer: null, name: SAMPLE_CUSTOMER_NAME, facts: undefined };
  const now = new Date();
  const facts = await q.findCustomerFacts(ctx.db, { companyId, customerIds: [customer.id], now });
  return {
    customer: { id: customer.id, name: customer.name, email: customer.email ?? '' },
    name: customer.name,
    facts: facts.get(customer.id),
  };
}

async function prepare(ctx: AppContext, companyId: number, source: Source, customerId?: number) {
  const company = await q.findSendingCompany(ctx.db, { companyId });
  if (!company) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  const who = await sampleRecipient(ctx, companyId, customerId);
  const brand = brandOf(company, ctx.origin.url);
  const compiled = await compileCampaign(source, brand, ctx.origin.url);
  const values = placeholderValues(company, who, new Date());
  return { company, who, brand, compiled, values };
}

/**
 * The e-mail as the customer would get it (the form's subject and content, saved or not), its links and pixel on the
 * preview token, which counts nothing.
 */
export async function previewCampaign(
  ctx: AppContext,
  companyId: number,
  input: Source & { customerId?: number },
): Promise<CampaignPreview> {
  const { who, compiled, values } = await prepare(ctx, companyId, input, input.customerId);
  const message = compiled.fill({ token: PREVIEW_TOKEN, values });
  return { subject: message.subject, html: message.html, text: message.text, customer: who.customer };
}

export const TEST_SUBJECT_PREFIX = '[Test] ';

/**
 * Sends the campaign, filled for the first customer who can receive it (or sample values), to `to` (the owner)
 * through the mailer's outbox. Its links lead straight to their pages, and nothing is counted.
 */
export async function sendTestCampaign(ctx: AppContext, companyId: number, campaignId: number, to: string) {
  const campaign = await q.findCompanyCampaign(ctx.db, { companyId, id: campaignId });
  if (!campaign) throw new AppError('NOT_FOUND', campaignMessages.notFound);
  const { company, brand, compiled, values } = await prepare(ctx, companyId, campaign);
  const unsubscribe = campaignUrls(ctx.origin.url).unsubscribePage(PREVIEW_TOKEN);
  const slot = (s: Slot) => (s.kind === 'unsubscribe' ? unsubscribe : compiled.textOf(s, values));
  const { subject } = compiled.fill({ token: PREVIEW_TOKEN, values });
  await ctx.mailer.send(ctx.db, {
    to,
    replyTo: company.email,
    subject: `${TEST_SUBJECT_PREFIX}${subject}`,
    body: createElement(CampaignEmail, { paragraphs: compiled.paragraphs, brand, slot, tracked: false }),
    relatedTo: `campaign-test:${campaign.id}`,
  });
}
