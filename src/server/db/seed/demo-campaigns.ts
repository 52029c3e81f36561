import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { CAMPAIGN_TEMPLATES, type CampaignTemplate } from '../../../shared/campaigns/campaign-templates';
import { newToken } from '../../lib/tokens';
import type { Db } from '../client';
import { campaignRecipients, campaigns, customers } from '../schema';

// The demo business's campaigns: two sent (the spring offer to everyone in March, a maintenance reminder to the
// active customers three weeks ago), with who opened, clicked and unsubscribed recorded per recipient and the
// campaigns' figures counted from those rows; and a welcome e-mail still a draft.

const DAY_MS = 86_400_000;
const template = (key: CampaignTemplate['key']) => CAMPAIGN_TEMPLATES.find((t) => t.key === key)!;

type Who = { id: number; name: string; email: string; invoiceCount: number };

/** Which recipients (by their place in the list) opened, clicked and unsubscribed: a plausible, fixed pattern. */
function reactions(i: number, count: number) {
  const opened = i % 3 !== 2;
  return { opened, clicked: opened && i % 4 === 0, unsubscribed: i === count - 1 };
}

async function seedSent(
  db: Db,
  opts: { companyId: number; key: CampaignTemplate['key']; to: Who[]; sentAt: Date; unsubscribes: boolean },
) {
  const t = template(opts.key);
  const [campaign] = await db
    .insert(campaigns)
    .values({
      companyId: opts.companyId,
      name: t.name,
      subject: t.subject,
      content: t.content,
      targetAudience: t.targetAudience,
      status: 'sent',
      sentDate: opts.sentAt,
      createdAt: new Date(opts.sentAt.getTime() - 2 * DAY_MS),
    })
    .returning({ id: campaigns.id });
  const at = (minutes: number) => new Date(opts.sentAt.getTime() + minutes * 60_000);
  const rows = opts.to.map((c, i) => {
    const r = reactions(i, opts.to.length);
    const unsubscribed = opts.unsubscribes && r.unsubscribed;
    return {
      campaignId: campaign!.id,
      companyId: opts.companyId,
      customerId: c.id,
      name: c.name,
      email: c.email,
      token: newToken(),
      status: 'sent',
      sentAt: at(i),
      openedAt: r.opened || unsubscribed ? at(90 + i * 37) : null,
      clickedAt: r.clicked ? at(95 + i * 37) : null,
      unsubscribedAt: unsubscribed ? at(100 + i * 37) : null,
    };
  });
  await db.insert(campaignRecipients).values(rows);
  await db
    .update(campaigns)
    .set({
      recipientCount: rows.length,
      emailsSent: rows.length,
      opensCount: rows.filter((r) => r.openedAt).length,
      clicksCount: rows.filter((r) => r.clickedAt).length,
      unsubscribesCount: rows.filter((r) => r.unsubscribedAt).length,
    })
    .where(eq(campaigns.id, campaign!.id));
  for (const r of rows.filter((row) => row.unsubscribedAt)) {
    await db.update(customers).set({ unsubscribedAt: r.unsubscribedAt }).where(eq(customers.id, r.customerId));
  }
}

export async function seedDemoCampaigns(db: Db, companyId: number, now: Date) {
  const people = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: sql<string>`${customers.email}`,
      invoiceCount: customers.invoiceCount,
    })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), isNotNull(customers.email)))
    .orderBy(asc(customers.id));
  const march = new Date(Date.UTC(now.getUTCFullYear() - (now.getUTCMonth() < 3 ? 1 : 0), 2, 17, 15, 0));
  await seedSent(db, { companyId, key: 'spring-cleanup', to: people, sentAt: march, unsubscribes: true });
  // The spring offer's unsubscriber is not written to again.
  const active = people.filter((p, i) => p.invoiceCount > 0 && i !== people.length - 1);
  const reminderAt = new Date(now.getTime() - 21 * DAY_MS);
  await seedSent(db, { companyId, key: 'maintenance-reminder', to: active, sentAt: reminderAt, unsubscribes: false });
  const welcome = template('new-customer-welcome');
  await db.insert(campaigns).values({
    companyId,
    name: welcome.name,
    subject: welcome.subject,
    content: welcome.content,
    targetAudience: welcome.targetAudience,
    createdAt: new Date(now.getTime() - 2 * DAY_MS),
  });
}
