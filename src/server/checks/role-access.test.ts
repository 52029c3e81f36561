import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, operationName, queryString, urlOf, type ApiOperation } from '../../test/api-operations';
import { createTestApp, signIn, type TestApp } from '../../test/app';
import { signedInOwner } from '../../test/auth';
import { sampleOf } from '../../test/json-schema-sample';
import { companies, companyMembers } from '../db/schema';
import { seedUser } from '../db/seed/factories';
import { COMPANY_NOT_FOUND, OWNER_ONLY, TECHNICIAN_DENIED } from '../lib/guards';
import { projectRoot } from '../lib/project-root';

/** The operations docs/roles.md lists between `<!-- role-table:{name} -->` and its closing mark. */
function documented(name: 'owner' | 'technician'): string[] {
  const doc = readFileSync(join(projectRoot, 'docs/roles.md'), 'utf8');
  const section = doc.split(`<!-- role-table:${name} -->`)[1]?.split(`<!-- /role-table:${name} -->`)[0] ?? '';
  return [...section.matchAll(/`([A-Z]+ \/api\/[^`]+)`/g)].map((match) => match[1]);
}

/** Calls that sign the caller out (or in as someone else): they answer every signed-in user alike. */
const ENDS_THE_SESSION = /^\/api\/(login|logout|register|impersonation\/stop|user\/sessions)/;

const refusedWith = (response: LightMyRequestResponse, messages: string[]) =>
  response.statusCode === 403 && messages.includes((response.json() as { message?: string }).message ?? '');

/**
 * Each role of a business's team against the whole route table (read from the OpenAPI document, so a route added
 * tomorrow is walked too), held to docs/roles.md: owner-only calls refuse the office and technicians, technicians
 * reach only the calls listed for them, and the office everything else of the business.
 */
describe('team roles, over the whole route table', () => {
  let t: TestApp;
  let ops: ApiOperation[];
  let lonerId = 0;
  const cookies: Record<'office' | 'technician' | 'loner', string> = { office: '', technician: '', loner: '' };

  beforeAll(async () => {
    t = await createTestApp();
    ops = (await listOperations(t.app)).filter((op) => !op.tags.includes('admin') && !ENDS_THE_SESSION.test(op.path));
    const owner = await signedInOwner(t);
    for (const role of ['office', 'technician'] as const) {
      const member = await seedUser(t.db);
      await t.db.insert(companyMembers).values({ companyId: owner.company.id, userId: member.id, role });
      cookies[role] = await signIn(t.app, member.email, member.plainPassword);
    }
    // A verified account with no business: a company call answers it 'Company not found'.
    const loner = await seedUser(t.db);
    lonerId = loner.id;
    cookies.loner = await signIn(t.app, loner.email, loner.plainPassword);
  });
  afterAll(() => t.close());

  const send = (op: ApiOperation, cookie: string) => {
    const query = queryString(
      op.queryParams.filter((p) => p.required).map((p) => [p.name, String(sampleOf(p.schema, p.name))]),
    );
    const payload = op.body ? (sampleOf(op.body) as object) : undefined;
    return t.app.inject({
      method: op.method,
      url: urlOf(op, Object.fromEntries(op.pathParams.map((p) => [p.name, '1'])), query),
      headers: { cookie },
      ...(payload === undefined ? {} : { payload }),
    });
  };

  it('lists in docs/roles.md only calls of the route table', () => {
    const names = new Set(ops.map(operationName));
    const unknown = [...documented('owner'), ...documented('technician')].filter((name) => !names.has(name));
    expect(unknown, 'docs/roles.md names calls the route table does not have').toEqual([]);
  });

  it('gives each role exactly what docs/roles.md says', async () => {
    const ownerOnly = new Set(documented('owner'));
    const technicians = new Set(documented('technician'));
    const problems: string[] = [];
    for (const op of ops) {
      const name = operationName(op);
      const office = await send(op, cookies.office);
      const technician = await send(op, cookies.technician);
      const officeRefused = refusedWith(office, [OWNER_ONLY]);
      const technicianRefused = refusedWith(technician, [OWNER_ONLY, TECHNICIAN_DENIED]);
      if (ownerOnly.has(name)) {
        if (!officeRefused) problems.push(`${name} is the owner's but answered the office ${office.statusCode}`);
        if (!technicianRefused)
          problems.push(`${name} is the owner's but answered a technician ${technician.statusCode}`);
        continue;
      }
      if (officeRefused) problems.push(`${name} refused the office: list it as the owner's, or let the office in`);
      if (technicians.has(name)) {
        if (technicianRefused) problems.push(`${name} is listed for technicians but refused one`);
        continue;
      }
      const loner = await send(op, cookies.loner);
      // Setting up a company (POST /api/company) would end the loner's use: it stays without one.
      await t.db.delete(companies).where(eq(companies.userId, lonerId));
      const companyCall =
        loner.statusCode === 404 && (loner.json() as { message?: string }).message === COMPANY_NOT_FOUND;
      if (companyCall && !technicianRefused) {
        problems.push(
          `${name} answered a technician ${technician.statusCode}: list it for technicians, or refuse them`,
        );
      }
      if (!companyCall && technicianRefused) problems.push(`${name} refused a technician but is no company call`);
    }
    expect(problems).toEqual([]);
  });
});
