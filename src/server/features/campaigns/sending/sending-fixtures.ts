import { asc, eq, sql } from 'drizzle-orm';
import { campaignRecipients, campaigns, customers } from '../../../db/schema';
import { newToken } from '../../../lib/tokens';
import type { TestApp } from '../../../../test/app';

// Rows as a started campaign leaves them (its recipients fixed and queued), written straight to the database: the
// sending side is tested on its own, whatever starts campaigns.

export type CustomerValues = Partial<typeof customers.$inferInsert>;
let sequence = 0;

export async function seedCustomers(t: TestApp, companyId: number, count: number, values: CustomerValues = {}) {
  const rows = Array.from({ length: count }, () => {
    const n = ++sequence;
    return { companyId, name: `Customer ${n}`, email: `customer-${n}@example.com`, accessToken: newToken(), ...values };
  });
  return t.db.insert(customers).values(rows).returning();
}

export const DEFAULT_CONTENT = 'Hi {{customer_name}},\n\nSee https://example.com/offer for details.';

/** A campaign started with these customers as its queued recipients (status sent, recipient count set). */
export async function startedCampaign(
  t: TestApp,
  opts: { companyId: number; customers: { id: number; name: string; email: string | null }[] } & Partial<{
    subject: string;
    content: string;
  }>,
) {
  const [campaign] = await t.db
    .insert(campaigns)
    .values({
      companyId: opts.companyId,
      name: 'Spring offer',
      subject: opts.subject ?? 'Hello {{customer_name}}',
      content: opts.content ?? DEFAULT_CONTENT,
      targetAudience: 'all',
      status: 'sent',
      sentDate: new Date(),
      recipientCount: opts.customers.length,
    })
    .returning();
  const recipients = opts.customers.length
    ? await t.db
        .insert(campaignRecipients)
        .values(
          opts.customers.map((c) => ({
            campaignId: campaign!.id,
            companyId: opts.companyId,
            customerId: c.id,
            name: c.name,
            email: c.email!,
            token: newToken(),
          })),
        )
        .returning()
    : [];
  return { campaign: campaign!, recipients };
}

export async function campaignRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

export async function recipientRows(t: TestApp, campaignId: number) {
  return t.db
    .select()
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, campaignId))
    .orderBy(asc(campaignRecipients.id));
}

/** How many of the campaign's recipients are in each status. */
export async function statusCounts(t: TestApp, campaignId: number) {
  const rows = await t.db
    .select({ status: campaignRecipients.status, n: sql<number>`count(*)::int` })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, campaignId))
    .groupBy(campaignRecipients.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** `inject`'s method and path for an absolute link of an e-mail. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
