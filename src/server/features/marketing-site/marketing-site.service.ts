import type { z } from 'zod';
import type { PageQuery } from '../../../shared/admin/admin.schemas';
import {
  marketingMessages,
  type contactMessageInputSchema,
  type ContactMessage,
  type LandingPageTier,
  type newsletterInputSchema,
  type NewsletterSubscription,
  type PlansResponse,
} from '../../../shared/marketing-site/marketing.schemas';
import { planDefinitions, type PlanId } from '../../../shared/marketing-site/plans';
import type { Db } from '../../db/client';
import { findAdministratorIds } from '../admin/admin.service';
import { getPlatformSettings, type PlatformSettings } from '../admin/platform-settings.service';
import { notify } from '../notifications/notifications.service';
import * as q from './marketing-site.queries';

type ContactValues = z.output<typeof contactMessageInputSchema>;
type NewsletterValues = z.output<typeof newsletterInputSchema>;
/** Where a request came from, kept with a contact message to trace abuse. */
export type RequestOrigin = { ipAddress: string; userAgent: string | undefined };

const priceOf: Record<PlanId, (s: PlatformSettings) => string> = {
  basic: (s) => s.basicPlanPrice,
  pro: (s) => s.proPlanPrice,
  enterprise: (s) => s.enterprisePlanPrice,
};

/** The plans as every page shows them: what each includes from code, prices and trial from platform_settings. */
export const planPriceOf = (plan: PlanId, settings: PlatformSettings) => priceOf[plan](settings);

export async function getPlans(db: Db): Promise<PlansResponse> {
  const settings = await getPlatformSettings(db);
  return {
    trialDays: settings.freeTrialDays,
    transactionFeePercent: settings.transactionFeeRate,
    plans: planDefinitions.map(({ limits, ...plan }) => ({
      ...plan,
      userLimit: limits.users,
      price: priceOf[plan.id](settings),
    })),
  };
}

export function toLandingPageTier(t: q.LandingPageTierRow): LandingPageTier {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    monthlyFee: t.monthlyFee,
    transactionFeePercent: t.transactionFeePercent,
    maxProducts: t.maxProducts,
    customDomain: t.customDomain,
    advancedAnalytics: t.advancedAnalytics,
    prioritySupport: t.prioritySupport,
  };
}

export async function listLandingPageTiers(db: Db) {
  return (await q.findActiveTiers(db)).map(toLandingPageTier);
}

/** Stores the message and tells every administrator, in one transaction. */
export async function createContactMessage(db: Db, input: ContactValues, origin: RequestOrigin) {
  await db.transaction(async (tx) => {
    const row = await q.insertContactMessage(tx, {
      ...input,
      ipAddress: origin.ipAddress.slice(0, 64),
      userAgent: origin.userAgent?.slice(0, 1000) ?? null,
    });
    const body = row.message.length > 200 ? `${row.message.slice(0, 197)}...` : row.message;
    const admins = await findAdministratorIds(tx);
    await notify(
      tx,
      admins.map((userId) => ({
        userId,
        kind: 'contact_message',
        title: `New message from ${row.name}`,
        body,
        link: '/admin/inbox',
      })),
    );
  });
  return { message: marketingMessages.contactThanks };
}

/** `created` is false when the address was already on the list; that answer is kind, and nothing changes. */
export async function subscribeToNewsletter(db: Db, input: NewsletterValues) {
  const row = await q.insertSubscription(db, { email: input.email });
  return row
    ? { created: true, message: marketingMessages.subscribed }
    : { created: false, message: marketingMessages.alreadySubscribed };
}

/** Whether the address is on the newsletter list (Profile Settings' marketing e-mails switch reads it here). */
export async function isOnNewsletter(db: Db, email: string) {
  return Boolean(await q.findSubscriptionByEmail(db, email.toLowerCase()));
}

/** Puts the address on the newsletter list or takes it off (Profile Settings' marketing e-mails switch). */
export async function setNewsletterSubscription(db: Db, email: string, subscribed: boolean) {
  const address = email.toLowerCase();
  if (subscribed) await q.insertSubscription(db, { email: address, source: 'account' });
  else await q.deleteSubscriptionByEmail(db, address);
}

export async function listContactMessages(
  db: Db,
  page: PageQuery,
): Promise<{ total: number; items: ContactMessage[] }> {
  const { items, total } = await q.findContactMessages(db, page);
  return {
    total,
    items: items.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export async function listSubscriptions(
  db: Db,
  page: PageQuery,
): Promise<{ total: number; items: NewsletterSubscription[] }> {
  const { items, total } = await q.findSubscriptions(db, page);
  return { total, items: items.map((s) => ({ id: s.id, email: s.email, createdAt: s.createdAt.toISOString() })) };
}
