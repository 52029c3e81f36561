import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildApp } from '../app';

const documentOnly = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const everyResponse = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

const script = `console.log(${JSON.stringify('Crewdesk '.repeat(300))});`;

describe('security headers of pages and of the files they load', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'crewdesk-assets-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    writeFileSync(join(dir, 'assets', 'app-1.js'), script);
    writeFileSync(join(dir, 'assets', 'app-1.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'assets', 'app-1.css'), 'body{margin:0}');
    writeFileSync(join(dir, 'assets', 'inter-1.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
    writeFileSync(join(dir, 'social-card.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp();
    app = await buildApp(t.ctx, { clientDir: dir });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('gives a page every security header', async () => {
    const page = await get('/pricing');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const header of [...documentOnly, ...everyResponse]) expect(page.headers, header).toHaveProperty(header);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it.each([
    ['/assets/app-1.js', 'javascript'],
    ['/assets/app-1.css', 'text/css'],
    ['/assets/inter-1.woff2', 'font/woff2'],
    ['/social-card.png', 'image/png'],
    ['/robots.txt', 'text/plain'],
  ])('sends %s without the page-only headers, keeping nosniff, CORP and HSTS', async (url, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    for (const header of documentOnly) expect(response.headers, header).not.toHaveProperty(header);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('keeps the policy on an SVG and on XML, which a browser may open as documents', async () => {
    for (const url of ['/favicon.svg', '/sitemap.xml']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers, url).toHaveProperty('content-security-policy');
    }
  });

  it('keeps every header on the API', async () => {
    const response = await get('/api/health');
    for (const header of [...documentOnly, ...everyResponse]) expect(response.headers, header).toHaveProperty(header);
  });

  it('serves the copy the build compressed, once, and a page compressed once', async () => {
    const asset = await get('/assets/app-1.js', { 'accept-encoding': 'gzip, br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString('utf8')).toBe(script);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await get('/pricing', { 'accept-encoding': 'gzip, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('</html>');
  });
});
