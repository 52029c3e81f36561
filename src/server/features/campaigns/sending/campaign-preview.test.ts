import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignPreview } from '../../../../shared/campaigns/campaigns.schemas';
import { emailOutbox } from '../../../db/schema';
import { seedUser } from '../../../db/seed/factories';
import { createTestApp, signIn, waitForOutbox, type TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { campaignRow, seedCustomers, startedCampaign } from './sending-fixtures';

const ORIGIN = 'https://app.crewdesk.test';
const form = { subject: 'Hello {{customer_name}}', content: 'Hi {{customer_name}},\n\nSee https://example.com/x.' };

describe('previewing a campaign and sending a test', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: ORIGIN } });
  });
  afterAll(() => t.close());

  const post = (url: string, cookie: string | undefined, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  describe('POST /api/campaigns/preview', () => {
    it('fills it for the customer chosen, its links and pixel on the preview token', async () => {
      const owner = await signedInOwner(t);
      const [ana] = await seedCustomers(t, owner.company.id, 1, { name: 'Ana <Lee>' });
      const response = await post('/api/campaigns/preview', owner.cookie, { ...form, customerId: ana!.id });
      expect(response.statusCode, response.body).toBe(200);
      const preview = response.json<CampaignPreview>();
      expect(preview.subject).toBe('Hello Ana <Lee>');
      expect(preview.customer).toEqual({ id: ana!.id, name: 'Ana <Lee>', email: ana!.email });
      expect(preview.html).toContain('Hi Ana &lt;Lee&gt;,');
      expect(preview.html).toContain(`href="${ORIGIN}/api/campaigns/click/preview/0"`);
      expect(preview.html).toContain(`src="${ORIGIN}/api/campaigns/open/preview.gif"`);
      expect(preview.html).toContain(`href="${ORIGIN}/unsubscribe/preview"`);
      expect(preview.text).toContain(`See ${ORIGIN}/api/campaigns/click/preview/0.`);
    });

    it('takes the first customer who can receive it, else sample values', async () => {
      const owner = await signedInOwner(t);
      const empty = await post('/api/campaigns/preview', owner.cookie, form);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toMatchObject({ customer: null, subject: 'Hello Alex Sample' });

      await seedCustomers(t, owner.company.id, 1, { name: 'Aaron (no e-mail)', email: null });
      await seedCustomers(t, owner.company.id, 1, { name: 'Abby (unsubscribed)', unsubscribedAt: new Date() });
      const [bea] = await seedCustomers(t, owner.company.id, 1, { name: 'Bea' });
      await seedCustomers(t, owner.company.id, 1, { name: 'Cal' });
      const response = await post('/api/campaigns/preview', owner.cookie, form);
      expect(response.json()).toMatchObject({ customer: { id: bea!.id, name: 'Bea' }, subject: 'Hello Bea' });
    });

    it("answers 404 for another company's customer, exactly as for a missing one", async () => {
      const owner = await signedInOwner(t);
      const other = await signedInOwner(t);
      const [theirs] = await seedCustomers(t, other.company.id, 1);
      const foreign = await post('/api/campaigns/preview', owner.cookie, { ...form, customerId: theirs!.id });
      const missing = await post('/api/campaigns/preview', owner.cookie, { ...form, customerId: 2147483647 });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(missing.body);
      expect(foreign.json()).toEqual({ message: 'Customer not found' });
    });

    it('refuses bad input with 400 and a stranger with 401', async () => {
      const owner = await signedInOwner(t);
      for (const payload of [{ subject: 'x'.repeat(201) }, { customerId: 'abc' }, { content: 7 }]) {
        const response = await post('/api/campaigns/preview', owner.cookie, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().fields).toBeDefined();
      }
      expect((await post('/api/campaigns/preview', undefined, form)).statusCode).toBe(401);
      const unverified = await seedUser(t.db, { emailVerified: false });
      const cookie = await signIn(t.app, unverified.email, unverified.plainPassword);
      expect((await post('/api/campaigns/preview', cookie, form)).statusCode).toBe(403);
      const noCompany = await seedUser(t.db);
      const withoutCompany = await post(
        '/api/campaigns/preview',
        await signIn(t.app, noCompany.email, 'correct-horse-42'),
        form,
      );
      expect(withoutCompany.statusCode).toBe(404);
      expect(withoutCompany.json()).toEqual({ message: 'Company not found' });
    });
  });

  describe('POST /api/campaigns/{id}/test', () => {
    it("sends the campaign, filled for the first receiving customer, to the owner's address; counts nothing", async () => {
      const owner = await signedInOwner(t);
      const [zoe] = await seedCustomers(t, owner.company.id, 1, { name: 'Zoe' });
      const { campaign } = await startedCampaign(t, { companyId: owner.company.id, customers: [], ...form });
      const response = await post(`/api/campaigns/${campaign.id}/test`, owner.cookie);
      expect(response.statusCode, response.body).toBe(204);

      const mail = await waitForOutbox(t.db, (m) => m.relatedTo === `campaign-test:${campaign.id}`);
      expect(mail).toMatchObject({ to: owner.user.email, subject: '[Test] Hello Zoe' });
      expect(mail.text).toContain('Hi Zoe,');
      expect(mail.html).toContain('href="https://example.com/x"');
      expect(mail.html).not.toContain('/api/campaigns/open/');
      expect(await campaignRow(t, campaign.id)).toMatchObject({ emailsSent: 0, opensCount: 0, failedCount: 0 });
      expect(zoe!.email).not.toBe(owner.user.email);
      expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, zoe!.email!))).toEqual([]);
    });

    it("answers 404 for another company's campaign, exactly as for a missing one; 400 for a bad id", async () => {
      const owner = await signedInOwner(t);
      const other = await signedInOwner(t);
      const { campaign } = await startedCampaign(t, { companyId: other.company.id, customers: [] });
      const foreign = await post(`/api/campaigns/${campaign.id}/test`, owner.cookie);
      const missing = await post('/api/campaigns/2147483647/test', owner.cookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Campaign not found' });
      expect(missing.body).toBe(foreign.body);
      expect((await post('/api/campaigns/abc/test', owner.cookie)).statusCode).toBe(400);
      expect(
        await t.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.relatedTo, `campaign-test:${campaign.id}`)),
      ).toEqual([]);
    });
  });
});
