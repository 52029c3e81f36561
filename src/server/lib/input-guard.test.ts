import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../../shared/text';
import { createTestApp, type TestApp } from '../../test/app';
import { registration, signedInOwner } from '../../test/auth';
import { contactMessages, customers, errorLogs, invoices, quotes, users } from '../db/schema';
import { insertCustomer, insertQuote } from '../features/customer-portal/portal-test-data';
import { invoiceForm } from '../features/invoices/invoices.test-helpers';
import { quoteForm } from '../features/quotes/quote-fixtures';
import { findNul } from './input-guard';

const NUL = '\u0000';

describe('findNul', () => {
  it('names the first field holding a NUL, as the validation answers do', () => {
    expect(findNul({ a: 'fine', items: [{ d: 'ok' }, { d: `x${NUL}` }] })).toBe('items.1.d');
    expect(findNul(`bare${NUL}`)).toBe('_');
    expect(findNul({ [`k${NUL}`]: 1 })).toBe('k\uFFFD');
    expect(findNul({ a: 'tab\tand\nline', n: 1, b: true, z: null, buf: Buffer.from([0, 0]) })).toBeUndefined();
  });

  it('walks a deeply nested input without exhausting the stack', () => {
    let deep: unknown = NUL;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNul(deep)).toBe(`${'0.'.repeat(99_999)}0`);
  });
});

/** Each endpoint of the issue refuses a NUL with 400 naming the field, and writes nothing. */
describe('a NUL byte in the input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A failure whose message carries a NUL (a driver quoting the input) must still reach the error log.
    t.app.get('/api/test/nul-crash', async () => {
      throw new Error(`invalid byte sequence ${NUL} in "name"`);
    });
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const expectRefused = (response: Awaited<ReturnType<typeof send>>, field: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: NUL_MESSAGE, fields: { [field]: NUL_MESSAGE } });
  };
  const rowsOf = async (table: typeof customers | typeof invoices | typeof quotes, companyId: number) =>
    (await t.db.select({ n: count() }).from(table).where(eq(table.companyId, companyId)))[0].n;

  it('refuses a sign-up and creates no account', async () => {
    const form = registration({ firstName: `Ja${NUL}mie` });
    expectRefused(await send('POST', '/api/register', form), 'firstName');
    expect(await t.db.select().from(users).where(eq(users.email, form.email))).toEqual([]);
  });

  it('refuses a contact message and stores nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(contactMessages);
    const payload = { name: 'Dana', email: 'dana@example.com', message: `Hello${NUL}` };
    expectRefused(await send('POST', '/api/contact-messages', payload), 'message');
    expect((await t.db.select({ n: count() }).from(contactMessages))[0]).toEqual(before);
  });

  it('refuses customers, their CSV import and searches, and writes nothing', async () => {
    const { company, cookie } = await signedInOwner(t);
    expectRefused(await send('POST', '/api/customers', { name: `Dana${NUL}` }, cookie), 'name');
    const customer = await insertCustomer(t.db, { companyId: company.id });
    expectRefused(
      await send('PUT', `/api/customers/${customer.id}`, { name: 'Dana', notes: `a${NUL}b` }, cookie),
      'notes',
    );
    const csv = `name,email\nDana${NUL},dana@example.com\n`;
    expectRefused(await send('POST', '/api/customers/import/preview', { csv }, cookie), 'csv');
    expectRefused(await send('POST', '/api/customers/import', { csv }, cookie), 'csv');
    expect(await rowsOf(customers, company.id)).toBe(1);
    for (const list of ['customers', 'invoices', 'quotes']) {
      expectRefused(await send('GET', `/api/${list}?search=a%00b`, undefined, cookie), 'search');
    }
  });

  it('refuses invoices and quotes, naming the item field, and writes nothing', async () => {
    const { company, cookie } = await signedInOwner(t);
    const customer = await insertCustomer(t.db, { companyId: company.id });
    const items = [{ description: `Mowing${NUL}`, quantity: 1, rate: '10.00' }];
    expectRefused(
      await send('POST', '/api/invoices', invoiceForm(customer.id, { items }), cookie),
      'items.0.description',
    );
    expectRefused(await send('POST', '/api/quotes', quoteForm(customer.id, { notes: `x${NUL}` }), cookie), 'notes');
    expect(await rowsOf(invoices, company.id)).toBe(0);
    expect(await rowsOf(quotes, company.id)).toBe(0);
  });

  it('refuses a company change and keeps the name', async () => {
    const { company, cookie } = await signedInOwner(t);
    expectRefused(await send('PUT', '/api/company', { name: `Acme${NUL}` }, cookie), 'name');
    expect((await send('GET', '/api/company', undefined, cookie)).json()).toMatchObject({ name: company.name });
  });

  it("refuses a portal decline and leaves the quote's status alone", async () => {
    const { company } = await signedInOwner(t);
    const customer = await insertCustomer(t.db, { companyId: company.id });
    const quote = await insertQuote(t.db, { companyId: company.id, customerId: customer.id });
    const url = `/api/customer-portal/${customer.accessToken}/quotes/${quote.id}/decline`;
    expectRefused(await send('POST', url, { reason: `Too dear${NUL}` }), 'reason');
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row.status).toBe('sent');
  });

  it('refuses path parameters and any query parameter', async () => {
    expectRefused(await send('GET', '/api/uploads/%00'), 'key');
    expectRefused(await send('GET', '/api/customer-portal/%00'), 'token');
    expectRefused(await send('GET', '/api/plans?utm=%00'), 'utm');
  });

  it('refuses a NUL at the bottom of a deeply nested body with 400', async () => {
    const payload = `${'['.repeat(20_000)}"${'\\u0000'}"${']'.repeat(20_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NUL_MESSAGE);
  });

  it('stores a failure whose message holds a NUL in the error log, without the NUL', async () => {
    const response = await send('GET', '/api/test/nul-crash');
    expect(response.statusCode).toBe(500);
    const [log] = await t.db.select().from(errorLogs).orderBy(desc(errorLogs.id)).limit(1);
    expect(log.message).toBe('invalid byte sequence \uFFFD in "name"');
    expect(log.stackTrace).not.toContain(NUL);
    expect(t.logs.some((l) => l.msg === 'could not store the error log')).toBe(false);
  });
});
