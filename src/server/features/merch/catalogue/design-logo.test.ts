import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, logoMessages } from '../../../../shared/company/company.schemas';
import { createTestApp, signIn, type TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { TEST_ADMIN } from '../../../../test/test-env';
import { uploads } from '../../../db/schema';

/** A real 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('the logo of a merchandise design', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const upload = (cookie: string | undefined, body: Buffer | string, contentType: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/merchandise-designs/logo',
      headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
      payload: body,
    });
  const uploadsOf = (companyId: number) => t.db.select().from(uploads).where(eq(uploads.companyId, companyId));

  it("stores a PNG as the company's upload and serves it at the answered URL", async () => {
    const { cookie, company } = await signedInOwner(t);
    const answer = await upload(cookie, png, 'application/octet-stream');
    expect(answer.statusCode, answer.body).toBe(200);
    const { logoUrl } = answer.json();
    expect(logoUrl).toMatch(/^\/api\/uploads\/[\w-]{43}$/);
    const [stored] = await uploadsOf(company.id);
    expect(stored).toMatchObject({ key: logoUrl.slice('/api/uploads/'.length), contentType: 'image/png' });
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a text file with the logo message, whatever type it declares, and stores nothing', async () => {
    const { cookie, company } = await signedInOwner(t);
    const answer = await upload(cookie, 'just some words, not a picture', 'image/png');
    expect(answer.statusCode).toBe(415);
    expect(answer.json().message).toBe(logoMessages.type);
    expect(await uploadsOf(company.id)).toEqual([]);
  });

  it('refuses a picture over the limit, and stores nothing', async () => {
    const { cookie, company } = await signedInOwner(t);
    const big = Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES)]);
    const answer = await upload(cookie, big, 'image/png');
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe(logoMessages.size);
    expect(await uploadsOf(company.id)).toEqual([]);
  });

  it('is for a signed-in, verified owner with a company', async () => {
    expect((await upload(undefined, png, 'image/png')).statusCode).toBe(401);
    // The administrator has no company to store it under.
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const noCompany = await upload(admin, png, 'image/png');
    expect(noCompany.statusCode).toBe(404);
    expect(noCompany.json().message).toBe('Company not found');
  });
});
