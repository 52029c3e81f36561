import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, operationName, urlOf, type ApiOperation } from '../../test/api-operations';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { sampleOf } from '../../test/json-schema-sample';
import { seedTenant, type Tenant } from '../../test/tenant-fixture';
import { hintFor, leaksIn, requestsFor, tableOf, tableOfField } from '../../test/tenant-requests';
import { idsIn, leakMarkers, rowsOfTenant, type TenantRows } from '../../test/tenant-rows';
import { waitFor } from '../../test/wait';
import { emailOutbox } from '../db/schema';

/**
 * Company B, signed in, against everything of company A, for every operation of the API as the OpenAPI
 * document lists it: a new route is covered without editing this file (or it fails, saying what to add).
 */
// Each test walks the whole route table as company B: over a minute on PostgreSQL on a busy two-core machine.
describe('tenant isolation matrix', { timeout: 180_000 }, () => {
  let t: TestApp;
  let a: { tenant: Tenant; rows: TenantRows };
  let b: { tenant: Tenant; rows: TenantRows };
  let ops: ApiOperation[];
  let markers: string[];
  let bCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    const tenantA = await seedTenant(t, { tag: 'Tenanta', numberFrom: 7000 });
    const tenantB = await seedTenant(t, { tag: 'Tenantb' });
    bCookie = tenantB.cookie;
    // Deliveries finish in the background; A's rows must be still before they are taken as the reference.
    await waitFor(
      async () =>
        (await t.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'queued'))).length ? undefined : true,
      'the outbox to be delivered',
    );
    a = { tenant: tenantA, rows: await rowsOfTenant(t.db, tenantA.user.id) };
    b = { tenant: tenantB, rows: await rowsOfTenant(t.db, tenantB.user.id) };
    markers = leakMarkers(a.rows, b.rows, 'Tenanta');
    ops = await listOperations(t.app);
  }, 120_000);
  afterAll(() => t.close());

  const isAdminOnly = (op: ApiOperation) => op.tags.includes('admin');

  /** A call as B; B is signed in again first when an earlier call (a logout, a sign-in) ended the session. */
  async function asB(method: string, url: string, payload?: unknown) {
    const who = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: bCookie } });
    if (who.statusCode === 401) bCookie = await signIn(t.app, b.tenant.user.email, b.tenant.user.plainPassword);
    return t.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie: bCookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  const problems: string[] = [];
  const checkLeaks = (label: string, response: Awaited<ReturnType<typeof asB>>, table: string) => {
    const leaks = leaksIn(response, markers, idsIn(a.rows, table));
    if (leaks.length) problems.push(`${label} answered ${response.statusCode} showing A's ${leaks.join(', ')}`);
  };

  it('knows company A well enough to tell a leak', () => {
    for (const table of ['companies', 'customers', 'invoices', 'quotes', 'services', 'notifications', 'uploads']) {
      expect(idsIn(a.rows, table).length, table).toBeGreaterThan(0);
    }
    expect(new Set(a.rows.invoices.map((i) => i.status))).toEqual(
      new Set(['draft', 'sent', 'paid', 'cancelled', 'viewed']),
    );
    expect(markers).toEqual(expect.arrayContaining([a.tenant.accessToken, 'INV-7001', 'customer@tenanta.test']));
  });

  it("answers 404 to B for every operation addressed with A's ids, exactly as for a missing one", async () => {
    problems.length = 0;
    for (const op of ops.filter((o) => o.pathParams.length > 0)) {
      for (const request of requestsFor(op, a, b)) {
        const response = await asB(op.method, request.url, request.payload);
        const allowed = isAdminOnly(op) ? [403, 404] : [404];
        if (request.addressesTarget && !allowed.includes(response.statusCode)) {
          problems.push(`${request.label} answered ${response.statusCode} (expected ${allowed.join(' or ')})`);
        }
        checkLeaks(request.label, response, tableOf(op.path.split('/')[2] ?? ''));
        if (response.statusCode !== 404) continue;
        const missing = request.url.replace(/\/\d+(?=\/|\?|$)/g, '/2147483647');
        const absent = await asB(op.method, missing, request.payload);
        if (absent.statusCode !== 404 || absent.body !== response.body) {
          problems.push(`${request.label} answered ${response.body}, a missing id ${absent.statusCode} ${absent.body}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("refuses a body that names A's rows", async () => {
    problems.length = 0;
    for (const op of ops.filter((o) => o.body)) {
      // A body of several shapes (one of `anyOf`) is tried in each shape that has the field.
      for (const shape of op.body!.anyOf ?? [op.body!]) {
        for (const field of Object.keys(shape.properties ?? {})) {
          const table = tableOfField(field, a.rows);
          if (!table) continue;
          const [own] = requestsFor({ ...op, body: shape }, b, b);
          const payload = { ...(own.payload as object), [field]: idsIn(a.rows, table)[0] };
          const response = await asB(op.method, own.url, payload);
          const label = `${operationName(op)} with ${field} of A`;
          if (response.statusCode < 400 || response.statusCode >= 500) {
            problems.push(`${label} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
          }
          checkLeaks(label, response, table);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("lists, counts and searches nothing of A's, whatever B may read", async () => {
    problems.length = 0;
    const reads = ops.filter((o) => o.method === 'GET' && o.pathParams.length === 0);
    for (const op of reads) {
      const hint = hintFor(op, b);
      const plain = op.queryParams.map((p) => [p.name, String(sampleOf(p.schema, p.name, hint))]);
      const searches = op.queryParams.some((p) => p.name === 'search') ? ['Tenanta', 'tenanta.test', '7001'] : [];
      for (const search of [undefined, ...searches]) {
        const pairs = plain.map(([k, v]) => [k, k === 'search' && search ? search : v]);
        const query = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        const response = await asB('GET', urlOf(op, {}, query));
        if (isAdminOnly(op) && ![403, 404].includes(response.statusCode)) {
          problems.push(`${operationName(op)} answered B ${response.statusCode} (expected 403 or 404)`);
        }
        checkLeaks(`${operationName(op)}?${query}`, response, tableOf(op.path.split('/').at(-1) ?? ''));
      }
    }
    expect(problems).toEqual([]);
  });

  it("shows nothing of A's when B makes any other call, and admin operations refuse B", async () => {
    problems.length = 0;
    const rest = ops.filter((o) => o.method !== 'GET' && o.pathParams.length === 0);
    for (const op of rest) {
      const [own] = requestsFor(op, b, b);
      const response = await asB(op.method, own.url, own.payload);
      if (isAdminOnly(op) && ![403, 404].includes(response.statusCode)) {
        problems.push(`${operationName(op)} answered B ${response.statusCode} (expected 403 or 404)`);
      }
      checkLeaks(operationName(op), response, tableOf(op.path.split('/').at(-1) ?? ''));
    }
    expect(problems).toEqual([]);
  });

  it("leaves every row of company A exactly as it was after all of B's calls", async () => {
    expect(await rowsOfTenant(t.db, a.tenant.user.id)).toEqual(a.rows);
  });
});
