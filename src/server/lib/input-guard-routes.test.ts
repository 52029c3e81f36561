import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../../shared/text';
import { listOperations, type ApiOperation } from '../../test/api-operations';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { signedInOwner } from '../../test/auth';
import { TEST_ADMIN } from '../../test/test-env';

// Their bodies are files (a raw logo or screenshot, a multipart form of photos, whose message field the route checks itself), where
// a zero byte is data: only their path and query are text.
const BINARY_BODIES = new Set([
  'PUT /api/company/logo',
  'PUT /api/merchandise-designs/logo',
  'POST /api/appointments/{id}/progress/photos',
  'POST /api/feedback/attachments',
]);

/**
 * Every operation of the API document, new ones included without editing this test, refuses a NUL in each
 * path parameter, in the query string and in a JSON body, with 400 naming the field. The caller may use the
 * operation (a verified owner with a company; the administrator on admin routes), so no guard answers first.
 */
describe('a NUL byte on every API route', () => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let operations: ApiOperation[];
  beforeAll(async () => {
    t = await createTestApp();
    // The guard stands before the API; robots.txt and sitemap.xml read no input.
    operations = (await listOperations(t.app)).filter((op) => op.path.startsWith('/api/'));
    ({ cookie: owner } = await signedInOwner(t));
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  const urlOf = (op: ApiOperation, nulIn?: string) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === nulIn ? '%00' : '1'));
  const call = (op: ApiOperation, url: string, payload?: object) =>
    t.app.inject({
      method: op.method,
      url,
      headers: { cookie: op.tags.includes('admin') ? admin : owner },
      ...(payload ? { payload } : {}),
    });
  const expectRefused = (response: Awaited<ReturnType<typeof call>>, field: string, what: string) => {
    expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
    expect(response.json(), what).toEqual({ message: NUL_MESSAGE, fields: { [field]: NUL_MESSAGE } });
  };

  it('covers the whole API', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((op) => op.pathParams.length > 0).length).toBeGreaterThan(20);
  });

  it('refuses a NUL in each path parameter', async () => {
    for (const op of operations) {
      for (const { name } of op.pathParams) {
        expectRefused(await call(op, urlOf(op, name)), name, `${op.method} ${op.path} {${name}}`);
      }
    }
  });

  it('refuses a NUL in the query string, declared parameter or not', async () => {
    for (const op of operations) {
      const name = op.queryParams[0]?.name ?? 'probe';
      expectRefused(await call(op, `${urlOf(op)}?${name}=a%00b`), name, `${op.method} ${op.path}?${name}`);
    }
  });

  it('refuses a NUL in a JSON body, declared field or not', async () => {
    const withBody = operations.filter((op) => op.method !== 'GET' && !BINARY_BODIES.has(`${op.method} ${op.path}`));
    expect(withBody.length).toBeGreaterThan(20);
    for (const op of withBody) {
      const name = Object.keys(op.body?.properties ?? {})[0] ?? 'probe';
      expectRefused(await call(op, urlOf(op), { [name]: `a\u0000b` }), name, `${op.method} ${op.path} body.${name}`);
    }
  });
});
