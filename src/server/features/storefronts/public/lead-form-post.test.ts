import { count, eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontMessages as m } from '../../../../shared/storefronts/storefront.schemas';
import { emailOutbox, leads } from '../../../db/schema';
import { createTestApp, waitForOutbox, type TestApp } from '../../../../test/app';
import { BROWSER, seedStorefront } from './public.test-helpers';

let address = 0;

describe('POST /landing/{subdomain}/lead (the form without the script)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (subdomain: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/landing/${subdomain}/lead`,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER, ...headers },
      remoteAddress: `192.0.2.${++address}`,
    });
  const leadsOf = (companyId: number) => t.db.select().from(leads).where(eq(leads.companyId, companyId));
  const statusOf = (html: string) => new JSDOM(html).window.document.getElementById('lead-status')!;

  it('stores the lead, tells the owner and sends the visitor back to the thanks (303)', async () => {
    const { user, company, config } = await seedStorefront(t);
    const response = await post(config.subdomain, {
      name: 'Riley Chen',
      email: 'riley@example.com',
      phone: '555-0199',
      serviceRequested: 'Something else',
      message: 'A leak by the skimmer',
      website: '',
      subdomain: 'someone-else',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/landing/${config.subdomain}?sent=1#contact`);
    const [lead] = await leadsOf(company.id);
    expect(lead).toMatchObject({
      firstName: 'Riley',
      lastName: 'Chen',
      serviceRequested: 'Something else',
      metadata: { subdomain: config.subdomain, channel: 'form' },
    });
    await waitForOutbox(t.db, (msg) => msg.relatedTo === `lead:${lead.id}` && msg.to === user.email);

    const thanks = await t.app.inject({
      url: `/landing/${config.subdomain}?sent=1`,
      headers: { 'user-agent': BROWSER },
    });
    expect(thanks.statusCode).toBe(200);
    const status = statusOf(thanks.body);
    expect(status.textContent).toBe(m.leadSent);
    expect(status.className).toBe('notice ok');
    expect(statusOf((await t.app.inject({ url: `/landing/${config.subdomain}` })).body).textContent).toBe('');
  });

  it('draws the page again with Missing Information and what was typed (400, never cached)', async () => {
    const { company, config } = await seedStorefront(t);
    const response = await post(config.subdomain, { name: 'Riley <b>Chen</b>', email: '', phone: '555' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    const doc = new JSDOM(response.body).window.document;
    const status = doc.getElementById('lead-status')!;
    expect(status.querySelector('strong')?.textContent).toBe(m.missingTitle);
    expect(status.textContent).toBe(`${m.missingTitle}${m.missingText}`);
    expect((doc.getElementById('lead-name') as HTMLInputElement).value).toBe('Riley <b>Chen</b>');
    expect(doc.getElementById('lead-email')?.getAttribute('aria-invalid')).toBe('true');
    expect(doc.getElementById('lead-name')?.hasAttribute('aria-invalid')).toBe(false);
    expect(await leadsOf(company.id)).toEqual([]);
  });

  it.each([
    ['an address that is not one', { email: 'riley-at-example' }, m.emailInvalid],
    ['a NUL in the message', { message: 'a\u0000b' }, 'Text cannot contain a NUL character'],
    ['a message past its length', { message: 'x'.repeat(4001) }, 'Must be at most 4000 characters'],
  ])('refuses %s with 400 and the reason, storing nothing', async (_case, change, reason) => {
    const { company, config } = await seedStorefront(t);
    const fields = { name: 'Riley', email: 'riley@example.com', phone: '555', ...change };
    const response = await post(config.subdomain, fields);
    expect(response.statusCode).toBe(400);
    expect(statusOf(response.body).textContent).toBe(reason);
    expect(await leadsOf(company.id)).toEqual([]);
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const { company, config } = await seedStorefront(t);
    const mails = (await t.db.select({ n: count() }).from(emailOutbox))[0].n;
    const response = await post(config.subdomain, {
      name: 'Bot',
      email: 'bot@example.com',
      phone: '1',
      website: 'http://spam.example',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/landing/${config.subdomain}?sent=1#contact`);
    expect(await leadsOf(company.id)).toEqual([]);
    expect((await t.db.select({ n: count() }).from(emailOutbox))[0].n).toBe(mails);
  });

  it("answers the not-found page for an unknown storefront, and refuses another site's post", async () => {
    const missing = await post('no-such-storefront', { name: 'R', email: 'r@example.com', phone: '1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(m.notFoundText);

    const { company, config } = await seedStorefront(t);
    const fields = { name: 'R', email: 'r@example.com', phone: '1' };
    const foreign = await post(config.subdomain, fields, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(await leadsOf(company.id)).toEqual([]);
  });

  it('shares the rate limit of the API: the sixth request in a minute is refused with 429', async () => {
    const { company, config } = await seedStorefront(t);
    const fields = { name: 'Riley', email: 'riley@example.com', phone: '555' };
    const from = { remoteAddress: '192.0.2.250' };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/landing/${config.subdomain}/lead`,
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        ...from,
      });
    const api = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/submit-lead',
        payload: { ...fields, subdomain: config.subdomain },
        ...from,
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(303);
    for (let i = 0; i < 2; i++) expect((await api()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(statusOf(refused.body).textContent).toBe(m.leadRateLimited);
    expect(await leadsOf(company.id)).toHaveLength(5);
  });
});
