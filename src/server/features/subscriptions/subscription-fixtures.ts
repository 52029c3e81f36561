import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { LAUNCH_COUPON_CODE } from '../../../shared/merch/coupons.schemas';
import type { PlanId } from '../../../shared/marketing-site/plans';
import { cardSchema } from '../../../shared/payments/card.schemas';
import type { Subscription, SubscriptionCharge } from '../../../shared/subscriptions/subscriptions.schemas';
import type { TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { coupons, couponUsages, subscriptionCharges, subscriptions } from '../../db/schema';
import type { UserOverrides } from '../../db/seed/factories';
import { runDueRenewals } from './renewals.service';

export const MINUTE = 60_000;
export const DAY = 86_400_000;
export const at = (when: Date, ms: number) => new Date(when.getTime() + ms);

/** A card whose expiry is always some years ahead (MM/YY). */
const expiry = `12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, '0')}`;
export const GOOD_CARD = {
  cardholderName: 'Casey Rivera',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: expiry,
  cvv: '123',
};
export const card = (cardNumber: string) => ({ ...GOOD_CARD, cardNumber });
/** Refused when saved. */
export const DECLINED = '4000 0000 0000 0002';
/** Saved, then refused at every charge. */
export const FAILS_WHEN_CHARGED = '4000 0000 0000 0341';

/** What the subscribe page sends; `overrides` may make it invalid on purpose. */
export const subscribeForm = (overrides: Record<string, unknown> = {}) => ({
  planType: 'pro',
  paymentMethod: GOOD_CARD,
  couponCode: null,
  finalAmount: '39.00',
  ...overrides,
});

export type Method = 'GET' | 'POST' | 'PUT';
export type Owner = Awaited<ReturnType<typeof signedInOwner>>;

/** The calls and rows the subscription tests share, on the test app `app()` returns once it exists. */
export function subscriptionTestApi(app: () => TestApp) {
  const db = () => app().db;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    app().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  const owner = (overrides: UserOverrides = {}) => signedInOwner(app(), overrides);
  const subscribe = (cookie: string, overrides: Record<string, unknown> = {}) =>
    call('POST', '/api/get-or-create-subscription', cookie, subscribeForm(overrides));

  async function view(cookie: string) {
    const response = await call('GET', '/api/subscription', cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Subscription>();
  }

  async function row(userId: number) {
    const [found] = await db()
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.product, 'plan')));
    return found;
  }

  /** Time travel: the owner's subscription set as it would be later (a trial ended, a period about to end). */
  const setRow = (userId: number, values: Partial<typeof subscriptions.$inferInsert>) =>
    db()
      .update(subscriptions)
      .set(values)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.product, 'plan')));

  const chargesOf = (subscriptionId: number) =>
    db()
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.subscriptionId, subscriptionId))
      .orderBy(asc(subscriptionCharges.id));

  async function launchCoupon() {
    const [found] = await db().select().from(coupons).where(eq(coupons.code, LAUNCH_COUPON_CODE));
    return found;
  }

  const usagesOf = (userId: number) => db().select().from(couponUsages).where(eq(couponUsages.userId, userId));

  /** A reference the test provider saved for 4000 0000 0000 0341: every charge of it fails. */
  async function failingToken() {
    const provider = app().ctx.payments;
    if (provider.kind !== 'test') throw new Error('the subscription tests run on the test provider');
    const saved = await provider.saveCard({ card: cardSchema.parse(card(FAILS_WHEN_CHARGED)) });
    if (!saved.ok) throw new Error(saved.message);
    return saved.token;
  }

  /** An owner who chose a plan during the trial (nothing charged yet). */
  async function trialWithPlan(plan: PlanId = 'pro', couponCode: string | null = null) {
    const o = await owner();
    const response = await subscribe(o.cookie, { planType: plan, couponCode });
    expect(response.statusCode, response.body).toBe(200);
    return { ...o, sub: await row(o.user.id) };
  }

  /** An owner whose trial ended and who then subscribed: charged at once, active for a month from now. */
  async function activeOwner(plan: PlanId = 'pro', couponCode: string | null = null) {
    const o = await owner();
    await view(o.cookie);
    await setRow(o.user.id, { trialEndsAt: at(new Date(), -DAY) });
    const response = await subscribe(o.cookie, { planType: plan, couponCode });
    expect(response.statusCode, response.body).toBe(200);
    const sub = await row(o.user.id);
    expect(sub.status).toBe('active');
    return { ...o, sub };
  }

  /** The renewal job, run as if it were `now`. */
  const renew = (now: Date) => runDueRenewals(app().ctx, now);

  async function chargesPage(cookie: string, query = '') {
    const response = await call('GET', `/api/subscription/charges${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return { total: Number(response.headers['x-total-count']), items: response.json<SubscriptionCharge[]>() };
  }

  return {
    call,
    owner,
    subscribe,
    view,
    row,
    setRow,
    chargesOf,
    launchCoupon,
    usagesOf,
    failingToken,
    trialWithPlan,
    activeOwner,
    renew,
    chargesPage,
  };
}
