import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { TEST_ADMIN } from '../../../test/test-env';
import { getPlatformSettings } from './platform-settings.service';

describe('billing settings', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  const valid = {
    transactionFeeRate: '2.90',
    basicPlanPrice: '24',
    proPlanPrice: '49.50',
    enterprisePlanPrice: 129,
    freeTrialDays: 30,
    stripeLiveMode: false,
  };
  const put = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/billing-settings', headers: cookie ? { cookie } : {}, payload });

  it('lets the administrator change prices and the trial, stored as exact decimals', async () => {
    const response = await put(admin, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      basicPlanPrice: '24.00',
      proPlanPrice: '49.50',
      enterprisePlanPrice: '129.00',
      freeTrialDays: 30,
    });
    const stored = await getPlatformSettings(t.db);
    expect(stored.proPlanPrice).toBe('49.50');
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/billing-settings', headers: { cookie: admin } });
    expect(read.json().freeTrialDays).toBe(30);
  });

  it('refuses a bad price with the specified message and changes nothing', async () => {
    const before = await getPlatformSettings(t.db);
    const response = await put(admin, { ...valid, proPlanPrice: '12.345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.proPlanPrice).toBe('Must be a valid decimal number');
    expect((await getPlatformSettings(t.db)).proPlanPrice).toBe(before.proPlanPrice);
  });

  it('is for administrators only', async () => {
    expect((await put(undefined, valid)).statusCode).toBe(401);
    const { cookie } = await signedInOwner(t);
    expect((await put(cookie, valid)).statusCode).toBe(403);
  });
});
