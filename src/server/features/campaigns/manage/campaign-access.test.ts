import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/app';
import { seedUser } from '../../../db/seed/factories';
import { campaignForm, campaignTestApi, minutesFromNow, seedCampaignCustomer, type Method } from './campaign-fixtures';

const MISSING_ID = 2_147_483_647;

/** Every route of a campaign, with a body that would be accepted for one of the caller's own. */
const byId: [Method, (id: number) => string, object?][] = [
  ['GET', (id) => `/api/campaigns/${id}`],
  ['PUT', (id) => `/api/campaigns/${id}`, campaignForm({ name: 'Taken over' })],
  ['DELETE', (id) => `/api/campaigns/${id}`],
  ['POST', (id) => `/api/campaigns/${id}/send`],
  ['POST', (id) => `/api/campaigns/${id}/schedule`, { scheduledDate: minutesFromNow(60) }],
  ['POST', (id) => `/api/campaigns/${id}/cancel`],
  ['GET', (id) => `/api/campaigns/${id}/recipients`],
  ['GET', (id) => `/api/campaigns/${id}/recipients?state=queued`],
];

describe('campaigns: who may reach them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createCampaign, campaignRow } = campaignTestApi(() => t);

  it("answers 404 on every route for another company's campaign, exactly as for a missing one", async () => {
    const a = await owner();
    await seedCampaignCustomer(t.db, { companyId: a.company.id });
    const draft = await createCampaign(a.cookie);
    const scheduled = await createCampaign(a.cookie, { scheduledDate: minutesFromNow(90) });
    const b = await owner();
    await seedCampaignCustomer(t.db, { companyId: b.company.id });
    const before = [await campaignRow(draft.id), await campaignRow(scheduled.id)];

    for (const target of [draft, scheduled]) {
      for (const [method, url, payload] of byId) {
        const label = `${method} ${url(target.id)}`;
        const theirs = await call(method, url(target.id), b.cookie, payload);
        const missing = await call(method, url(MISSING_ID), b.cookie, payload);
        expect(theirs.statusCode, label).toBe(404);
        expect(theirs.json(), label).toEqual({ message: 'Campaign not found' });
        expect(missing.body, label).toBe(theirs.body);
      }
    }
    expect([await campaignRow(draft.id), await campaignRow(scheduled.id)]).toEqual(before);
    expect((await call('GET', '/api/campaigns', b.cookie)).json()).toEqual([]);
    expect((await call('GET', '/api/campaigns/summary', b.cookie)).json()).toMatchObject({
      totalCampaigns: 0,
      scheduledCampaigns: 0,
      totalCustomers: 1,
    });
  });

  it.each([
    ['GET', '/api/campaigns/0'],
    ['GET', '/api/campaigns/abc'],
    ['PUT', '/api/campaigns/-1'],
    ['POST', `/api/campaigns/${MISSING_ID + 1}/send`],
  ] as const)('refuses a malformed id: %s %s (400)', async (method, url) => {
    const { cookie } = await owner();
    const response = await call(method, url, cookie, method === 'PUT' ? campaignForm() : undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { id: expect.any(String) } });
  });

  const everyRoute: [Method, string, object?][] = [
    ['GET', '/api/campaigns'],
    ['GET', '/api/campaigns/summary'],
    ['GET', '/api/campaigns/audience'],
    ['POST', '/api/campaigns', campaignForm()],
    ...byId.map(([method, url, payload]): [Method, string, object?] => [method, url(1), payload]),
  ];

  it('asks for a session (401), a verified address (403) and a company (404)', async () => {
    const unverified = await seedUser(t.db, { emailVerified: false });
    const unverifiedCookie = await signIn(t.app, unverified.email, unverified.plainPassword);
    const noCompany = await seedUser(t.db);
    const noCompanyCookie = await signIn(t.app, noCompany.email, noCompany.plainPassword);
    for (const [method, url, payload] of everyRoute) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, unverifiedCookie, payload)).statusCode, `${method} ${url}`).toBe(403);
      const orphan = await call(method, url, noCompanyCookie, payload);
      expect(orphan.statusCode, `${method} ${url}`).toBe(404);
      expect(orphan.json()).toEqual({ message: 'Company not found' });
    }
  });
});
