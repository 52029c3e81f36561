import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IN_USE_MESSAGE } from '../../../shared/customers/customers.schemas';
import { customers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { customerHelpers } from './customers.test-helpers';

describe('customers', () => {
  let t: TestApp;
  let h: ReturnType<typeof customerHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = customerHelpers(t);
  });
  afterAll(() => t.close());

  const rowsOf = (companyId: number) => t.db.select().from(customers).where(eq(customers.companyId, companyId));
  const names = (body: string) => (JSON.parse(body) as { name: string }[]).map((c) => c.name);

  describe('create, read, update', () => {
    it('creates a customer with a portal token, tidying the input', async () => {
      const { company, cookie } = await signedInOwner(t);
      const response = await h.call('POST', '/api/customers', cookie, {
        name: '  Maria Lopez ',
        email: ' Maria@Example.COM ',
        phone: '(555) 010-3000',
        address: '',
        notes: 'Gate code 1234',
      });
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({
        name: 'Maria Lopez',
        email: 'maria@example.com',
        phone: '(555) 010-3000',
        address: null,
        notes: 'Gate code 1234',
      });
      expect(created.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await rowsOf(company.id);
      expect(row).toMatchObject({ id: created.id, accessToken: created.accessToken });
    });

    it.each([
      [{}, 'name', 'Name is required'],
      [{ name: '   ', email: 'a@example.com' }, 'name', 'Name is required'],
      [{ name: 'Maria', email: 'not-an-email' }, 'email', 'Invalid email address'],
    ])('refuses %j with "%s: %s" and writes nothing', async (payload, field, message) => {
      const { company, cookie } = await signedInOwner(t);
      const response = await h.call('POST', '/api/customers', cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, fields: { [field]: message } });
      expect(await rowsOf(company.id)).toHaveLength(0);
    });

    it('reads one customer', async () => {
      const { company, cookie } = await signedInOwner(t);
      const customer = await h.seedCustomer(company.id, { name: 'Ana', email: 'ana@example.com' });
      const response = await h.call('GET', `/api/customers/${customer.id}`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: customer.id,
        name: 'Ana',
        email: 'ana@example.com',
        phone: null,
        address: null,
        notes: null,
        accessToken: customer.accessToken,
        createdAt: customer.createdAt.toISOString(),
        unsubscribedAt: null,
      });
      expect((await h.call('GET', '/api/customers/999999', cookie)).statusCode).toBe(404);
    });

    it('updates a customer, keeping its portal token', async () => {
      const { company, cookie } = await signedInOwner(t);
      const customer = await h.seedCustomer(company.id, { email: 'old@example.com' });
      const response = await h.call('PUT', `/api/customers/${customer.id}`, cookie, {
        name: 'Pat Doe Jr',
        email: '',
        phone: '555-0101',
        address: '1 Elm St',
        notes: null,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Pat Doe Jr',
        email: null,
        phone: '555-0101',
        address: '1 Elm St',
        accessToken: customer.accessToken,
      });
    });

    it.each([
      [{ name: '' }, 'Name is required'],
      [{ name: 'Pat', email: 'pat@' }, 'Invalid email address'],
    ])('refuses to update with %j (%s) and changes nothing', async (payload, message) => {
      const { company, cookie } = await signedInOwner(t);
      const customer = await h.seedCustomer(company.id, { email: 'pat@example.com' });
      const response = await h.call('PUT', `/api/customers/${customer.id}`, cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      const [row] = await rowsOf(company.id);
      expect(row).toMatchObject({ name: 'Pat Doe', email: 'pat@example.com' });
    });
  });

  describe('the list', () => {
    it('pages by name then id, with the total in X-Total-Count', async () => {
      const { company, cookie } = await signedInOwner(t);
      for (const name of ['Carla', 'alan', 'Bea', 'Bea', 'Dan']) await h.seedCustomer(company.id, { name });
      const first = await h.call('GET', '/api/customers?limit=2', cookie);
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-total-count']).toBe('5');
      const second = await h.call('GET', '/api/customers?limit=2&offset=2', cookie);
      const third = await h.call('GET', '/api/customers?limit=2&offset=4', cookie);
      const all = [...names(first.body), ...names(second.body), ...names(third.body)];
      const sorted = (await h.call('GET', '/api/customers', cookie)).json() as { id: number; name: string }[];
      expect(all).toEqual(sorted.map((c) => c.name));
      expect(all).toHaveLength(5);
      const beas = sorted.filter((c) => c.name === 'Bea').map((c) => c.id);
      expect(beas).toEqual([...beas].sort((a, b) => a - b));
    });

    it('answers 50 by default and refuses a page larger than 200', async () => {
      const { company, cookie } = await signedInOwner(t);
      await t.db.insert(customers).values(
        Array.from({ length: 55 }, (_, i) => ({
          companyId: company.id,
          name: `C${i}`,
          accessToken: `tok-${company.id}-${i}`,
        })),
      );
      const response = await h.call('GET', '/api/customers', cookie);
      expect(response.json()).toHaveLength(50);
      expect(response.headers['x-total-count']).toBe('55');
      expect((await h.call('GET', '/api/customers?limit=201', cookie)).statusCode).toBe(400);
      expect((await h.call('GET', '/api/customers?limit=200', cookie)).json()).toHaveLength(55);
    });

    it('searches name, e-mail and phone, whatever the case, with % and _ taken literally', async () => {
      const { company, cookie } = await signedInOwner(t);
      await h.seedCustomer(company.id, { name: 'Green Acres', email: 'info@greenacres.com', phone: '555-0199' });
      await h.seedCustomer(company.id, { name: 'Blue Pools', email: 'BLUE@pools.com', phone: '555-0200' });
      await h.seedCustomer(company.id, { name: '100% Clean', email: null, phone: null });
      await h.seedCustomer(company.id, { name: 'Under_score', email: null, phone: null });
      const search = async (term: string) => {
        const response = await h.call('GET', `/api/customers?search=${encodeURIComponent(term)}`, cookie);
        expect(response.headers['x-total-count']).toBe(String(response.json().length));
        return names(response.body);
      };
      expect(await search('GREEN')).toEqual(['Green Acres']);
      expect(await search('blue@POOLS')).toEqual(['Blue Pools']);
      expect(await search('0200')).toEqual(['Blue Pools']);
      expect(await search('555')).toEqual(['Blue Pools', 'Green Acres']);
      expect(await search('%')).toEqual(['100% Clean']);
      expect(await search('0%')).toEqual(['100% Clean']);
      expect(await search('r_s')).toEqual(['Under_score']);
      expect(await search('nobody')).toEqual([]);
    });

    it('gives each customer the sums of their paid and pending invoices', async () => {
      const { company, cookie } = await signedInOwner(t);
      const ana = await h.seedCustomer(company.id, { name: 'Ana' });
      const bo = await h.seedCustomer(company.id, { name: 'Bo' });
      const cy = await h.seedCustomer(company.id, { name: 'Cy' });
      await h.seedInvoice(company.id, ana.id, 'paid', '100.10');
      await h.seedInvoice(company.id, ana.id, 'paid', '0.20');
      await h.seedInvoice(company.id, ana.id, 'sent', '50.00');
      await h.seedInvoice(company.id, ana.id, 'viewed', '25.05');
      await h.seedInvoice(company.id, ana.id, 'overdue', '10.00');
      await h.seedInvoice(company.id, ana.id, 'draft', '999.00');
      await h.seedInvoice(company.id, ana.id, 'cancelled', '888.00');
      await h.seedInvoice(company.id, bo.id, 'draft', '40.00');
      const response = await h.call('GET', '/api/customers', cookie);
      const sums = (response.json() as { id: number; paid: string; pending: string; invoiceCount: number }[]).map(
        (c) => [c.id, c.paid, c.pending, c.invoiceCount],
      );
      expect(sums).toEqual([
        [ana.id, '100.30', '85.05', 7],
        [bo.id, '0.00', '0.00', 1],
        [cy.id, '0.00', '0.00', 0],
      ]);
    });

    it('sums on the second page too', async () => {
      const { company, cookie } = await signedInOwner(t);
      await h.seedCustomer(company.id, { name: 'A' });
      const b = await h.seedCustomer(company.id, { name: 'B' });
      await h.seedInvoice(company.id, b.id, 'paid', '12.34');
      const [row] = (await h.call('GET', '/api/customers?limit=1&offset=1', cookie)).json();
      expect(row).toMatchObject({ id: b.id, paid: '12.34', pending: '0.00', invoiceCount: 1 });
    });
  });

  it('counts all customers and the active ones (with an invoice)', async () => {
    const { company, cookie } = await signedInOwner(t);
    expect((await h.call('GET', '/api/customers/summary', cookie)).json()).toEqual({ total: 0, active: 0 });
    const ana = await h.seedCustomer(company.id, { name: 'Ana' });
    const bo = await h.seedCustomer(company.id, { name: 'Bo' });
    await h.seedCustomer(company.id, { name: 'Cy' });
    await h.seedInvoice(company.id, ana.id, 'draft', '1.00');
    await h.seedInvoice(company.id, ana.id, 'paid', '1.00');
    await h.seedInvoice(company.id, bo.id, 'cancelled', '1.00');
    const response = await h.call('GET', '/api/customers/summary', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total: 3, active: 2 });
  });

  describe('delete', () => {
    it('deletes a customer without invoices or quotes', async () => {
      const { company, cookie } = await signedInOwner(t);
      const customer = await h.seedCustomer(company.id);
      const response = await h.call('DELETE', `/api/customers/${customer.id}`, cookie);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await rowsOf(company.id)).toHaveLength(0);
      expect((await h.call('DELETE', `/api/customers/${customer.id}`, cookie)).statusCode).toBe(404);
    });

    it.each(['invoice', 'quote'] as const)('refuses with 409 while the customer has an %s', async (kind) => {
      const { company, cookie } = await signedInOwner(t);
      const customer = await h.seedCustomer(company.id);
      if (kind === 'invoice') await h.seedInvoice(company.id, customer.id, 'cancelled', '5.00');
      else await h.seedQuote(company.id, customer.id);
      const response = await h.call('DELETE', `/api/customers/${customer.id}`, cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: CUSTOMER_IN_USE_MESSAGE });
      expect(await rowsOf(company.id)).toHaveLength(1);
    });
  });

  it('regenerates the portal token: a new, unique, URL-safe 43-character token', async () => {
    const { company, cookie } = await signedInOwner(t);
    const customer = await h.seedCustomer(company.id, { name: 'Ana' });
    const tokens = new Set([customer.accessToken]);
    for (let i = 0; i < 3; i++) {
      const response = await h.call('POST', `/api/customers/${customer.id}/access-token`, cookie);
      expect(response.statusCode).toBe(200);
      const { accessToken, name } = response.json();
      expect(name).toBe('Ana');
      expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(tokens.has(accessToken)).toBe(false);
      tokens.add(accessToken);
      const [row] = await rowsOf(company.id);
      expect(row.accessToken).toBe(accessToken);
    }
  });
});
