import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, landingPageConfigs, services } from '../../../db/schema';
import { seedService } from '../../../db/seed/factories';
import { createTestApp, type TestApp } from '../../../../test/app';
import { matchesEtag, PageCache } from './page/page-cache';
import { seedStorefront, visit } from './public.test-helpers';

describe('storefront page caching', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const etagOf = async (url: string) => {
    const response = await visit(t, url);
    expect(response.statusCode).toBe(200);
    return String(response.headers.etag);
  };

  it('gives an ETag, revalidated on every visit, and answers a matching If-None-Match with 304', async () => {
    const { config } = await seedStorefront(t);
    const url = `/landing/${config.subdomain}`;
    const first = await visit(t, url);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.vary).toBe('Accept-Encoding');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(await etagOf(url)).toBe(etag);

    const again = await visit(t, url, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await visit(t, url, { headers: { 'if-none-match': `"other", ${etag}` } })).statusCode).toBe(304);
    expect((await visit(t, url, { headers: { 'if-none-match': '"something-else"' } })).statusCode).toBe(200);
  });

  it("changes the ETag when the owner changes the storefront, its services or the business's details", async () => {
    const { company, config } = await seedStorefront(t);
    const url = `/landing/${config.subdomain}`;
    const before = await etagOf(url);

    await t.db
      .update(landingPageConfigs)
      .set({ title: 'Bluewater Pools & Spas' })
      .where(eq(landingPageConfigs.id, config.id));
    const retitled = await visit(t, url, { headers: { 'if-none-match': before } });
    expect(retitled.statusCode).toBe(200);
    expect(retitled.body).toContain('<h1>Bluewater Pools &amp; Spas</h1>');
    const afterTitle = String(retitled.headers.etag);
    expect(afterTitle).not.toBe(before);

    const service = await seedService(t.db, { companyId: company.id, name: 'Spa Service' });
    const afterService = await etagOf(url);
    expect(afterService).not.toBe(afterTitle);
    await t.db.update(services).set({ baseRate: '60.00' }).where(eq(services.id, service.id));
    const afterRate = await etagOf(url);
    expect(afterRate).not.toBe(afterService);

    await t.db.update(companies).set({ phone: '(555) 010-9999' }).where(eq(companies.id, company.id));
    expect(await etagOf(url)).not.toBe(afterRate);
  });

  it('sends the page compressed when the browser accepts it, the same page in each encoding', async () => {
    const { config } = await seedStorefront(t);
    const url = `/landing/${config.subdomain}`;
    const plain = await visit(t, url);
    const br = await visit(t, url, { headers: { 'accept-encoding': 'br, gzip' } });
    const gzip = await visit(t, url, { headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // Small on a phone: the whole page, styles and structured data included, well under 14 kB compressed.
    expect(br.rawPayload.length).toBeLessThan(8 * 1024);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });
});

describe('PageCache', () => {
  it('renders once per version and keeps at most its bound, dropping the least recently used', () => {
    const cache = new PageCache(2);
    let renders = 0;
    const render = (text: string) => () => `${text}:${++renders}`;
    expect(cache.page('a', 'v1', render('a')).html).toBe('a:1');
    expect(cache.page('a', 'v1', render('a')).html).toBe('a:1');
    expect(cache.page('a', 'v2', render('a')).html).toBe('a:2');
    cache.page('b', 'v1', render('b'));
    cache.page('a', 'v2', render('a')); // a is now the most recent
    cache.page('c', 'v1', render('c'));
    expect(cache.size).toBe(2);
    expect(cache.page('a', 'v2', render('a')).html).toBe('a:2');
    expect(cache.page('b', 'v1', render('b')).html).toBe('b:5');
  });

  it('compares ETags weakly, in a list, and takes *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});
