import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../shared/dashboard/dashboard.schemas';
import { customers, invoices, payments } from '../../db/schema';
import { seedMerchandiseOrder, seedUser } from '../../db/seed/factories';
import { newToken } from '../../lib/tokens';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';

describe('owner dashboard figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  let sequence = 0;
  async function customerOf(companyId: number) {
    const [row] = await t.db
      .insert(customers)
      .values({ companyId, name: `Customer ${++sequence}`, accessToken: newToken() })
      .returning();
    return row;
  }

  /** An invoice in `status`; a paid one with its payment of the whole total on `paidDate`. */
  async function invoice(companyId: number, customerId: number, status: string, total: string, paidDate?: Date) {
    const [row] = await t.db
      .insert(invoices)
      .values({
        companyId,
        customerId,
        status,
        total,
        amount: total,
        subtotal: total,
        invoiceNumber: `INV-${String(++sequence).padStart(4, '0')}`,
        customerName: 'Dana',
        customerEmail: 'dana@example.com',
        items: [{ description: 'Work', quantity: 1, rate: total, amount: total }],
        paidDate: paidDate ?? null,
        amountPaid: status === 'paid' ? total : '0',
      })
      .returning();
    if (status === 'paid' && paidDate) {
      await t.db
        .insert(payments)
        .values({ companyId, invoiceId: row.id, amount: total, method: 'check', paidAt: paidDate });
    }
    return row;
  }

  async function order(companyId: number, status: string, total: string, commission: string) {
    await seedMerchandiseOrder(t.db, {
      companyId,
      orderNumber: `MO-${++sequence}-${Date.now()}`,
      subtotal: total,
      total,
      commission,
      status,
    });
  }

  /** Noon in New York (the owner's zone) on the 15th, `back` months before the current New York month. */
  function midMonth(back: number) {
    const [year, month] = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' }).split('-');
    return new Date(Date.UTC(Number(year), Number(month) - 1 - back, 15, 17));
  }
  const monthKey = (date: Date) => date.toISOString().slice(0, 7);

  it('sums invoices by status, counts customers and reads merchandise orders', async () => {
    const { company, cookie } = await signedInOwner(t);
    const a = await customerOf(company.id);
    const b = await customerOf(company.id);
    await customerOf(company.id);
    await invoice(company.id, a.id, 'paid', '100.10', midMonth(0));
    await invoice(company.id, a.id, 'paid', '200.20', midMonth(0));
    await invoice(company.id, b.id, 'paid', '50.00', midMonth(3));
    await invoice(company.id, b.id, 'paid', '75.00', midMonth(12)); // before the chart's first month
    await invoice(company.id, a.id, 'sent', '10.01');
    await invoice(company.id, a.id, 'viewed', '20.02');
    await invoice(company.id, b.id, 'overdue', '30.03');
    await invoice(company.id, b.id, 'overdue', '0.04');
    await invoice(company.id, a.id, 'draft', '999.00');
    await invoice(company.id, a.id, 'cancelled', '888.00');
    await order(company.id, 'paid', '49.99', '10.00');
    await order(company.id, 'delivered', '25.00', '5.50');
    // Not paid yet (the provider has not confirmed it): counts nowhere.
    await order(company.id, 'pending', '12.00', '3.00');
    await order(company.id, 'cancelled', '100.00', '20.00');

    // Another company's figures count nowhere here.
    const other = await signedInOwner(t);
    const stranger = await customerOf(other.company.id);
    await invoice(other.company.id, stranger.id, 'paid', '5000.00', midMonth(0));
    await invoice(other.company.id, stranger.id, 'overdue', '700.00');
    await order(other.company.id, 'pending', '300.00', '60.00');

    const response = await get('/api/dashboard/stats', cookie);
    expect(response.statusCode).toBe(200);
    const stats = response.json<DashboardStats>();
    expect(stats).toMatchObject({
      totalRevenue: '425.30',
      paidCount: 4,
      outstanding: '60.10',
      outstandingCount: 4,
      overdueCount: 2,
      customers: 3,
      commission: '15.50',
      revenueBreakdown: { serviceRevenue: '425.30', supplySales: '74.99', total: '500.29' },
    });
    expect(stats.revenueByMonth).toHaveLength(12);
    expect(stats.revenueByMonth[11]).toEqual({ month: monthKey(midMonth(0)), revenue: '300.30' });
    expect(stats.revenueByMonth[8]).toEqual({ month: monthKey(midMonth(3)), revenue: '50.00' });
    expect(stats.revenueByMonth[0].month).toBe(monthKey(midMonth(11)));
    const others = stats.revenueByMonth.filter((_, i) => i !== 8 && i !== 11);
    expect(others.every((m) => m.revenue === '0.00')).toBe(true);
  });

  it('counts as outstanding only what is still due on partly paid invoices, of this company alone', async () => {
    const pay = (cookie: string, id: number, amount: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/invoices/${id}/payments`,
        headers: { cookie },
        payload: { amount, paymentMethod: 'check' },
      });
    const { company, cookie } = await signedInOwner(t);
    const customer = await customerOf(company.id);
    const sent = await invoice(company.id, customer.id, 'sent', '100.00');
    const overdue = await invoice(company.id, customer.id, 'overdue', '30.00');
    await invoice(company.id, customer.id, 'viewed', '20.02');
    expect((await pay(cookie, sent.id, '40.00')).statusCode).toBe(201);
    expect((await pay(cookie, sent.id, '0.01')).statusCode).toBe(201);
    expect((await pay(cookie, overdue.id, '30.00')).statusCode).toBe(201); // paid in full: no longer outstanding

    const other = await signedInOwner(t);
    const stranger = await customerOf(other.company.id);
    const elsewhere = await invoice(other.company.id, stranger.id, 'sent', '500.00');
    expect((await pay(other.cookie, elsewhere.id, '100.00')).statusCode).toBe(201);

    const stats = (await get('/api/dashboard/stats', cookie)).json<DashboardStats>();
    expect(stats).toMatchObject({
      outstanding: '80.01', // 59.99 of the sent invoice, 20.02 of the viewed one
      outstandingCount: 2,
      overdueCount: 0,
      paidCount: 1,
      totalRevenue: '70.01',
    });
    const theirs = (await get('/api/dashboard/stats', other.cookie)).json<DashboardStats>();
    expect(theirs).toMatchObject({ outstanding: '400.00', outstandingCount: 1, totalRevenue: '100.00' });
  });

  it('answers zeros and twelve empty months for a new company', async () => {
    const { cookie } = await signedInOwner(t);
    const stats = (await get('/api/dashboard/stats', cookie)).json<DashboardStats>();
    expect(stats).toMatchObject({
      totalRevenue: '0.00',
      paidCount: 0,
      outstanding: '0.00',
      outstandingCount: 0,
      overdueCount: 0,
      customers: 0,
      commission: '0.00',
      revenueBreakdown: { serviceRevenue: '0.00', supplySales: '0.00', total: '0.00' },
    });
    expect(stats.revenueByMonth.map((m) => m.revenue)).toEqual(Array(12).fill('0.00'));
    const months = stats.revenueByMonth.map((m) => m.month);
    expect(months).toEqual([...months].sort());
    expect(months.every((m) => /^\d{4}-\d{2}$/.test(m))).toBe(true);
  });

  it('counts a payment in the month of the owner time zone', async () => {
    const { company, cookie } = await signedInOwner(t, { timezone: 'America/Los_Angeles' });
    const customer = await customerOf(company.id);
    const now = new Date();
    // 03:00 UTC on the 1st of this month is still the previous month in Los Angeles.
    const boundary = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 3));
    await invoice(company.id, customer.id, 'paid', '40.00', boundary);
    const stats = (await get('/api/dashboard/stats', cookie)).json<DashboardStats>();
    const previous = monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
    expect(stats.revenueByMonth.find((m) => m.month === previous)?.revenue).toBe('40.00');
  });

  it('answers 401 without a session, 403 before verification and 404 without a company', async () => {
    for (const url of ['/api/dashboard/stats', '/api/merchandise-orders']) {
      expect((await get(url)).statusCode).toBe(401);
    }
    const unverified = await seedUser(t.db, { emailVerified: false });
    const unverifiedCookie = await signIn(t.app, unverified.email, unverified.plainPassword);
    expect((await get('/api/dashboard/stats', unverifiedCookie)).statusCode).toBe(403);
    const noCompany = await seedUser(t.db);
    const cookie = await signIn(t.app, noCompany.email, noCompany.plainPassword);
    expect((await get('/api/dashboard/stats', cookie)).statusCode).toBe(404);
    expect((await get('/api/merchandise-orders', cookie)).statusCode).toBe(404);
  });
});
