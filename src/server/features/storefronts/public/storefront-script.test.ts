import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontMessages as m } from '../../../../shared/storefronts/storefront.schemas';
import { landingPageConfigs, leads } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../../test/app';
import { waitFor } from '../../../../test/wait';
import { storefrontScriptPath } from './page/storefront-script';
import { seedStorefront, visit } from './public.test-helpers';

let address = 0;

describe('the storefront page script', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is served from our origin under a name that changes with its content, cached for good', async () => {
    const response = await t.app.inject({ url: storefrontScriptPath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const hash = createHash('sha256').update(response.body).digest('base64url').slice(0, 12);
    expect(storefrontScriptPath).toBe(`/landing-assets/storefront.${hash}.js`);
    // Small on a phone: the lead form, the shop and the booking form together, sent compressed.
    expect(response.body.length).toBeLessThan(24 * 1024);
    const br = await t.app.inject({ url: storefrontScriptPath, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(response.body);
    expect(br.rawPayload.length).toBeLessThan(6 * 1024);
    expect((await t.app.inject({ url: '/landing-assets/storefront.0000.js' })).statusCode).toBe(404);
  });

  /** The page in a browser-like DOM with the served script run in it; its calls reach the app itself. */
  async function openPage(subdomain: string) {
    const from = `198.51.100.${++address}`;
    const html = (await visit(t, `/landing/${subdomain}`)).body;
    const dom = new JSDOM(html, { url: `${t.ctx.origin.url}/landing/${subdomain}`, runScripts: 'outside-only' });
    const window = dom.window as unknown as Window & typeof globalThis & { eval(code: string): unknown };
    const calls: { url: string; body: unknown }[] = [];
    window.fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: String(init.body),
        headers: init.headers as Record<string, string>,
        remoteAddress: from,
      });
      return { ok: response.statusCode < 300, status: response.statusCode, json: async () => response.json() };
    }) as unknown as typeof fetch;
    window.eval((await t.app.inject({ url: storefrontScriptPath })).body);
    const doc = window.document;
    const input = (name: string) => doc.querySelector(`#lead-form [name="${name}"]`) as HTMLInputElement;
    const status = doc.getElementById('lead-status')!;
    return {
      doc,
      calls,
      input,
      status,
      fill(values: Record<string, string>) {
        for (const [name, value] of Object.entries(values)) input(name).value = value;
      },
      submit() {
        doc.getElementById('lead-form')!.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
      },
      /** The live region's text once it says something. */
      said: () => waitFor(() => status.textContent || undefined, 'the form to say something'),
    };
  }

  it('checks the required fields first, in the live region, and sends nothing', async () => {
    const { company, config } = await seedStorefront(t);
    const page = await openPage(config.subdomain);
    page.fill({ name: '  ', email: 'jamie@example.com' });
    page.submit();
    expect(await page.said()).toBe(`${m.missingTitle}${m.missingText}`);
    expect(page.status.querySelector('strong')?.textContent).toBe(m.missingTitle);
    expect(page.status.getAttribute('aria-live')).toBe('polite');
    expect(page.status.className).toBe('notice err');
    expect(page.input('name').getAttribute('aria-invalid')).toBe('true');
    expect(page.input('phone').getAttribute('aria-invalid')).toBe('true');
    expect(page.input('email').hasAttribute('aria-invalid')).toBe(false);
    expect(page.doc.activeElement).toBe(page.input('name'));
    expect(page.calls).toEqual([]);
    expect(await t.db.select().from(leads).where(eq(leads.companyId, company.id))).toEqual([]);
  });

  it('sends the form as JSON to /api/submit-lead and shows the thanks', async () => {
    const { company, config } = await seedStorefront(t);
    const page = await openPage(config.subdomain);
    page.fill({ name: 'Jamie Lee', email: 'jamie@example.com', phone: '555-0142', message: 'Green water' });
    (page.doc.querySelector('[name="serviceRequested"]') as HTMLSelectElement).value = 'Inspections';
    page.submit();
    expect(await page.said()).toBe(m.leadSent);
    expect(page.status.className).toBe('notice ok');
    expect(page.calls).toEqual([
      {
        url: '/api/submit-lead',
        body: {
          name: 'Jamie Lee',
          email: 'jamie@example.com',
          phone: '555-0142',
          serviceRequested: 'Inspections',
          message: 'Green water',
          subdomain: config.subdomain,
          website: '',
        },
      },
    ]);
    expect(page.input('name').value).toBe('');
    const [lead] = await t.db.select().from(leads).where(eq(leads.companyId, company.id));
    expect(lead).toMatchObject({ firstName: 'Jamie', lastName: 'Lee', metadata: { channel: 'script' } });
  });

  it("shows the server's reason for a bad address, and the specification's failure for anything else", async () => {
    const { config } = await seedStorefront(t);
    const page = await openPage(config.subdomain);
    page.fill({ name: 'Jamie', email: 'jamie@example', phone: '555' });
    page.submit();
    expect(await page.said()).toBe(m.emailInvalid);

    page.status.textContent = '';
    page.fill({ email: 'jamie@example.com' });
    // The storefront goes away while the visitor has the page open: the call answers 404.
    await t.db.update(landingPageConfigs).set({ isActive: false }).where(eq(landingPageConfigs.id, config.id));
    page.submit();
    expect(await page.said()).toBe(m.leadFailed);
    expect(page.status.className).toBe('notice err');
    expect((page.doc.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the visitor has sent too many requests', async () => {
    const { config } = await seedStorefront(t);
    const page = await openPage(config.subdomain);
    for (let i = 0; i < 6; i++) {
      page.fill({ name: 'Jamie', email: 'jamie@example.com', phone: '555' });
      page.status.textContent = '';
      page.submit();
      await page.said();
    }
    expect(page.status.textContent).toBe(m.leadRateLimited);
  });
});
