import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignRecipient } from '../../../../shared/campaigns/campaigns.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { campaignRecipients } from '../../../db/schema';
import { newToken } from '../../../lib/tokens';
import { campaignTestApi, insertCampaignRow, seedCampaignCustomer } from './campaign-fixtures';

describe('campaigns: who a campaign went to (GET /api/campaigns/{id}/recipients)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner } = campaignTestApi(() => t);
  const at = new Date('2025-04-01T10:00:00.000Z');

  /** A sent campaign with one recipient in every delivery and every state the page shows. */
  async function campaignWithEveryState() {
    const o = await owner();
    const companyId = o.company.id;
    const campaign = await insertCampaignRow(t.db, { companyId, status: 'sent', sentDate: at });
    const kinds = [
      { name: 'Queued', status: 'queued' },
      { name: 'Sending', status: 'sending' },
      { name: 'Sent', status: 'sent', sentAt: at },
      { name: 'Failed', status: 'failed', error: 'mailbox unavailable' },
      { name: 'Opened', status: 'sent', sentAt: at, openedAt: at },
      { name: 'Clicked', status: 'sent', sentAt: at, openedAt: at, clickedAt: at },
      { name: 'Unsubscribed', status: 'sent', sentAt: at, openedAt: at, clickedAt: at, unsubscribedAt: at },
      { name: 'Deleted customer', status: 'sent', sentAt: at, customerId: null },
    ];
    const customers = await Promise.all(kinds.map(() => seedCampaignCustomer(t.db, { companyId })));
    const rows = await t.db
      .insert(campaignRecipients)
      .values(
        kinds.map((k, i) => ({
          campaignId: campaign.id,
          companyId,
          customerId: customers[i].id,
          email: `r${i}@example.com`,
          token: newToken(),
          ...k,
        })),
      )
      .returning();
    return { ...o, campaign, rows };
  }

  it('lists every recipient in order with its furthest state, paged with the total', async () => {
    const { cookie, campaign, rows } = await campaignWithEveryState();
    const response = await call('GET', `/api/campaigns/${campaign.id}/recipients`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('8');
    const list = response.json<CampaignRecipient[]>();
    expect(list.map((r) => [r.name, r.state])).toEqual([
      ['Queued', 'queued'],
      ['Sending', 'queued'],
      ['Sent', 'sent'],
      ['Failed', 'failed'],
      ['Opened', 'opened'],
      ['Clicked', 'clicked'],
      ['Unsubscribed', 'unsubscribed'],
      ['Deleted customer', 'sent'],
    ]);
    expect(list[3]).toEqual({
      id: rows[3].id,
      customerId: rows[3].customerId,
      name: 'Failed',
      email: 'r3@example.com',
      state: 'failed',
      error: 'mailbox unavailable',
      sentAt: null,
      openedAt: null,
      clickedAt: null,
      unsubscribedAt: null,
    });
    expect(list[6]).toMatchObject({ sentAt: at.toISOString(), unsubscribedAt: at.toISOString() });
    expect(list[7].customerId).toBeNull();

    const page = await call('GET', `/api/campaigns/${campaign.id}/recipients?limit=3&offset=2`, cookie);
    expect(page.headers['x-total-count']).toBe('8');
    expect(page.json<CampaignRecipient[]>().map((r) => r.name)).toEqual(['Sent', 'Failed', 'Opened']);
  });

  it.each([
    ['queued', ['Queued', 'Sending']],
    ['sent', ['Sent', 'Deleted customer']],
    ['failed', ['Failed']],
    ['opened', ['Opened']],
    ['clicked', ['Clicked']],
    ['unsubscribed', ['Unsubscribed']],
  ])('filters by state %s', async (state, names) => {
    const { cookie, campaign } = await campaignWithEveryState();
    const response = await call('GET', `/api/campaigns/${campaign.id}/recipients?state=${state}&limit=1`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(names.length));
    expect(response.json<CampaignRecipient[]>().map((r) => r.name)).toEqual(names.slice(0, 1));
    const all = await call('GET', `/api/campaigns/${campaign.id}/recipients?state=${state}`, cookie);
    expect(all.json<CampaignRecipient[]>().map((r) => r.name)).toEqual(names);
  });

  it('lists nothing for a campaign not started yet', async () => {
    const { cookie, company } = await owner();
    const draft = await insertCampaignRow(t.db, { companyId: company.id });
    const response = await call('GET', `/api/campaigns/${draft.id}/recipients`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('0');
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['state=bounced', 'state', 'Unknown state'],
    ['limit=0', 'limit', undefined],
    ['limit=201', 'limit', undefined],
    ['offset=-1', 'offset', undefined],
  ])('refuses ?%s (400)', async (query, field, message) => {
    const { cookie, campaign } = await campaignWithEveryState();
    const response = await call('GET', `/api/campaigns/${campaign.id}/recipients?${query}`, cookie);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fields: Record<string, string> }>();
    expect(Object.keys(body.fields)).toEqual([field]);
    if (message) expect(body).toEqual({ message, fields: { [field]: message } });
  });
});
