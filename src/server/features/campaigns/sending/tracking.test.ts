import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOwner } from '../../../db/seed/factories';
import { createTestApp, type TestApp } from '../../../../test/app';
import { OPEN_PIXEL } from './tracking.service';
import { campaignRow, recipientRows, seedCustomers, startedCampaign } from './sending-fixtures';

const CONTENT = [
  'Hi {{customer_name}},',
  '',
  'Book at https://book.example.com/spring?ref=mail, or read (https://example.com/guide).',
  'Same again: https://book.example.com/spring?ref=mail.',
].join('\n');

describe('opens and clicks of campaign e-mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAMPAIGN_RATE_PER_MINUTE: '0' } });
  });
  afterAll(() => t.close());

  async function campaignOf(count = 2) {
    const { company } = await seedOwner(t.db);
    const people = await seedCustomers(t, company.id, count);
    return startedCampaign(t, { companyId: company.id, customers: people, content: CONTENT });
  }
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const figures = async (id: number) => {
    const c = await campaignRow(t, id);
    return { opens: c.opensCount, clicks: c.clicksCount };
  };

  it('answers the 1x1 GIF, uncached, and counts each recipient once', async () => {
    const { campaign, recipients } = await campaignOf();
    const [a, b] = recipients;
    for (let i = 0; i < 3; i++) {
      const response = await get(`/api/campaigns/open/${a!.token}.gif`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/gif');
      expect(response.headers['cache-control']).toContain('no-store');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.rawPayload.equals(OPEN_PIXEL)).toBe(true);
    }
    expect(await figures(campaign.id)).toEqual({ opens: 1, clicks: 0 });
    await get(`/api/campaigns/open/${b!.token}.gif`);
    expect(await figures(campaign.id)).toEqual({ opens: 2, clicks: 0 });
    const [rowA] = await recipientRows(t, campaign.id);
    expect(rowA!.openedAt).toBeInstanceOf(Date);
  });

  it("redirects to the campaign's n-th link, counting the click and the open once", async () => {
    const { campaign, recipients } = await campaignOf();
    const token = recipients[0]!.token;
    const targets = [
      'https://book.example.com/spring?ref=mail',
      'https://example.com/guide',
      'https://book.example.com/spring?ref=mail',
    ];
    for (const [n, target] of targets.entries()) {
      const response = await get(`/api/campaigns/click/${token}/${n}`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(target);
    }
    expect(await figures(campaign.id)).toEqual({ opens: 1, clicks: 1 });
    await get(`/api/campaigns/open/${token}.gif`);
    expect(await figures(campaign.id)).toEqual({ opens: 1, clicks: 1 });
    const [row] = await recipientRows(t, campaign.id);
    expect(row!.clickedAt).toBeInstanceOf(Date);
    expect(row!.openedAt).toEqual(row!.clickedAt);
  });

  it('counts a click after an open as a click only', async () => {
    const { campaign, recipients } = await campaignOf(1);
    await get(`/api/campaigns/open/${recipients[0]!.token}.gif`);
    await Promise.all([0, 1, 0].map((n) => get(`/api/campaigns/click/${recipients[0]!.token}/${n}`)));
    expect(await figures(campaign.id)).toEqual({ opens: 1, clicks: 1 });
  });

  it('answers 404 to a tampered link number or token and counts nothing', async () => {
    const { campaign, recipients } = await campaignOf(1);
    const token = recipients[0]!.token;
    const other = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/api/campaigns/click/${token}/3`,
      `/api/campaigns/click/${other}/0`,
      `/api/campaigns/open/${other}.gif`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'This link is not valid' });
      expect(response.headers.location).toBeUndefined();
    }
    expect(await figures(campaign.id)).toEqual({ opens: 0, clicks: 0 });
  });

  it('refuses a malformed token or number with 400', async () => {
    for (const url of [
      '/api/campaigns/click/abc/-1',
      '/api/campaigns/click/abc/1.5',
      '/api/campaigns/click/abc/x',
      '/api/campaigns/click/a%20b/0',
      '/api/campaigns/open/a%3Cb.gif',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('counts nothing for a HEAD (a link checker), and redirects to a link written with any characters', async () => {
    const { company } = await seedOwner(t.db);
    const people = await seedCustomers(t, company.id, 1);
    const { campaign, recipients } = await startedCampaign(t, {
      companyId: company.id,
      customers: people,
      content: 'Menu: https://café.example/crème brûlée',
    });
    const token = recipients[0]!.token;
    const head = await t.app.inject({ method: 'HEAD', url: `/api/campaigns/click/${token}/0` });
    expect(head.statusCode).toBe(302);
    expect((await t.app.inject({ method: 'HEAD', url: `/api/campaigns/open/${token}.gif` })).statusCode).toBe(200);
    expect(await figures(campaign.id)).toEqual({ opens: 0, clicks: 0 });
    const response = await get(`/api/campaigns/click/${token}/0`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://xn--caf-dma.example/cr%C3%A8me');
    expect(await figures(campaign.id)).toEqual({ opens: 1, clicks: 1 });
  });

  it("answers the preview's pixel without counting, and 404 for its links", async () => {
    const { campaign } = await campaignOf(1);
    expect((await get('/api/campaigns/open/preview.gif')).statusCode).toBe(200);
    expect((await get('/api/campaigns/click/preview/0')).statusCode).toBe(404);
    expect(await figures(campaign.id)).toEqual({ opens: 0, clicks: 0 });
  });
});
