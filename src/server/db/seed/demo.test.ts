import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeTotals } from '../../../shared/billing/line-items';
import type { DashboardStats } from '../../../shared/dashboard/dashboard.schemas';
import { fromCents, toCents } from '../../../shared/money';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { markAllOverdue, sendPaymentReminders } from '../../features/invoices/invoice-reminders.service';
import { expireQuotes } from '../../features/quotes/quotes.service';
import { companies, customers, documentCounters, invoices, quotes, users } from '../schema';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo';

describe('the demo business', () => {
  let t: TestApp;
  let companyId: number;
  const now = new Date();
  const today = now.toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp();
    expect((await seedDemo(t.db)).created).toBe(true);
    const [owner] = await t.db
      .select({ companyId: companies.id })
      .from(users)
      .innerJoin(companies, eq(companies.userId, users.id))
      .where(eq(users.email, DEMO_EMAIL));
    companyId = owner.companyId;
  });
  afterAll(() => t?.close());

  const rowsOf = {
    customers: () => t.db.select().from(customers).where(eq(customers.companyId, companyId)),
    invoices: () =>
      t.db.select().from(invoices).where(eq(invoices.companyId, companyId)).orderBy(asc(invoices.createdAt)),
    quotes: () => t.db.select().from(quotes).where(eq(quotes.companyId, companyId)).orderBy(asc(quotes.createdAt)),
  };
  const countBy = <T>(rows: T[], key: (row: T) => string) =>
    rows.reduce<Record<string, number>>((acc, row) => ({ ...acc, [key(row)]: (acc[key(row)] ?? 0) + 1 }), {});

  it('has customers, a year of invoices and quotes in every state, seeded once', async () => {
    expect((await seedDemo(t.db)).created).toBe(false);
    const people = await rowsOf.customers();
    expect(people).toHaveLength(12);
    expect(people.every((c) => c.email?.endsWith('@example.com') && c.address?.includes('Springfield, IL'))).toBe(true);
    expect(new Set(people.map((c) => c.accessToken)).size).toBe(12);
    expect(countBy(await rowsOf.invoices(), (i) => i.status)).toEqual({
      paid: 29,
      sent: 4,
      viewed: 1,
      overdue: 3,
      draft: 2,
      cancelled: 1,
    });
    expect(countBy(await rowsOf.quotes(), (q) => q.status)).toEqual({
      draft: 2,
      sent: 2,
      accepted: 2,
      declined: 1,
      expired: 1,
    });
  });

  it('totals every invoice and quote with computeTotals', async () => {
    for (const i of await rowsOf.invoices()) {
      const totals = computeTotals(i.items, i.tax, i.discount);
      expect(i.items.length).toBeGreaterThan(0);
      expect({ items: i.items, subtotal: i.subtotal, amount: i.amount, total: i.total }).toEqual({
        items: totals.items,
        subtotal: totals.subtotal,
        amount: totals.subtotal,
        total: totals.total,
      });
    }
    for (const q of await rowsOf.quotes()) expect(q.amount).toBe(computeTotals(q.items).total);
  });

  it('numbers documents in order of creation through the counters, so new ones continue the sequence', async () => {
    const all = await rowsOf.invoices();
    expect(all.map((i) => i.invoiceNumber)).toEqual(all.map((_, n) => `INV-${String(n + 1).padStart(4, '0')}`));
    const offers = await rowsOf.quotes();
    expect(offers.map((q) => q.quoteNumber)).toEqual(offers.map((_, n) => `Q-${String(n + 1).padStart(4, '0')}`));
    const [counter] = await t.db.select().from(documentCounters).where(eq(documentCounters.companyId, companyId));
    expect(counter).toMatchObject({ lastInvoiceNumber: 40, lastQuoteNumber: 8, invoiceCount: 40 });

    const cookie = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const [customer] = await rowsOf.customers();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/invoices',
      headers: { cookie },
      payload: {
        customerId: customer.id,
        customerName: customer.name,
        customerEmail: customer.email,
        items: [{ description: 'Lawn Mowing', quantity: 1, rate: '45.00' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ invoiceNumber: string }>().invoiceNumber).toBe('INV-0041');
    await t.db.delete(invoices).where(eq(invoices.invoiceNumber, 'INV-0041'));
  });

  it('dates everything in the past, in an order that fits each status', async () => {
    const people = new Map((await rowsOf.customers()).map((c) => [c.id, c]));
    for (const i of await rowsOf.invoices()) {
      const label = `${i.invoiceNumber} (${i.status})`;
      const customer = people.get(i.customerId)!;
      expect(customer.createdAt.getTime(), label).toBeLessThan(i.createdAt.getTime());
      expect([i.customerName, i.customerEmail], label).toEqual([customer.name, customer.email]);
      const moments = [i.createdAt, i.sentDate, i.viewedDate, i.paidDate].filter((d) => d !== null);
      expect(moments.map(Number), label).toEqual([...moments.map(Number)].sort());
      expect(moments.at(-1)!.getTime(), label).toBeLessThan(now.getTime());
      expect(i.sentDate === null, label).toBe(i.status === 'draft');
      expect(i.paidDate !== null && i.paymentMethod !== null, label).toBe(i.status === 'paid');
      if (['sent', 'viewed'].includes(i.status)) expect(i.dueDate! > today, label).toBe(true);
      if (i.status === 'overdue') expect(i.dueDate! < today && i.remindersSent > 0, label).toBe(true);
    }
    for (const q of await rowsOf.quotes()) {
      const label = `${q.quoteNumber} (${q.status})`;
      expect(q.sentDate === null, label).toBe(q.status === 'draft');
      expect(q.acceptedDate !== null && q.signerName !== null, label).toBe(q.status === 'accepted');
      expect(q.declinedDate !== null && q.declineReason !== null, label).toBe(q.status === 'declined');
      if (['draft', 'sent'].includes(q.status)) expect(q.validUntil! >= today, label).toBe(true);
      if (q.status === 'expired') expect(q.validUntil! < today, label).toBe(true);
      const answered = q.acceptedDate ?? q.declinedDate;
      if (answered) expect(q.validUntil! >= answered.toISOString().slice(0, 10), label).toBe(true);
    }
    // Nothing is stale: the daily jobs find no invoice to mark, no reminder to send and no quote to expire.
    expect(await markAllOverdue(t.db, now)).toBe(0);
    expect(await sendPaymentReminders(t.ctx, now)).toBe(0);
    expect(await expireQuotes(t.db, now)).toBe(0);
  });

  it('links the converted quote to its invoice', async () => {
    const converted = (await rowsOf.quotes()).filter((q) => q.convertedInvoiceId !== null);
    expect(converted).toHaveLength(1);
    const [quote] = converted;
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, quote.convertedInvoiceId!));
    expect(quote.status).toBe('accepted');
    expect(invoice).toMatchObject({ customerId: quote.customerId, items: quote.items, total: quote.amount });
    expect(invoice.createdAt.getTime()).toBeGreaterThan(quote.acceptedDate!.getTime());
  });

  it('fills the owner dashboard: revenue in most of the last 12 months, outstanding and overdue work', async () => {
    const cookie = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json<DashboardStats>();
    const all = await rowsOf.invoices();
    const sum = (status: string[]) =>
      fromCents(all.filter((i) => status.includes(i.status)).reduce((s, i) => s + toCents(i.total), 0));
    expect(stats).toMatchObject({
      customers: 12,
      paidCount: 29,
      totalRevenue: sum(['paid']),
      outstandingCount: 8,
      outstanding: sum(['sent', 'viewed', 'overdue']),
      overdueCount: 3,
    });
    expect(stats.revenueByMonth).toHaveLength(12);
    expect(stats.revenueByMonth.filter((m) => toCents(m.revenue) > 0).length).toBeGreaterThanOrEqual(10);
  });
});
