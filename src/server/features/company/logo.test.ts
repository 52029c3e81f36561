import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, logoMessages } from '../../../shared/company/company.schemas';
import { companies, uploads } from '../../db/schema';
import { seedUser } from '../../db/seed/factories';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';

/** A real 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const hostileSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <rect width="10" height="10" fill="teal"/>
  <a href="javascript:alert(2)"><circle r="2"/></a>
</svg>`;

describe('company logo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const owner = () => signedInOwner(t);

  const upload = (cookie: string | undefined, body: Buffer | string, contentType: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/company/logo',
      headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
      payload: body,
    });
  const fetchUpload = (path: string) => t.app.inject({ method: 'GET', url: path });

  it('stores a PNG and serves it back from /api/uploads/:key to anyone', async () => {
    const { company, cookie } = await owner();
    const response = await upload(cookie, png, 'image/png');

    expect(response.statusCode).toBe(200);
    const logo: string = response.json().logo;
    expect(logo).toMatch(/^\/api\/uploads\/[\w-]{43}$/);
    const [stored] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(stored.logo).toBe(logo);

    const served = await fetchUpload(logo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // A logo is shown on other sites too: in webmail that loads a campaign's or an invoice's pictures itself.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('goes by the bytes, not by the declared type', async () => {
    const { cookie } = await owner();
    const response = await upload(cookie, jpegHead, 'application/octet-stream');
    expect(response.statusCode).toBe(200);
    expect((await fetchUpload(response.json().logo)).headers['content-type']).toBe('image/jpeg');
  });

  it('cleans scripts and event handlers out of an SVG', async () => {
    const { cookie } = await owner();
    const response = await upload(cookie, hostileSvg, 'image/svg+xml');
    expect(response.statusCode).toBe(200);

    const served = await fetchUpload(response.json().logo);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toContain('<svg');
    expect(served.body).toContain('<rect');
    expect(served.body).not.toMatch(/<script|onload|javascript:/i);
  });

  it.each([
    ['text/plain', 'just some notes, not an image'],
    ['text/csv', 'name,rate\nMowing,45'],
    ['application/octet-stream', 'just some notes, not an image'],
    ['image/png', 'a text file pretending to be a PNG'],
    ['application/json', '{"not":"an image"}'],
    ['application/pdf', '%PDF-1.7 a document'],
    ['image/gif', 'GIF89a a format we do not take'],
  ])('refuses a file that is not a PNG, JPEG, WebP or SVG image, sent as %s, with 415', async (contentType, body) => {
    const { company, cookie } = await owner();
    const response = await upload(cookie, body, contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: logoMessages.type });
    expect(await t.db.select().from(uploads).where(eq(uploads.companyId, company.id))).toHaveLength(0);
  });

  it.each([
    ['just over 2 MB', LOGO_MAX_BYTES + 1],
    ['far over 2 MB', 9 * 1024 * 1024],
  ])('refuses a file %s with 413', async (_label, size) => {
    const { company, cookie } = await owner();
    const big = Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const response = await upload(cookie, big, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: logoMessages.size });
    const [stored] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(stored.logo).toBeNull();
  });

  it('replaces the previous logo, whose address then answers 404', async () => {
    const { cookie } = await owner();
    const first = (await upload(cookie, png, 'image/png')).json().logo;
    const second = (await upload(cookie, jpegHead, 'image/jpeg')).json().logo;
    expect(second).not.toBe(first);
    const gone = await fetchUpload(first);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'File not found' });
    expect((await fetchUpload(second)).statusCode).toBe(200);
  });

  it('DELETE /api/company/logo removes the logo and its file', async () => {
    const { company, cookie } = await owner();
    const logo = (await upload(cookie, png, 'image/png')).json().logo;
    const response = await t.app.inject({ method: 'DELETE', url: '/api/company/logo', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().logo).toBeNull();
    expect((await fetchUpload(logo)).statusCode).toBe(404);
    expect(await t.db.select().from(uploads).where(eq(uploads.companyId, company.id))).toHaveLength(0);
  });

  it('answers 401 signed out, 403 unverified and 404 without a company', async () => {
    expect((await upload(undefined, png, 'image/png')).statusCode).toBe(401);

    const unverified = await seedUser(t.db, { emailVerified: false });
    const unverifiedCookie = await signIn(t.app, unverified.email, unverified.plainPassword);
    expect((await upload(unverifiedCookie, png, 'image/png')).statusCode).toBe(403);

    const noCompany = await seedUser(t.db);
    const response = await upload(await signIn(t.app, noCompany.email, noCompany.plainPassword), png, 'image/png');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Company not found' });
  });

  it('answers 404 for an unknown upload key', async () => {
    const response = await fetchUpload('/api/uploads/no-such-key');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'File not found' });
  });
});
