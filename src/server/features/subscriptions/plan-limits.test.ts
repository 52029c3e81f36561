import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { campaigns, invoices, quotes } from '../../db/schema';
import { DEMO_EMAIL } from '../../db/seed/demo';
import { seedCompany } from '../../db/seed/factories';
import { insertCampaignRow, seedCampaignCustomer } from '../campaigns/manage/campaign-fixtures';
import { invoiceForm, invoiceHelpers } from '../invoices/invoices.test-helpers';
import { adminCookie } from '../merch/coupons/coupon-fixtures';
import { quoteForm } from '../quotes/quote-fixtures';
import { at, DAY, subscriptionTestApi, type Owner } from './subscription-fixtures';

const TRIAL_ENDED = 'Your trial has ended. Choose a plan to continue.';
const BASIC_LIMIT = 'Your Basic plan includes 100 invoices a month. Upgrade to Pro for unlimited invoices.';

describe('what a plan allows (402)', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  const { call, owner, subscribe, view, row, setRow, activeOwner } = subscriptionTestApi(() => t);

  /** A draft invoice, a draft quote and a draft campaign with a recipient, made while the trial runs. */
  async function documentsOf(o: Owner) {
    const customer = await seedCampaignCustomer(t.db, { companyId: o.company.id });
    const invoice = await h.create(o.cookie, customer.id);
    const quote = await call('POST', '/api/quotes', o.cookie, quoteForm(customer.id));
    expect(quote.statusCode, quote.body).toBe(201);
    const campaign = await insertCampaignRow(t.db, { companyId: o.company.id });
    return { customer, invoice, quoteId: quote.json<{ id: number }>().id, campaign };
  }

  const endTrial = (userId: number) => setRow(userId, { trialEndsAt: at(new Date(), -DAY) });

  /** Every write a limited account is refused, with a body each route would accept. */
  const limitedWrites = (d: Awaited<ReturnType<typeof documentsOf>>): [string, string, object?][] => [
    ['POST', '/api/invoices', invoiceForm(d.customer.id)],
    ['POST', `/api/invoices/${d.invoice.id}/send`],
    ['POST', '/api/quotes', quoteForm(d.customer.id)],
    ['POST', `/api/quotes/${d.quoteId}/send`],
    ['POST', `/api/campaigns/${d.campaign.id}/send`],
  ];

  async function snapshot(companyId: number) {
    return {
      invoices: await t.db.select().from(invoices).where(eq(invoices.companyId, companyId)),
      quotes: await t.db.select().from(quotes).where(eq(quotes.companyId, companyId)),
      campaigns: await t.db.select().from(campaigns).where(eq(campaigns.companyId, companyId)),
    };
  }

  it('refuses creating and sending documents once the trial ended without a plan; reading stays open', async () => {
    const o = await owner();
    const docs = await documentsOf(o);
    await endTrial(o.user.id);
    const before = await snapshot(o.company.id);
    for (const [method, url, payload] of limitedWrites(docs)) {
      const response = await call(method as 'POST', url, o.cookie, payload);
      expect(response.statusCode, url).toBe(402);
      expect(response.json(), url).toEqual({ message: TRIAL_ENDED });
    }
    expect(await snapshot(o.company.id)).toEqual(before);
    for (const url of [
      '/api/invoices',
      `/api/invoices/${docs.invoice.id}`,
      '/api/invoices/export.csv',
      '/api/quotes',
      '/api/quotes/export.csv',
      '/api/campaigns',
      '/api/subscription',
      '/api/subscription/charges',
    ]) {
      expect((await call('GET', url, o.cookie)).statusCode, url).toBe(200);
    }
    expect(await view(o.cookie)).toMatchObject({ limited: true, limitMessage: TRIAL_ENDED });
  });

  it('lets the same owner work during the trial and once a plan is chosen', async () => {
    const o = await owner();
    const docs = await documentsOf(o);
    const writes = limitedWrites(docs);
    // While the trial runs: the invoice and quote are sent (the campaign is sent last, once).
    expect((await call('POST', writes[1][1], o.cookie)).statusCode).toBe(200);
    await endTrial(o.user.id);
    expect((await call('POST', writes[3][1], o.cookie)).statusCode).toBe(402);
    const subscribed = await subscribe(o.cookie, { planType: 'pro' });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect((await call('POST', writes[3][1], o.cookie)).statusCode).toBe(200);
    expect((await call('POST', writes[0][1], o.cookie, writes[0][2])).statusCode).toBe(201);
    expect((await call('POST', writes[4][1], o.cookie)).statusCode).toBe(200);
  });

  it('never limits the demo business', async () => {
    const demo = await owner({ email: DEMO_EMAIL });
    const docs = await documentsOf(demo);
    await endTrial(demo.user.id);
    const [create, send] = limitedWrites(docs);
    expect((await call('POST', create[1], demo.cookie, create[2])).statusCode).toBe(201);
    expect((await call('POST', send[1], demo.cookie)).statusCode).toBe(200);
  });

  it('never limits administrators, and makes them no plan', async () => {
    const { admin, cookie } = await adminCookie(t.db);
    const company = await seedCompany(t.db, { userId: admin.id });
    const customer = await h.seedCustomer(company.id);
    const created = await call('POST', '/api/invoices', cookie, invoiceForm(customer.id));
    expect(created.statusCode, created.body).toBe(201);
    expect(await row(admin.id)).toBeUndefined();
  });

  /** `n` invoices of the company written straight to the table, created `daysAgo` days ago. */
  async function insertInvoices(companyId: number, n: number, daysAgo = 0) {
    const customer = await h.seedCustomer(companyId);
    const createdAt = at(new Date(), -daysAgo * DAY);
    const total = '10.00';
    await t.db.insert(invoices).values(
      Array.from({ length: n }, (_, i) => ({
        companyId,
        customerId: customer.id,
        invoiceNumber: `B-${daysAgo}-${i + 1}`,
        customerName: 'Dana Whitfield',
        customerEmail: 'dana@example.com',
        amount: total,
        subtotal: total,
        total,
        items: [{ description: 'Work', quantity: 1, rate: total, amount: total }],
        createdAt,
      })),
    );
    return customer;
  }

  it('holds Basic to 100 invoices a month: the 101st is refused', async () => {
    const o = await activeOwner('basic');
    const customer = await insertInvoices(o.company.id, 99);
    expect((await call('POST', '/api/invoices', o.cookie, invoiceForm(customer.id))).statusCode).toBe(201);
    const count = (await h.invoicesOf(o.company.id)).length;
    expect(count).toBe(100);
    const refused = await call('POST', '/api/invoices', o.cookie, invoiceForm(customer.id));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: BASIC_LIMIT });
    expect(await h.invoicesOf(o.company.id)).toHaveLength(100);
    // Sending one of this month's is not a new invoice.
    const [draft] = await h.invoicesOf(o.company.id);
    expect((await call('POST', `/api/invoices/${draft.id}/send`, o.cookie)).statusCode).toBe(200);
    // Upgrading lifts it.
    expect((await call('POST', '/api/subscription/plan', o.cookie, { planType: 'pro' })).statusCode).toBe(200);
    expect((await call('POST', '/api/invoices', o.cookie, invoiceForm(customer.id))).statusCode).toBe(201);
  });

  it('holds Basic to 100 when invoices are made at the same moment: one of five at 99 is made', async () => {
    const o = await activeOwner('basic');
    const customer = await insertInvoices(o.company.id, 99);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/api/invoices', o.cookie, invoiceForm(customer.id))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 402, 402, 402, 402]);
    expect(await h.invoicesOf(o.company.id)).toHaveLength(100);
  });

  it('counts only this month’s invoices on Basic, and none on Pro', async () => {
    const basic = await activeOwner('basic');
    const old = await insertInvoices(basic.company.id, 100, 40);
    expect((await call('POST', '/api/invoices', basic.cookie, invoiceForm(old.id))).statusCode).toBe(201);

    const pro = await activeOwner('pro');
    const customer = await insertInvoices(pro.company.id, 100);
    expect((await call('POST', '/api/invoices', pro.cookie, invoiceForm(customer.id))).statusCode).toBe(201);
  });
});
