import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { queryRows } from '../../db/client';
import { invoices } from '../../db/schema';
import { invoiceHelpers } from './invoices.test-helpers';
import { containsPattern } from '../../lib/search-pattern';
import { invoiceSearch } from './invoices.queries';
import { getInvoice, listInvoices } from './invoices.service';
import { businessDayFromToday } from '../../../test/dates';

type Listed = { id: number; invoiceNumber: string; status: string };

describe('listing, searching and summing invoices', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  const numbers = (body: Listed[]) => body.map((i) => i.invoiceNumber);

  it('answers one page at a time, newest first, with the total in X-Total-Count', async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    for (let i = 0; i < 5; i++) await h.create(cookie, customer.id);
    const first = await h.call('GET', '/api/invoices?limit=2', cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('5');
    expect(numbers(first.json())).toEqual(['INV-0005', 'INV-0004']);
    const last = await h.call('GET', '/api/invoices?limit=2&offset=4', cookie);
    expect(numbers(last.json())).toEqual(['INV-0001']);
    expect(last.headers['x-total-count']).toBe('5');
    const all = await h.call('GET', '/api/invoices', cookie);
    expect(all.json()).toHaveLength(5);
    expect(all.json()[0]).toMatchObject({ customerName: 'Dana Whitfield', total: '180.00', delivery: null });
    expect((await h.call('GET', '/api/invoices?limit=201', cookie)).statusCode).toBe(400);
    expect((await h.call('GET', '/api/invoices?offset=-1', cookie)).statusCode).toBe(400);
  });

  it('filters by status', async () => {
    const { cookie, customer, company } = await h.ownerWithCustomer();
    await h.create(cookie, customer.id);
    const paid = await h.seedInvoice(company.id, customer.id, { status: 'paid' });
    const response = await h.call('GET', '/api/invoices?status=paid', cookie);
    expect(response.headers['x-total-count']).toBe('1');
    expect(numbers(response.json())).toEqual([paid.invoiceNumber]);
    const bad = await h.call('GET', '/api/invoices?status=lost', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown invoice status');
  });

  it('searches the number and the notes, case-insensitively, with wildcards taken literally', async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    await h.create(cookie, customer.id, { notes: 'Pool opening, 10% off' });
    await h.create(cookie, customer.id, { notes: 'Hedge_trim and mulch' });
    await h.create(cookie, customer.id, { notes: null });
    const search = async (term: string) => {
      const response = await h.call('GET', `/api/invoices?search=${encodeURIComponent(term)}`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe(String(response.json().length));
      return numbers(response.json());
    };
    expect(await search('inv-0003')).toEqual(['INV-0003']);
    expect(await search('POOL')).toEqual(['INV-0001']);
    expect(await search('10%')).toEqual(['INV-0001']);
    expect(await search('%')).toEqual(['INV-0001']);
    expect(await search('_')).toEqual(['INV-0002']);
    expect(await search('mulch')).toEqual(['INV-0002']);
    expect(await search('INV-')).toEqual(['INV-0003', 'INV-0002', 'INV-0001']);
    expect(await search('nothing like it')).toEqual([]);
  });

  it('searches through the trigram index', async () => {
    const query = t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(invoiceSearch(containsPattern('pool')));
    await t.db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = await queryRows(t.db, sql`explain ${query}`);
      expect(JSON.stringify(plan)).toContain('invoices_search_idx');
    } finally {
      await t.db.execute(sql`reset enable_seqscan`);
    }
  });

  it('sums the four cards in one answer', async () => {
    const { cookie, customer, company } = await h.ownerWithCustomer();
    const seed = (status: string, total: string, dueDate = '2099-01-01') =>
      h.seedInvoice(company.id, customer.id, { status, total, dueDate });
    await seed('draft', '10.00');
    await seed('sent', '20.25');
    await seed('viewed', '30.00');
    await seed('paid', '40.10');
    await seed('paid', '0.90');
    await seed('overdue', '50.00', '2020-01-01');
    await seed('cancelled', '60.00');
    const response = await h.call('GET', '/api/invoices/summary', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalRevenue: { amount: '141.25', count: 5 }, // billed: drafts and cancelled left out
      paid: { amount: '41.00', count: 2 },
      pending: { amount: '50.25', count: 2 },
      overdue: { amount: '50.00', count: 1 },
    });
    const empty = await h.ownerWithCustomer();
    expect((await h.call('GET', '/api/invoices/summary', empty.cookie)).json()).toEqual({
      totalRevenue: { amount: '0.00', count: 0 },
      paid: { amount: '0.00', count: 0 },
      pending: { amount: '0.00', count: 0 },
      overdue: { amount: '0.00', count: 0 },
    });
  });

  it('sums as pending and overdue only what is still due on partly paid invoices, of this company alone', async () => {
    const { cookie, customer, company } = await h.ownerWithCustomer();
    const seed = (status: string, total: string, amountPaid: string, dueDate = '2099-01-01') =>
      h.seedInvoice(company.id, customer.id, { status, total, amountPaid, dueDate });
    await seed('sent', '100.00', '40.00');
    await seed('viewed', '20.02', '0.01');
    await seed('overdue', '50.00', '12.50', '2020-01-01');
    await seed('paid', '30.00', '30.00');
    const stranger = await h.ownerWithCustomer();
    await h.seedInvoice(stranger.company.id, stranger.customer.id, {
      status: 'sent',
      total: '500.00',
      amountPaid: '100.00',
      dueDate: '2099-01-01',
    });
    expect((await h.call('GET', '/api/invoices/summary', cookie)).json()).toEqual({
      totalRevenue: { amount: '200.02', count: 4 }, // billed: the totals
      paid: { amount: '30.00', count: 1 },
      pending: { amount: '80.01', count: 2 }, // 60.00 + 20.01 still due
      overdue: { amount: '37.50', count: 1 },
    });
    expect((await h.call('GET', '/api/invoices/summary', stranger.cookie)).json()).toMatchObject({
      pending: { amount: '400.00', count: 1 },
    });
  });

  it('shows sent and viewed invoices past their due date as overdue when read', async () => {
    const { cookie, customer, company } = await h.ownerWithCustomer();
    const late = await h.seedInvoice(company.id, customer.id, { status: 'sent', dueDate: '2020-01-01' });
    const lateViewed = await h.seedInvoice(company.id, customer.id, { status: 'viewed', dueDate: '2020-01-01' });
    const lateDraft = await h.seedInvoice(company.id, customer.id, { status: 'draft', dueDate: '2020-01-01' });
    const latePaid = await h.seedInvoice(company.id, customer.id, { status: 'paid', dueDate: '2020-01-01' });
    const dueToday = businessDayFromToday(0);
    const onTime = await h.seedInvoice(company.id, customer.id, { status: 'sent', dueDate: dueToday });

    const stranger = await h.ownerWithCustomer();
    const elsewhere = await h.seedInvoice(stranger.company.id, stranger.customer.id, {
      status: 'sent',
      dueDate: '2020-01-01',
    });

    expect((await h.call('GET', `/api/invoices/${late.id}`, cookie)).json().status).toBe('overdue');
    const list = await h.call('GET', '/api/invoices', cookie);
    const statusOf = new Map((list.json() as (Listed & { id: number })[]).map((i) => [i.id, i.status]));
    expect(statusOf.get(lateViewed.id)).toBe('overdue');
    expect(statusOf.get(lateDraft.id)).toBe('draft');
    expect(statusOf.get(latePaid.id)).toBe('paid');
    expect(statusOf.get(onTime.id)).toBe('sent');
    expect((await h.row(elsewhere.id)).status).toBe('sent');
  });

  it("turns overdue when read once the due date has ended in the owner's time zone", async () => {
    const { customer, company } = await h.ownerWithCustomer(); // America/New_York: EDT, UTC-4, in June
    const invoice = await h.seedInvoice(company.id, customer.id, { status: 'sent', dueDate: '2099-06-10' });
    expect((await getInvoice(t.db, company.id, invoice.id, new Date('2099-06-11T03:59:00Z'))).status).toBe('sent');
    const page = await listInvoices(t.db, company.id, { limit: 50, offset: 0 }, new Date('2099-06-11T04:01:00Z'));
    expect((JSON.parse(page.json) as Listed[]).find((i) => i.id === invoice.id)?.status).toBe('overdue');
  });
});
