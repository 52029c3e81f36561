import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../shared/invoices/invoices.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { customers, invoices } from '../../../db/schema';
import { visitForm, visitTestApi } from './visit-fixtures';

describe('POST /api/appointments/{id}/invoice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createVisit, setStatus, visitRows, jobRows } = visitTestApi(() => t);

  /** An owner with a completed visit made from `overrides`. */
  async function completed(overrides: (o: Awaited<ReturnType<typeof owner>>) => object = () => ({})) {
    const o = await owner();
    const visit = await createVisit(o.cookie, visitForm(o.customer.id, overrides(o)));
    await setStatus(o.cookie, visit.id, 'in-progress');
    await setStatus(o.cookie, visit.id, 'completed');
    const invoiceOf = () => call('POST', `/api/appointments/${visit.id}/invoice`, o.cookie);
    const readInvoice = async (id: number) => (await call('GET', `/api/invoices/${id}`, o.cookie)).json<Invoice>();
    return { ...o, visit, invoiceOf, readInvoice };
  }

  it("makes a draft for the visit's customer at its cost, linked to its job, once", async () => {
    const { company, cookie, customer, visit, invoiceOf, readInvoice } = await completed((o) => ({
      serviceId: o.service.id,
    }));
    const response = await invoiceOf();
    expect(response.statusCode).toBe(201);
    const { invoiceId } = response.json<{ invoiceId: number }>();
    expect(await readInvoice(invoiceId)).toMatchObject({
      invoiceNumber: 'INV-0001',
      status: 'draft',
      customerId: customer.id,
      customerName: 'Dana Whitfield',
      customerEmail: customer.email,
      notes: 'For the visit "Pool opening" on Tue, Nov 24, 2026.',
      items: [{ description: 'Pool Service', quantity: 1, rate: '120.50', amount: '120.50' }],
      total: '120.50',
    });
    const [job] = await jobRows(company.id);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row!.jobId).toBe(job!.id);
    expect((await visitRows(company.id))[0]!.invoiceId).toBe(invoiceId);

    const again = await invoiceOf();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This visit already has an invoice' });
    expect(await t.db.select().from(invoices).where(eq(invoices.companyId, company.id))).toHaveLength(1);

    // The visit may still be deleted; the invoice keeps its job.
    expect((await call('DELETE', `/api/appointments/${visit.id}`, cookie)).statusCode).toBe(204);
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(kept!.jobId).toBe(job!.id);
    expect(await jobRows(company.id)).toHaveLength(1);
  });

  it.each([
    [
      'labour and materials',
      { laborCost: '80', materialsCost: '25.25', actualCost: '500' },
      [
        ['Pool Service – labour', '80.00'],
        ['Materials', '25.25'],
      ],
      '105.25',
    ],
    ['labour alone', { laborCost: '80' }, [['Pool Service – labour', '80.00']], '80.00'],
    ['what it cost before its estimate', { actualCost: '99.99' }, [['Pool Service', '99.99']], '99.99'],
    ["the service's base rate without costs", { estimatedCost: '' }, [['Pool Service', '95.00']], '95.00'],
  ])('bills %s', async (_, costs, lines, total) => {
    const { invoiceOf, readInvoice } = await completed((o) => ({ serviceId: o.service.id, ...costs }));
    const invoice = await readInvoice((await invoiceOf()).json<{ invoiceId: number }>().invoiceId);
    expect(invoice.items.map((i) => [i.description, i.rate])).toEqual(lines);
    expect(invoice.total).toBe(total);
  });

  it('bills a visit without a service by its title, at 0 without any cost', async () => {
    const { invoiceOf, readInvoice, company } = await completed(() => ({ estimatedCost: null, title: 'Site visit' }));
    const response = await invoiceOf();
    const { invoiceId } = response.json<{ invoiceId: number }>();
    const invoice = await readInvoice(invoiceId);
    expect(invoice.items).toEqual([{ description: 'Site visit', quantity: 1, rate: '0.00', amount: '0.00' }]);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row!.jobId).toBeNull();
    expect(row!.companyId).toBe(company.id);
  });

  it('makes one invoice of two clicks at once', async () => {
    const { company, invoiceOf } = await completed();
    const statuses = (await Promise.all([invoiceOf(), invoiceOf()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await t.db.select().from(invoices).where(eq(invoices.companyId, company.id))).toHaveLength(1);
  });

  it('refuses a visit not completed, or whose customer has no e-mail address, and makes nothing', async () => {
    const { company, cookie, customer } = await owner();
    const visit = await createVisit(cookie, visitForm(customer.id));
    const invoiceOf = () => call('POST', `/api/appointments/${visit.id}/invoice`, cookie);
    for (const status of ['scheduled', 'in-progress']) {
      if (status !== 'scheduled') await setStatus(cookie, visit.id, status);
      const response = await invoiceOf();
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Only a completed visit can be invoiced' });
    }
    await setStatus(cookie, visit.id, 'completed');
    await t.db.update(customers).set({ email: null }).where(eq(customers.id, customer.id));
    const noEmail = await invoiceOf();
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json()).toEqual({ message: 'The customer needs an e-mail address before invoicing.' });
    expect(await t.db.select().from(invoices).where(eq(invoices.companyId, company.id))).toEqual([]);
    expect((await visitRows(company.id))[0]!.invoiceId).toBeNull();
  });
});
