import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, operationName, urlOf, type ApiOperation } from '../../test/api-operations';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInOwner } from '../../test/auth';
import { sampleOf } from '../../test/json-schema-sample';

/**
 * The administrators' calls the specification names outside `/api/admin`: each must be tagged 'admin' in the
 * route table, so the walk below covers it. A call listed here and missing from the table fails too.
 */
const ADMIN_CALLS_ELSEWHERE = [
  'GET /api/admin-settings',
  'POST /api/admin-settings',
  'GET /api/error-logs',
  'GET /api/error-logs/unresolved',
  'GET /api/error-notifications',
  'PATCH /api/error-logs/{id}/resolve',
  'POST /api/test-error',
  'PUT /api/feedback/{id}/status',
  'POST /api/feedback/{id}/responses',
  'POST /api/coupons',
  'PUT /api/coupons/{id}',
  'DELETE /api/coupons/{id}',
];

const isAdminOnly = (op: ApiOperation) => op.tags.includes('admin');

/**
 * Every administrator's operation of the route table (read from the OpenAPI document, so a new one is covered
 * without editing this file), called by a visitor and by an owner with a well-formed request: never answered.
 */
describe('administrator operations, over the whole route table', () => {
  let t: TestApp;
  let ops: ApiOperation[];
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    ops = await listOperations(t.app);
    owner = (await signedInOwner(t)).cookie;
  });
  afterAll(() => t.close());

  it('tags every /api/admin operation and every administrator call the specification names as admin', () => {
    const names = new Set(ops.map(operationName));
    const missing = ADMIN_CALLS_ELSEWHERE.filter((name) => !names.has(name));
    expect(missing, 'administrator calls missing from the route table').toEqual([]);
    const untagged = ops
      .filter((op) => op.path.startsWith('/api/admin') || ADMIN_CALLS_ELSEWHERE.includes(operationName(op)))
      .filter((op) => !isAdminOnly(op))
      .map(operationName);
    expect(untagged).toEqual([]);
  });

  it('answers a visitor 401 and an owner 403 or 404, with nothing but a message', async () => {
    const problems: string[] = [];
    const admin = ops.filter(isAdminOnly);
    expect(admin.length).toBeGreaterThan(30);
    for (const op of admin) {
      const url = urlOf(op, Object.fromEntries(op.pathParams.map((p) => [p.name, '1'])));
      const payload = op.body ? (sampleOf(op.body) as object) : undefined;
      const send = (cookie?: string) =>
        t.app.inject({
          method: op.method,
          url,
          headers: cookie ? { cookie } : {},
          ...(payload === undefined ? {} : { payload }),
        });
      const visitor = await send();
      if (visitor.statusCode !== 401) problems.push(`${operationName(op)} answered a visitor ${visitor.statusCode}`);
      const asOwner = await send(owner);
      if (![403, 404].includes(asOwner.statusCode)) {
        problems.push(`${operationName(op)} answered an owner ${asOwner.statusCode}`);
      } else if (Object.keys(asOwner.json()).join() !== 'message') {
        problems.push(`${operationName(op)} told an owner more than a message: ${asOwner.body}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
