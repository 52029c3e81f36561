import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { seedUser } from '../../db/seed/factories';
import { adminCookie } from '../merch/coupons/coupon-fixtures';
import { at, DAY, GOOD_CARD, MINUTE, subscriptionTestApi, type Method } from './subscription-fixtures';

describe('the owner plan: GET /api/subscription and who may reach the plan routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, view, row, setRow, trialWithPlan, renew, chargesPage } = subscriptionTestApi(() => t);

  it("starts a new owner's 45-day trial at sign-up: no plan, Pro's limits, nothing to charge, test mode", async () => {
    const { user, cookie } = await owner();
    const plan = await view(cookie);
    expect(plan).toEqual({
      status: 'trialing',
      plan: null,
      effectivePlan: 'pro',
      trialEndsAt: new Date(user.createdAt.getTime() + 45 * DAY).toISOString(),
      trialDaysLeft: 44,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      nextCharge: null,
      card: null,
      coupon: null,
      credit: '0.00',
      limited: false,
      limitMessage: null,
      paymentMode: 'test',
    });
    // One row per owner, made once: reading again changes nothing.
    const first = await row(user.id);
    await view(cookie);
    expect(await row(user.id)).toEqual(first);
  });

  it('counts the whole days left of the trial, 0 on its last day', async () => {
    const { user, cookie } = await owner();
    await view(cookie);
    await setRow(user.id, { trialEndsAt: at(new Date(), 1.5 * DAY) });
    expect((await view(cookie)).trialDaysLeft).toBe(1);
    await setRow(user.id, { trialEndsAt: at(new Date(), 10 * 60 * MINUTE) });
    expect(await view(cookie)).toMatchObject({ trialDaysLeft: 0, limited: false });
    await setRow(user.id, { trialEndsAt: at(new Date(), -DAY) });
    expect(await view(cookie)).toMatchObject({
      trialDaysLeft: 0,
      limited: true,
      limitMessage: 'Your trial has ended. Choose a plan to continue.',
    });
  });

  const everyRoute: [Method, string, object?][] = [
    ['GET', '/api/subscription'],
    ['POST', '/api/get-or-create-subscription', { planType: 'pro' }],
    ['POST', '/api/subscription/plan', { planType: 'basic' }],
    ['POST', '/api/subscription/cancel'],
    ['POST', '/api/subscription/resume'],
    ['PUT', '/api/subscription/card', { paymentMethod: GOOD_CARD }],
    ['GET', '/api/subscription/charges'],
  ];

  it('asks for a session (401) and a verified address (403), and refuses administrators (403)', async () => {
    const unverified = await seedUser(t.db, { emailVerified: false });
    const unverifiedCookie = await signIn(t.app, unverified.email, unverified.plainPassword);
    const { admin, cookie: adminSession } = await adminCookie(t.db);
    for (const [method, url, payload] of everyRoute) {
      const label = `${method} ${url}`;
      expect((await call(method, url, undefined, payload)).statusCode, label).toBe(401);
      const notVerified = await call(method, url, unverifiedCookie, payload);
      expect(notVerified.statusCode, label).toBe(403);
      expect(notVerified.json().message, label).toBe('Please verify your email address to access all features.');
      const asAdmin = await call(method, url, adminSession, payload);
      expect(asAdmin.statusCode, label).toBe(403);
      expect(asAdmin.json().message, label).toBe('Administrators have no plan.');
    }
    // Nothing was made for them.
    expect(await row(admin.id)).toBeUndefined();
    expect(await row(unverified.id)).toBeUndefined();
  });

  it('lists the charges newest first, a page at a time, with X-Total-Count; only the owner’s own', async () => {
    const { cookie, sub } = await trialWithPlan('basic');
    const first = at(sub.trialEndsAt, MINUTE);
    await renew(first);
    const second = (await row(sub.userId)).currentPeriodEnd!;
    await renew(at(second, MINUTE));
    await renew(at((await row(sub.userId)).currentPeriodEnd!, MINUTE));

    const all = await chargesPage(cookie);
    expect(all.total).toBe(3);
    expect(all.items.map((c) => c.kind)).toEqual(['renewal', 'renewal', 'first']);
    expect(all.items.map((c) => c.periodStart)).toEqual([
      (await row(sub.userId)).currentPeriodStart!.toISOString(),
      second.toISOString(),
      sub.trialEndsAt.toISOString(),
    ]);
    expect(all.items[2]).toEqual({
      id: expect.any(Number),
      plan: 'basic',
      kind: 'first',
      originalAmount: '19.00',
      discountAmount: '0.00',
      amount: '19.00',
      status: 'paid',
      failureMessage: null,
      periodStart: sub.trialEndsAt.toISOString(),
      periodEnd: second.toISOString(),
      cardBrand: 'visa',
      cardLast4: '4242',
      createdAt: expect.any(String),
    });

    const page = await chargesPage(cookie, '?limit=2');
    expect(page.total).toBe(3);
    expect(page.items.map((c) => c.id)).toEqual(all.items.slice(0, 2).map((c) => c.id));
    const rest = await chargesPage(cookie, '?limit=2&offset=2');
    expect(rest.items.map((c) => c.id)).toEqual([all.items[2].id]);
    expect((await chargesPage(cookie, '?offset=10')).items).toEqual([]);

    for (const bad of ['?limit=0', '?limit=201', '?offset=-1', '?limit=abc']) {
      const response = await call('GET', `/api/subscription/charges${bad}`, cookie);
      expect(response.statusCode, bad).toBe(400);
    }
    const other = await owner();
    expect(await chargesPage(other.cookie)).toEqual({ total: 0, items: [] });
  });
});
