import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, waitForOutbox, type TestApp } from '../../../../test/app';
import { subscriptionCharges } from '../../../db/schema';
import { runDueRenewals } from '../../subscriptions/renewals.service';
import { domainFeeOf, domainHelpers, seedPendingDomain } from './domain-checkout.test-helpers';

/** A paid domain's monthly fee is a subscription of the owner's, billed by the plans' job from 30 days on. */
describe('domain checkout: the monthly fee from 30 days on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const feeOf = (userId: number, domainId: number) => domainFeeOf(t.db, userId, domainId);

  it('subscribes the owner to the fee when the setup fee is paid, and charges it after 30 days, once', async () => {
    const { user, domain } = await seedPendingDomain(t.db, {
      domainType: 'custom',
      setupFee: '49.00',
      monthlyFee: '19.00',
    });
    const paid = await domainHelpers(t).pay({ subdomain: domain.domain, amount: 4900 });
    expect(paid.statusCode, paid.body).toBe(200);

    const fee = await feeOf(user.id, domain.id);
    expect(fee).toMatchObject({ status: 'trialing', plan: 'domain', monthlyPrice: '19.00', cardLast4: '4242' });
    const activatedAt = (await domainHelpers(t).row(domain.id)).activatedAt!;
    expect(Math.abs(fee.trialEndsAt.getTime() - addDays(activatedAt, 30).getTime())).toBeLessThan(5_000);

    await runDueRenewals(t.ctx, addDays(activatedAt, 29));
    const none = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, fee.id));
    expect(none).toEqual([]);

    const due = new Date(fee.trialEndsAt.getTime() + 60_000);
    await runDueRenewals(t.ctx, due);
    await runDueRenewals(t.ctx, due);
    const charges = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, fee.id));
    expect(charges).toMatchObject([{ kind: 'first', status: 'paid', amount: '19.00', plan: 'domain' }]);
    expect((await feeOf(user.id, domain.id)).status).toBe('active');
    await waitForOutbox(
      t.db,
      (m) => m.to === user.email && m.subject === `Receipt: $19.00 for Crewdesk domain ${domain.domain}`,
    );
  });

  it('ends the fee when the owner deletes the domain: nothing more is charged', async () => {
    const { user, domain } = await seedPendingDomain(t.db);
    expect((await domainHelpers(t).pay({ subdomain: domain.domain })).statusCode).toBe(200);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/domains/${domain.id}`, headers: { cookie } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const fee = await feeOf(user.id, domain.id);
    expect(fee.status).toBe('canceled');
    await runDueRenewals(t.ctx, new Date(fee.trialEndsAt.getTime() + 60_000));
    expect(await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, fee.id))).toEqual(
      [],
    );
  });
});
