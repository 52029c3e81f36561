import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Campaign, CampaignInput } from '../../../../shared/campaigns/campaigns.schemas';
import type { TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { queryRows, type Db } from '../../../db/client';
import { campaignRecipients, campaigns, customers } from '../../../db/schema';
import { newToken } from '../../../lib/tokens';

let sequence = 0;

/** A customer of `companyId`, written directly; `invoiceCount` makes it active, `email: null` unreachable. */
export async function seedCampaignCustomer(
  db: Db,
  overrides: Partial<typeof customers.$inferInsert> & { companyId: number },
) {
  const n = ++sequence;
  const [customer] = await db
    .insert(customers)
    .values({ name: `Customer ${n}`, email: `customer-${n}@example.com`, accessToken: newToken(), ...overrides })
    .returning();
  return customer;
}

/** A campaign of `companyId` written directly: in a state or at a time the API would not make. */
export async function insertCampaignRow(
  db: Db,
  overrides: Partial<typeof campaigns.$inferInsert> & { companyId: number },
) {
  const [row] = await db
    .insert(campaigns)
    .values({ name: 'Direct', subject: 'Hello', content: 'Hi {{customer_name}}', targetAudience: 'all', ...overrides })
    .returning();
  return row;
}

/** A valid New Campaign form; `overrides` may make it invalid on purpose. */
export function campaignForm(overrides: Partial<Record<keyof CampaignInput, unknown>> = {}) {
  return {
    name: 'Spring Cleanup Special',
    subject: 'Spring cleanup with {{company_name}}',
    content: 'Hi {{customer_name}},\n\nSpring is here.',
    targetAudience: 'all',
    ...overrides,
  };
}

/** An instant `minutes` from now, as the form sends it. */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The calls the campaign tests make, on the test app `app()` returns once it exists. */
export function campaignTestApi(app: () => TestApp) {
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    app().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  const owner = () => signedInOwner(app());

  async function createCampaign(cookie: string, overrides: Parameters<typeof campaignForm>[0] = {}) {
    const response = await call('POST', '/api/campaigns', cookie, campaignForm(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Campaign>();
  }

  const campaignRow = async (id: number) => (await app().db.select().from(campaigns).where(eq(campaigns.id, id)))[0];

  const recipientRows = (campaignId: number) =>
    app()
      .db.select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaignId))
      .orderBy(asc(campaignRecipients.id));

  /** The delivery jobs queued for the campaign (`campaign.deliver`). */
  const deliveryJobs = (campaignId: number) =>
    queryRows<{ id: string }>(
      app().db,
      sql`select id from pgboss.job where name = 'campaign.deliver' and data->>'campaignId' = ${String(campaignId)}`,
    );

  return { call, owner, createCampaign, campaignRow, recipientRows, deliveryJobs };
}
