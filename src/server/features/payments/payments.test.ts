import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { invoiceForm, invoiceHelpers } from '../invoices/invoices.test-helpers';

describe("the owner's payments of an invoice", () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  const pay = (cookie: string, id: number, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/payments`,
      headers: { cookie, ...headers },
      payload: body,
    });
  const paymentsOf = async (cookie: string, id: number) =>
    (await h.call('GET', `/api/invoices/${id}/payments`, cookie)).json() as { amount: string; method: string }[];

  it('takes part of the balance, then the rest, and the invoice turns paid with the last one', async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    const invoice = await h.create(cookie, customer.id); // 180.00
    await h.call('POST', `/api/invoices/${invoice.id}/send`, cookie);

    const first = await pay(cookie, invoice.id, { amount: '80.50', paymentMethod: 'check', reference: 'Check 1042' });
    expect(first.statusCode).toBe(201);
    expect(first.json().payment).toMatchObject({ amount: '80.50', method: 'check', reference: 'Check 1042' });
    expect(first.json().invoice).toMatchObject({ status: 'sent', amountPaid: '80.50', balanceDue: '99.50' });

    const rest = await pay(cookie, invoice.id, { paymentMethod: 'cash', paidDate: '2026-03-05' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().payment).toMatchObject({ amount: '99.50', method: 'cash' });
    expect(rest.json().invoice).toMatchObject({
      status: 'paid',
      amountPaid: '180.00',
      balanceDue: '0.00',
      paymentMethod: 'cash',
    });
    expect(rest.json().invoice.paidDate.slice(0, 10)).toBe('2026-03-05');
    expect((await paymentsOf(cookie, invoice.id)).map((p) => [p.amount, p.method])).toEqual([
      ['99.50', 'cash'],
      ['80.50', 'check'],
    ]);
  });

  it("counts each payment, partial ones included, in the dashboard's revenue of its month", async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    const invoice = await h.create(cookie, customer.id);
    const thisMonth = async () => {
      const stats = (await h.call('GET', '/api/dashboard/stats', cookie)).json() as {
        revenueByMonth: { month: string; revenue: string }[];
      };
      return stats.revenueByMonth.at(-1)?.revenue;
    };
    expect(await thisMonth()).toBe('0.00');
    await pay(cookie, invoice.id, { amount: '30.10', paymentMethod: 'cash' });
    expect(await thisMonth()).toBe('30.10');
    await pay(cookie, invoice.id, { paymentMethod: 'check' });
    expect(await thisMonth()).toBe('180.00');
  });

  it('refuses a bad amount, more than the balance, or nothing left to pay, and changes nothing', async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    const invoice = await h.create(cookie, customer.id);
    const refused = [
      [{ amount: '0', paymentMethod: 'cash' }, 400, 'The amount must be at least $0.01'],
      [{ amount: '12.345', paymentMethod: 'cash' }, 400, 'Please enter an amount like 125.00'],
      [{ amount: '-5', paymentMethod: 'cash' }, 400, 'Please enter an amount like 125.00'],
      [{ amount: '180.01', paymentMethod: 'cash' }, 400, 'The amount cannot be more than the balance due.'],
      [{ amount: '10' }, 400, 'Please choose how it was paid'],
      [{ amount: '10', paymentMethod: 'barter' }, 400, 'Please choose how it was paid'],
    ] as const;
    for (const [body, status, message] of refused) {
      const response = await pay(cookie, invoice.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.body, JSON.stringify(body)).toContain(message);
    }
    expect(await paymentsOf(cookie, invoice.id)).toEqual([]);
    expect((await h.row(invoice.id)).amountPaid).toBe('0.00');

    await pay(cookie, invoice.id, { paymentMethod: 'card' });
    const again = await pay(cookie, invoice.id, { amount: '1', paymentMethod: 'card' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invoice has no balance due.');

    const cancelled = await h.create(cookie, customer.id);
    await h.call('POST', `/api/invoices/${cancelled.id}/cancel`, cookie);
    const onCancelled = await pay(cookie, cancelled.id, { paymentMethod: 'cash' });
    expect(onCancelled.statusCode).toBe(409);
    expect(onCancelled.json().message).toBe('Cancelled invoices cannot be paid.');
    expect(await paymentsOf(cookie, cancelled.id)).toEqual([]);
  });

  it('answers the same payment again for the same Idempotency-Key', async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    const invoice = await h.create(cookie, customer.id);
    const key = { 'idempotency-key': 'pay-once-1' };
    const first = await pay(cookie, invoice.id, { amount: '20', paymentMethod: 'cash' }, key);
    const second = await pay(cookie, invoice.id, { amount: '20', paymentMethod: 'cash' }, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().payment.id).toBe(first.json().payment.id);
    expect(second.json().invoice).toMatchObject({ amountPaid: '20.00', balanceDue: '160.00' });
    expect(await paymentsOf(cookie, invoice.id)).toHaveLength(1);

    const other = await h.create(cookie, customer.id);
    const reused = await pay(cookie, other.id, { amount: '20', paymentMethod: 'cash' }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This Idempotency-Key was already used for a payment of another invoice.');
    expect(await paymentsOf(cookie, other.id)).toEqual([]);
  });

  it('lets exactly one of two payments of the whole balance at once through', async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    const invoice = await h.create(cookie, customer.id);
    const answers = await Promise.all([
      pay(cookie, invoice.id, { paymentMethod: 'cash' }),
      pay(cookie, invoice.id, { amount: '180.00', paymentMethod: 'check' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await paymentsOf(cookie, invoice.id)).toHaveLength(1);
    expect(await h.row(invoice.id)).toMatchObject({ amountPaid: '180.00', status: 'paid' });
  });

  it("settles what is left with mark-paid, and keeps a draft's total above what was paid", async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    const invoice = await h.create(cookie, customer.id);
    await pay(cookie, invoice.id, { amount: '100', paymentMethod: 'check' });
    const tooLow = await h.call(
      'PUT',
      `/api/invoices/${invoice.id}`,
      cookie,
      invoiceForm(customer.id, { items: [{ description: 'Less work', quantity: 1, rate: '99.99' }] }),
    );
    expect(tooLow.statusCode).toBe(409);
    expect(tooLow.json().message).toBe('The total cannot be less than what has already been paid.');

    const marked = await h.call('POST', `/api/invoices/${invoice.id}/mark-paid`, cookie, { paymentMethod: 'card' });
    expect(marked.json()).toMatchObject({ status: 'paid', amountPaid: '180.00', balanceDue: '0.00' });
    expect((await paymentsOf(cookie, invoice.id)).map((p) => p.amount).sort()).toEqual(['100.00', '80.00']);
  });

  it("answers 404 for another company's invoice and 401 without a session", async () => {
    const { cookie, customer } = await h.ownerWithCustomer();
    const invoice = await h.create(cookie, customer.id);
    const stranger = await h.ownerWithCustomer();
    expect((await pay(stranger.cookie, invoice.id, { paymentMethod: 'cash' })).statusCode).toBe(404);
    expect((await h.call('GET', `/api/invoices/${invoice.id}/payments`, stranger.cookie)).statusCode).toBe(404);
    expect((await h.call('GET', `/api/invoices/${invoice.id}/payments`)).statusCode).toBe(401);
    expect((await h.row(invoice.id)).amountPaid).toBe('0.00');
  });
});
