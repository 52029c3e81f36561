import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { invoiceHelpers } from '../invoices/invoices.test-helpers';

describe('connected accounts (test mode)', () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  const connect = (
    cookie: string,
    body: object = { processor: 'stripe', businessName: 'Green Acres', businessType: 'company' },
  ) => h.call('POST', '/api/connected-accounts', cookie, body);

  it('connects the business in test mode: verified at once, the tax ID kept as its last four digits only', async () => {
    const { cookie } = await h.ownerWithCustomer();
    expect((await h.call('GET', '/api/connected-accounts', cookie)).json()).toEqual([]);
    const made = await connect(cookie, {
      processor: 'stripe',
      businessName: 'Green Acres',
      businessType: 'company',
      taxId: '12-3456789',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      account: { processor: 'stripe', status: 'verified', businessName: 'Green Acres', taxIdLast4: '6789' },
      onboardingUrl: null,
    });
    expect(made.body).not.toContain('123456789');
    expect(made.body).not.toMatch(/acct_/);
    expect((await connect(cookie)).statusCode).toBe(409);
    expect((await h.call('GET', '/api/connected-accounts', cookie)).json()).toHaveLength(1);
  });

  it('refuses Square and PayPal, and a form without its required fields, with the reasons', async () => {
    const { cookie } = await h.ownerWithCustomer();
    for (const processor of ['square', 'paypal']) {
      const refused = await connect(cookie, { processor, businessName: 'Green Acres', businessType: 'company' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'Only Stripe accounts can be connected. Square and PayPal are not supported.',
      );
    }
    const empty = await connect(cookie, { processor: 'stripe', businessName: ' ', taxId: '12' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      businessName: 'Business name is required',
      businessType: 'Business type is required',
      taxId: 'Please enter the tax ID as 9 digits (for example 12-3456789)',
    });
    expect((await h.call('GET', '/api/connected-accounts', cookie)).json()).toEqual([]);
  });

  it("keeps another company's account invisible and every setup route closed to strangers", async () => {
    const a = await h.ownerWithCustomer();
    const b = await h.ownerWithCustomer();
    const made = (await connect(a.cookie)).json();
    expect((await h.call('GET', '/api/connected-accounts', b.cookie)).json()).toEqual([]);
    const link = await h.call('POST', `/api/connected-accounts/${made.account.id}/onboarding-link`, b.cookie);
    expect(link.statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/connected-accounts'],
      ['POST', '/api/connected-accounts'],
      ['GET', '/api/platform-transactions'],
      ['GET', '/api/payments/mode'],
    ] as const) {
      expect((await h.call(method, url)).statusCode).toBe(401);
    }
  });
});
