import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { queryRows } from '../../db/client';
import { emailOutbox, notifications, paymentAttempts, payments, platformTransactions } from '../../db/schema';
import { invoiceHelpers } from '../invoices/invoices.test-helpers';

const GOOD = { cardholderName: 'Dana Whitfield', cardNumber: '4242 4242 4242 4242', expiryDate: '12/40', cvv: '123' };
const card = (cardNumber: string) => ({ ...GOOD, cardNumber });

describe('card payments from the portal (test mode)', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  let keys = 0;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  const connect = (
    cookie: string,
    body: object = { processor: 'stripe', businessName: 'Green Acres', businessType: 'company' },
  ) => h.call('POST', '/api/connected-accounts', cookie, body);

  /** An owner with a verified account, a customer and an invoice of 180.00 sent to them. */
  async function billed(opts: { connected?: boolean } = {}) {
    const owner = await h.ownerWithCustomer();
    if (opts.connected !== false) expect((await connect(owner.cookie)).statusCode).toBe(201);
    const invoice = await h.create(owner.cookie, owner.customer.id);
    await h.call('POST', `/api/invoices/${invoice.id}/send`, owner.cookie);
    return { ...owner, invoice, token: owner.customer.accessToken };
  }

  const pay = (token: string, invoiceId: number, body: object, key = `key-${++keys}`) =>
    t.app.inject({
      method: 'POST',
      url: `/api/customer-portal/${token}/invoices/${invoiceId}/pay`,
      headers: { 'idempotency-key': key },
      payload: body,
    });
  const invoiceRow = (id: number) => h.row(id);

  it('says online payment is not set up, and takes nothing, until the business connects an account', async () => {
    const { invoice, token } = await billed({ connected: false });
    const portal = (await h.call('GET', `/api/customer-portal/${token}`)).json();
    expect(portal.payments).toEqual({ enabled: false, mode: 'test', allowPartial: false, minimumPartial: '1.00' });
    const refused = await pay(token, invoice.id, { card: GOOD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Online payment is not set up for this business yet. Please contact them to pay.',
    );
    expect((await invoiceRow(invoice.id)).amountPaid).toBe('0.00');
  });

  it('takes the whole balance with 4242..., once however often the request is sent, with fee, receipt and notice', async () => {
    const { invoice, token, company, user } = await billed();
    expect((await h.call('GET', `/api/customer-portal/${token}`)).json().payments.enabled).toBe(true);

    const paid = await pay(token, invoice.id, { card: GOOD }, 'tab-1');
    expect(paid.statusCode, paid.body).toBe(200);
    const { status, redirectUrl } = paid.json();
    expect(status).toBe('succeeded');
    expect(redirectUrl).toMatch(new RegExp(`^/payment-success\\?invoice=${invoice.id}&payment_id=pay_test_`));
    const again = await pay(token, invoice.id, { card: GOOD }, 'tab-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().redirectUrl).toBe(redirectUrl);

    const row = await invoiceRow(invoice.id);
    expect(row).toMatchObject({ status: 'paid', amountPaid: '180.00', paymentMethod: 'card' });
    expect(row.externalTransactionId).toMatch(/^pay_test_/);
    const taken = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatchObject({ amount: '180.00', provider: 'test', cardBrand: 'visa', cardLast4: '4242' });
    const fees = await t.db.select().from(platformTransactions).where(eq(platformTransactions.companyId, company.id));
    expect(fees).toHaveLength(1);
    // 2.90 % of 180.00 is 5.22.
    expect(fees[0]).toMatchObject({
      type: 'payment',
      amount: '180.00',
      platformFeePercent: '2.90',
      platformFeeAmount: '5.22',
      providerAmount: '174.78',
      status: 'processed',
      paymentMethod: 'card',
    });

    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'dana@example.com'), eq(emailOutbox.relatedTo, `invoice:${invoice.id}`)));
    const receipts = mail.filter((m) => m.subject === 'Receipt for your payment of $180.00 to ' + company.name);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].html).toContain('Visa ending in 4242');
    expect(receipts[0].html).toContain('paid in full');
    expect(receipts[0].attachments).toHaveLength(1);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notices.map((n) => n.title)).toEqual(['Dana Whitfield paid $180.00']);
    const ownerMail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(ownerMail.map((m) => m.subject)).toContain(
      `Dana Whitfield paid $180.00 on invoice ${invoice.invoiceNumber}`,
    );
  });

  it('refuses a declined card and one without funds with their messages, and changes nothing', async () => {
    const { invoice, token } = await billed();
    const declined = await pay(token, invoice.id, { card: card('4000 0000 0000 0002') });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    const broke = await pay(token, invoice.id, { card: card('4000000000009995') });
    expect(broke.statusCode).toBe(402);
    expect(broke.json().message).toBe('Your card has insufficient funds.');
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'sent', amountPaid: '0.00' });
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toEqual([]);
    const tries = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.invoiceId, invoice.id));
    expect(tries.map((a) => [a.status, a.cardLast4, a.failureMessage])).toEqual([
      ['failed', '0002', 'Your card was declined.'],
      ['failed', '9995', 'Your card has insufficient funds.'],
    ]);
  });

  it('checks the card before anything: number, expiry, security code', async () => {
    const { invoice, token } = await billed();
    const bad = await pay(token, invoice.id, {
      card: { cardholderName: '', cardNumber: '4242 4242 4242 4241', expiryDate: '01/20', cvv: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      'card.cardholderName': 'Please enter the name on the card',
      'card.cardNumber': 'Please enter a valid card number',
      'card.expiryDate': 'This card has expired',
      'card.cvv': 'Please enter the 3 or 4 digit security code',
    });
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/api/customer-portal/${token}/invoices/${invoice.id}/pay`,
      payload: { card: GOOD },
    });
    expect(noKey.statusCode).toBe(400);
    expect(await invoiceRow(invoice.id)).toMatchObject({ amountPaid: '0.00' });
  });

  it('takes part of the balance only when the business allows it, at least $1.00, then the rest', async () => {
    const { invoice, token, cookie } = await billed();
    const refused = await pay(token, invoice.id, { amount: '50.00', card: GOOD });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This business takes payment of the whole balance only.');
    const settings = await h.call('PUT', '/api/billing-settings', cookie, { allowPartialPayments: true });
    expect(settings.json()).toEqual({ paymentRemindersEnabled: true, allowPartialPayments: true });
    expect((await h.call('GET', `/api/customer-portal/${token}`)).json().payments.allowPartial).toBe(true);
    const tiny = await pay(token, invoice.id, { amount: '0.99', card: GOOD });
    expect(tiny.json().message).toBe('A partial payment must be at least $1.00.');
    const over = await pay(token, invoice.id, { amount: '180.01', card: GOOD });
    expect(over.json().message).toBe('The amount cannot be more than the balance due.');

    expect((await pay(token, invoice.id, { amount: '50.00', card: GOOD })).statusCode).toBe(200);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'sent', amountPaid: '50.00', balanceDue: '130.00' });
    const portal = (await h.call('GET', `/api/customer-portal/${token}`)).json();
    expect(portal.outstandingBalance).toBe('130.00');
    expect(portal.invoices[0]).toMatchObject({ amount: '180.00', balanceDue: '130.00' });
    expect((await pay(token, invoice.id, { card: GOOD })).statusCode).toBe(200);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', amountPaid: '180.00', balanceDue: '0.00' });
    const nothing = await pay(token, invoice.id, { card: GOOD });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('This invoice has no balance due.');
  });

  it('lets exactly one of two tabs paying the whole balance at once take it', async () => {
    const { invoice, token } = await billed();
    const answers = await Promise.all([
      pay(token, invoice.id, { card: GOOD }, 'tab-a'),
      pay(token, invoice.id, { card: GOOD }, 'tab-b'),
      pay(token, invoice.id, { card: GOOD }, 'tab-a'),
    ]);
    // On PostgreSQL the three truly race: whichever tab takes the lock first wins. Tab A's two requests (one
    // key) always answer alike: both its payment, or both the 409 of a balance tab B already took.
    const [a1, b, a2] = answers.map((a) => a.statusCode);
    expect(a1).toBe(a2);
    expect([a1, b].sort()).toEqual([200, 409]);
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(1);
    expect(await invoiceRow(invoice.id)).toMatchObject({ amountPaid: '180.00' });
  });

  it("answers 404 for another customer's or company's invoice, and for a draft", async () => {
    const a = await billed();
    const b = await billed();
    expect((await pay(a.token, b.invoice.id, { card: GOOD })).statusCode).toBe(404);
    const other = await h.seedCustomer(a.company.id);
    const theirs = await h.seedInvoice(a.company.id, other.id, { status: 'sent' });
    expect((await pay(a.token, theirs.id, { card: GOOD })).statusCode).toBe(404);
    const draft = await h.seedInvoice(a.company.id, a.customer.id, { status: 'draft' });
    expect((await pay(a.token, draft.id, { card: GOOD })).statusCode).toBe(404);
    expect((await pay('no-such-token', a.invoice.id, { card: GOOD })).statusCode).toBe(404);
    expect(await t.db.select().from(payments).where(eq(payments.companyId, b.company.id))).toEqual([]);
  });

  it('shows the success page the invoice only with a payment id of that invoice', async () => {
    const a = await billed();
    const b = await billed();
    const paymentIdOf = async (x: typeof a) => {
      const url = (await pay(x.token, x.invoice.id, { card: GOOD })).json().redirectUrl as string;
      return new URL(url, 'http://x').searchParams.get('payment_id')!;
    };
    const idA = await paymentIdOf(a);
    const idB = await paymentIdOf(b);
    const seen = await h.call('GET', `/api/invoices/${a.invoice.id}?payment_id=${idA}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({
      id: a.invoice.id,
      invoiceNumber: a.invoice.invoiceNumber,
      totalAmount: 18000,
      amountPaid: '180.00',
      balanceDue: '0.00',
      status: 'paid',
      customerToken: a.token,
      language: 'en',
      payment: { amount: '180.00', status: 'succeeded' },
    });
    expect((await h.call('GET', `/api/invoices/${a.invoice.id}?payment_id=${idB}`)).statusCode).toBe(404);
    expect((await h.call('GET', `/api/invoices/${a.invoice.id}?payment_id=made-up`)).statusCode).toBe(404);
    expect((await h.call('GET', `/api/invoices/${a.invoice.id}`)).statusCode).toBe(401);
    const nudge = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${a.invoice.id}/mark-paid?payment_id=${idA}`,
      payload: { paymentMethod: 'card', transactionId: idA },
    });
    expect(nudge.statusCode).toBe(200);
    expect(nudge.json().status).toBe('paid');
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${b.invoice.id}/mark-paid?payment_id=${idA}`,
      payload: { paymentMethod: 'card' },
    });
    expect(stranger.statusCode).toBe(404);
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, a.invoice.id))).toHaveLength(1);
    // The owner still gets the full invoice, whatever the query says.
    const own = await h.call('GET', `/api/invoices/${a.invoice.id}?payment_id=${idB}`, a.cookie);
    expect(own.json()).toMatchObject({ id: a.invoice.id, customerEmail: 'dana@example.com' });
  });

  it("lists the company's platform fees, newest first, and none of another company's", async () => {
    const a = await billed();
    const b = await billed();
    await pay(a.token, a.invoice.id, { card: GOOD });
    const list = await h.call('GET', '/api/platform-transactions', a.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([{ invoiceId: a.invoice.id, amount: '180.00', platformFeeAmount: '5.22' }]);
    expect((await h.call('GET', '/api/platform-transactions', b.cookie)).json()).toEqual([]);
    // A page before an id no serial can hold is bad input, not a failed query.
    expect((await h.call('GET', '/api/platform-transactions?before=2147483648', a.cookie)).statusCode).toBe(400);
  });

  it('keeps the card number out of every table, the outbox and the log', async () => {
    const { invoice, token } = await billed();
    expect((await pay(token, invoice.id, { card: GOOD })).statusCode).toBe(200);
    await pay(token, invoice.id, { card: card('4000 0000 0000 0002') });
    const tables = await queryRows<{ name: string }>(
      t.db,
      sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const { name } of tables) {
      const hits = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ${sql.raw(name)} r
            where r::text like '%4242424242424242%' or r::text like '%4242 4242 4242 4242%'
               or r::text like '%4000000000000002%'`,
      );
      expect(hits[0].n, name).toBe(0);
    }
    const everything = JSON.stringify(t.logs) + t.printed.join('\n');
    expect(everything).not.toContain('4242424242424242');
    expect(everything).not.toContain('4242 4242 4242 4242');
  });
});
