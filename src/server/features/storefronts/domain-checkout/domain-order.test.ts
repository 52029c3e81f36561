import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { domainHelpers, seedPendingDomain } from './domain-checkout.test-helpers';

describe('GET /api/domain-order/{subdomain}', () => {
  let t: TestApp;
  let h: ReturnType<typeof domainHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = domainHelpers(t);
  });
  afterAll(() => t.close());

  it("shows a pending domain's order: the business, its industry, the fees and the payment mode", async () => {
    const { domain, company } = await seedPendingDomain(t.db);
    const res = await h.order(domain.domain);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      subdomain: domain.domain,
      domainType: 'subdomain',
      companyName: company.name,
      industry: 'landscaping',
      setupFee: '29.00',
      monthlyFee: '9.00',
      status: 'pending',
      payments: { mode: 'test' },
    });
  });

  it("shows a custom domain's fees, found whatever the case of the name", async () => {
    const name = `www.shop-${Date.now().toString(36)}.example.com`;
    const { domain } = await seedPendingDomain(t.db, {
      domain: name,
      domainType: 'custom',
      setupFee: '49.00',
      monthlyFee: '19.00',
    });
    const res = await h.order(name.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ subdomain: domain.domain, domainType: 'custom', setupFee: '49.00' });
  });

  it('answers 404 "Domain order not found" alike for an unknown, paid, switched-off or suspended domain', async () => {
    const paid = await seedPendingDomain(t.db, { status: 'active', setupAmountPaid: '29.00', activatedAt: new Date() });
    const off = await seedPendingDomain(t.db, { isActive: false });
    const suspended = await seedPendingDomain(t.db, { status: 'suspended' });
    for (const name of ['no-such-domain', paid.domain.domain, off.domain.domain, suspended.domain.domain]) {
      const res = await h.order(name);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual({ message: 'Domain order not found' });
    }
  });
});
