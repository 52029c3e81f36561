import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { seedUser } from '../../db/seed/factories';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { customerHelpers } from './customers.test-helpers';

describe('who may reach customers', () => {
  let t: TestApp;
  let h: ReturnType<typeof customerHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = customerHelpers(t);
  });
  afterAll(() => t.close());

  const body = { name: 'Intruder', email: 'x@example.com' };
  const endpoints = [
    ['GET', '/api/customers'],
    ['GET', '/api/customers/summary'],
    ['GET', '/api/customers/export.csv'],
    ['POST', '/api/customers/import/preview', { csv: 'name\nAna' }],
    ['POST', '/api/customers/import', { csv: 'name\nAna' }],
    ['POST', '/api/customers', body],
    ['GET', '/api/customers/1'],
    ['PUT', '/api/customers/1', body],
    ['DELETE', '/api/customers/1'],
    ['POST', '/api/customers/1/access-token'],
  ] as const;

  it.each(endpoints)('%s %s answers 401 without a session', async (method, url, payload?: object) => {
    const response = await h.call(method, url, undefined, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 before looking at a bad body', async () => {
    expect((await h.call('POST', '/api/customers', undefined, {})).statusCode).toBe(401);
  });

  it('answers 403 to an owner who has not verified the e-mail address', async () => {
    const user = await seedUser(t.db, { emailVerified: false });
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    expect((await h.call('GET', '/api/customers', cookie)).statusCode).toBe(403);
  });

  it('answers 404 to a signed-in user without a company', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    const response = await h.call('GET', '/api/customers', cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Company not found' });
  });

  describe("another company's customer", () => {
    it.each([
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['POST', '/access-token'],
    ] as const)('answers 404 to %s, exactly as a missing one, and stays unchanged', async (method, suffix) => {
      const other = await signedInOwner(t);
      const theirs = await h.seedCustomer(other.company.id, { name: 'Theirs' });
      const { cookie } = await signedInOwner(t);
      const payload = method === 'PUT' ? body : undefined;
      const response = await h.call(method, `/api/customers/${theirs.id}${suffix}`, cookie, payload);
      const missing = await h.call(method, `/api/customers/2147483647${suffix}`, cookie, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Customer not found' });
      expect(response.json()).toEqual(missing.json());
      const [row] = await t.db.select().from(customers).where(eq(customers.id, theirs.id));
      expect(row).toEqual(theirs);
    });

    it('is neither listed, counted, searched nor exported', async () => {
      const other = await signedInOwner(t);
      await h.seedCustomer(other.company.id, { name: 'Zed Hidden', email: 'zed@example.com' });
      const { company, cookie } = await signedInOwner(t);
      await h.seedCustomer(company.id, { name: 'Mine' });
      const list = await h.call('GET', '/api/customers?search=zed', cookie);
      expect(list.json()).toEqual([]);
      expect(list.headers['x-total-count']).toBe('0');
      expect((await h.call('GET', '/api/customers/summary', cookie)).json()).toEqual({ total: 1, active: 0 });
      const csv = await h.call('GET', '/api/customers/export.csv', cookie);
      expect(csv.body).toContain('Mine');
      expect(csv.body).not.toContain('Zed');
    });
  });
});
