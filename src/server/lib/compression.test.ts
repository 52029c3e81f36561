import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { invoiceHelpers } from '../features/invoices/invoices.test-helpers';
import { COMPRESS_THRESHOLD } from './compression';

describe('compressed API answers', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
    const owner = await h.ownerWithCustomer();
    cookie = owner.cookie;
    for (let i = 0; i < 25; i++) {
      await h.seedInvoice(owner.company.id, owner.customer.id, { notes: `Visit ${i}` });
      await h.seedCustomer(owner.company.id, { name: `Customer ${i}`, email: `customer${i}@example.com` });
    }
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends the invoice list (JSON text written by the database) gzip-compressed to a client that accepts gzip', async () => {
    const plain = await get('/api/invoices?limit=25');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const zipped = await get('/api/invoices?limit=25', 'gzip, deflate');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers['x-total-count']).toBe('25');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('prefers Brotli when the client accepts it, as browsers do', async () => {
    const plain = await get('/api/invoices?limit=25');
    const response = await get('/api/invoices?limit=25', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves an answer under the threshold plain, still saying it varies with Accept-Encoding', async () => {
    const response = await get('/api/invoices/summary', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.json()).toHaveProperty('paid');
  });

  it('compresses a streamed CSV export', async () => {
    const plain = await get('/api/customers/export.csv');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const response = await get('/api/customers/export.csv', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
