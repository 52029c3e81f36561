import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../../shared/text';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInOwner } from '../../test/auth';

type Operation = {
  method: string;
  path: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

// Its body is the raw file (binary), where a zero byte is data: only its path and query are text.
const BINARY_BODIES = new Set(['PUT /api/company/logo']);

/**
 * Every operation of the API document, new ones included without editing this test, refuses a NUL in each
 * path parameter, in the query string and in a JSON body, with 400 naming the field. The caller is a verified
 * owner with a company, so no guard answers first.
 */
describe('a NUL byte on every API route', () => {
  let t: TestApp;
  let cookie: string;
  let operations: Operation[];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    ({ cookie } = await signedInOwner(t));
    const document = t.app.swagger() as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
    operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
      );
  });
  afterAll(() => t.close());

  const paramsOf = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const urlOf = (op: Operation, nulIn?: string) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === nulIn ? '%00' : '1'));
  const call = (op: Operation, url: string, payload?: object) =>
    t.app.inject({ method: op.method as 'GET', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const expectRefused = (response: Awaited<ReturnType<typeof call>>, field: string, what: string) => {
    expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
    expect(response.json(), what).toEqual({ message: NUL_MESSAGE, fields: { [field]: NUL_MESSAGE } });
  };

  it('covers the whole API', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((op) => paramsOf(op).length > 0).length).toBeGreaterThan(20);
  });

  it('refuses a NUL in each path parameter', async () => {
    for (const op of operations) {
      for (const name of paramsOf(op)) {
        expectRefused(await call(op, urlOf(op, name)), name, `${op.method} ${op.path} {${name}}`);
      }
    }
  });

  it('refuses a NUL in the query string, declared parameter or not', async () => {
    for (const op of operations) {
      const name = op.parameters?.find((p) => p.in === 'query')?.name ?? 'probe';
      expectRefused(await call(op, `${urlOf(op)}?${name}=a%00b`), name, `${op.method} ${op.path}?${name}`);
    }
  });

  it('refuses a NUL in a JSON body, declared field or not', async () => {
    const withBody = operations.filter((op) => op.method !== 'GET' && !BINARY_BODIES.has(`${op.method} ${op.path}`));
    expect(withBody.length).toBeGreaterThan(20);
    for (const op of withBody) {
      const declared = op.requestBody?.content?.['application/json']?.schema?.properties;
      const name = Object.keys(declared ?? {})[0] ?? 'probe';
      expectRefused(await call(op, urlOf(op), { [name]: `a\u0000b` }), name, `${op.method} ${op.path} body.${name}`);
    }
  });
});
