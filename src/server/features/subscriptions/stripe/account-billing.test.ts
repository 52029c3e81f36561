import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/app';
import { TEST_ADMIN } from '../../../../test/test-env';
import { subscriptions, users } from '../../../db/schema';
import { stripePlanApp } from './stripe-plan.test-helpers';

describe('an account deleted by an administrator while Stripe bills it', () => {
  let s: Awaited<ReturnType<typeof stripePlanApp>>;
  beforeAll(async () => {
    s = await stripePlanApp();
  });
  afterAll(() => s.close());

  it('ends its Stripe subscription at once, then deletes it; one Stripe already ended is not ended twice', async () => {
    const { api, stripe, t } = s;
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);

    const first = await api.owner();
    await api.view(first.cookie);
    const { subscriptionId } = await s.paidCheckout(first.cookie);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${first.user.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await t.db.select().from(users).where(eq(users.id, first.user.id))).toEqual([]);

    const second = await api.owner();
    await api.view(second.cookie);
    const ended = await s.paidCheckout(second.cookie);
    // Stripe ended it, and we never heard.
    const live = stripe.subscriptions.get(ended.subscriptionId)!;
    stripe.subscriptions.set(ended.subscriptionId, { ...live, status: 'canceled' });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${second.user.id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode, again.body).toBe(204);
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${ended.subscriptionId}`)).toHaveLength(0);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, second.user.id))).toEqual([]);
  });
});
