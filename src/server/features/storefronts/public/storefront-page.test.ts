import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_SERVICES, storefrontMessages as m } from '../../../../shared/storefronts/storefront.schemas';
import { landingPageConfigs } from '../../../db/schema';
import { seedService } from '../../../db/seed/factories';
import { createTestApp, type TestApp } from '../../../../test/app';
import { storefrontScriptPath } from './page/storefront-script';
import { jsonLdOf, seedStorefront, uniqueSubdomain, visit } from './public.test-helpers';

const documentOf = (html: string) => new JSDOM(html).window.document;
const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent);

describe('GET /landing/{subdomain}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("draws the storefront with its head, its business's services and the contact form", async () => {
    const { company, config } = await seedStorefront(t, {
      config: { primaryColor: '#0f766e', secondaryColor: '#1e3a8a', logoUrl: 'https://cdn.example.test/logo.png' },
    });
    await seedService(t.db, { companyId: company.id, name: 'Weekly Cleaning', description: 'Skim, brush, vacuum.' });
    await seedService(t.db, { companyId: company.id, name: 'Acid Wash', baseRate: '1250.5' });

    const response = await visit(t, `/landing/${config.subdomain}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    const doc = documentOf(html);
    const canonical = `${t.ctx.origin.url}/landing/${config.subdomain}`;

    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Bluewater Pool Service');
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain('width=device-width');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Weekly pool care across Tampa Bay.',
    );
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(canonical);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Bluewater Pool Service');
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'https://cdn.example.test/logo.png',
    );

    // One h1, the landmarks, the sections in the specification's order.
    expect(texts(doc, 'h1')).toEqual(['Bluewater Pool Service']);
    expect(doc.querySelector('header p')?.textContent).toBe('Weekly pool care across Tampa Bay.');
    expect(doc.querySelectorAll('header, main, footer')).toHaveLength(3);
    expect(texts(doc, 'main h2')).toEqual([
      'How can we help?',
      'Our Services',
      // Booking is on by default (the schedule settings' default); no products, no Products section.
      'Book a Visit',
      'Why Choose Bluewater Pools',
      'Request Service',
    ]);
    expect(texts(doc, '#services h3')).toEqual(['Acid Wash', 'Weekly Cleaning']);
    expect(texts(doc, '#services .rate')).toEqual(['From $1,250.50', 'From $45.00']);
    expect(doc.querySelector('#services li:nth-child(2) p')?.textContent).toBe('Skim, brush, vacuum.');

    // The contact details and the form: each field labelled, the live region for its messages.
    expect(doc.querySelector('#contact a[href^="tel:"]')?.getAttribute('href')).toBe('tel:5550102000');
    expect(doc.querySelector('#contact a[href^="mailto:"]')?.textContent).toBe('office@bluewater.test');
    expect(doc.querySelector('#contact')?.textContent).toContain('12 Harbor Road, Tampa, FL');
    const form = doc.querySelector('#lead-form')!;
    expect(form.getAttribute('action')).toBe(`/landing/${config.subdomain}/lead`);
    expect(form.getAttribute('method')).toBe('post');
    for (const input of form.querySelectorAll('input:not([type="hidden"]), select, textarea')) {
      expect(doc.querySelector(`label[for="${input.id}"]`), input.id).not.toBeNull();
    }
    expect(texts(doc, '#lead-service option').slice(1, 3)).toEqual(['Acid Wash', 'Weekly Cleaning']);
    expect(doc.querySelector('#lead-status')?.getAttribute('role')).toBe('status');

    // The storefront's colours, its logo at a fixed size, and the one script, deferred, from our origin.
    expect(html).toContain('--accent:#0f766e');
    expect(html).toContain('--second:#1e3a8a');
    const logo = doc.querySelector('header img')!;
    expect([logo.getAttribute('src'), logo.getAttribute('width'), logo.getAttribute('height')]).toEqual([
      'https://cdn.example.test/logo.png',
      '48',
      '48',
    ]);
    expect(logo.getAttribute('alt')).toBe('Bluewater Pools logo');
    const scripts = [...doc.querySelectorAll('script[src]')];
    expect(scripts.map((s) => [s.getAttribute('src'), s.hasAttribute('defer')])).toEqual([
      [storefrontScriptPath, true],
    ]);
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("img-src 'self' data: https:");
    // A browser posts the form with its origin (under the app's no-referrer it would send `Origin: null`).
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('https://cdn.example.test/logo.png');
  });

  it('describes the business as LocalBusiness structured data, escaped inside its script element', async () => {
    const { company, config } = await seedStorefront(t, {
      company: { name: 'Pools </script><script>alert(1)</script>' },
      config: { description: null },
    });
    await seedService(t.db, { companyId: company.id, name: 'Opening', baseRate: '95.00' });

    const html = (await visit(t, `/landing/${config.subdomain}`)).body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Pools </script><script>alert(1)</script>',
      description: 'Pools </script><script>alert(1)</script>: Opening. Request service online.',
      url: `${t.ctx.origin.url}/landing/${config.subdomain}`,
      telephone: '(555) 010-2000',
      email: 'office@bluewater.test',
      address: '12 Harbor Road, Tampa, FL',
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: 'Services',
        itemListElement: [
          {
            '@type': 'Offer',
            itemOffered: { '@type': 'Service', name: 'Opening' },
            price: '95.00',
            priceCurrency: 'USD',
          },
        ],
      },
    });
  });

  it.each([
    ['pool', 'sunny-pool-pros', FALLBACK_SERVICES.pool],
    ['landscape', 'green-landscape-co', FALLBACK_SERVICES.landscape],
    ['generic', 'handy-helpers', FALLBACK_SERVICES.generic],
  ])('lists the %s services when the business has none of its own', async (_kind, stem, list) => {
    const { config } = await seedStorefront(t, { config: { subdomain: uniqueSubdomain(stem) } });
    const doc = documentOf((await visit(t, `/landing/${config.subdomain}`)).body);
    expect(texts(doc, '#services h3')).toEqual([...list]);
    expect(doc.querySelectorAll('#services .rate')).toHaveLength(0);
  });

  it("shows the company's logo when the storefront has none, and the fallback accent for a colour it cannot use", async () => {
    const { config } = await seedStorefront(t, {
      company: { logo: '/api/uploads/abc123' },
      config: { primaryColor: 'blue' },
    });
    const html = (await visit(t, `/landing/${config.subdomain}`)).body;
    expect(documentOf(html).querySelector('header img')?.getAttribute('src')).toBe('/api/uploads/abc123');
    expect(html).toContain(`content="${t.ctx.origin.url}/api/uploads/abc123"`);
    // #0EA5E9 is light enough to carry dark text at 4.5:1; as text on white it is deepened.
    expect(html).toContain('--accent:#0ea5e9;--accent-ink:#111827;--accent-text:#');
    expect((await t.app.inject({ url: `/api/landing/${config.subdomain}` })).json().accentColor).toBe('#0ea5e9');
  });

  it("answers 'Service Not Found' with 404 for an unknown, inactive or impossible subdomain, showing no business", async () => {
    const { config } = await seedStorefront(t);
    await t.db.update(landingPageConfigs).set({ isActive: false }).where(eq(landingPageConfigs.id, config.id));
    for (const subdomain of ['no-such-storefront', config.subdomain, 'x'.repeat(80), '%00bad', 'UPPER_case']) {
      const response = await visit(t, `/landing/${subdomain}`);
      expect(response.statusCode, subdomain).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const doc = documentOf(response.body);
      expect(doc.title).toBe(m.notFoundTitle);
      expect(texts(doc, 'h1')).toEqual([m.notFoundTitle]);
      expect(doc.querySelector('main p')?.textContent).toBe(m.notFoundText);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(response.body).not.toContain('Bluewater');
      expect(response.body).not.toContain('application/ld+json');
    }
  });

  it('answers a subdomain written in capitals as the same storefront', async () => {
    const { config } = await seedStorefront(t);
    const response = await visit(t, `/landing/${config.subdomain.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(documentOf(response.body).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${t.ctx.origin.url}/landing/${config.subdomain}`,
    );
  });

  it('answers no storefront by its host without ROOT_DOMAIN', async () => {
    const { config } = await seedStorefront(t);
    const response = await visit(t, '/', { headers: { host: `${config.subdomain}.crewdesk.test` } });
    expect(response.body).not.toContain('id="lead-form"');
  });
});
