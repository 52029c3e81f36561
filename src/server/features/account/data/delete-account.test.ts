import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataMessages as m } from '../../../../shared/account/data.schemas';
import { userMessages } from '../../../../shared/admin/users.schemas';
import { createTestApp, sessionCookie, signIn, type TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../../test/smtp';
import { seedTenant } from '../../../../test/tenant-fixture';
import { TEST_ADMIN } from '../../../../test/test-env';
import { companies, emailOutbox, users } from '../../../db/schema';
import { seedUser } from '../../../db/seed/factories';
import { stripePlanApp } from '../../subscriptions/stripe/stripe-plan.test-helpers';
import { exportPlan } from './export-plan';

/** Rows of the company in every table of the business (reached through a parent too), by table. */
async function companyRows(t: TestApp, companyId: number) {
  const counts: Record<string, number> = {};
  for (const plan of exportPlan().tables.filter((p) => p.scope === 'company')) {
    const base = t.db.select({ n: count() }).from(plan.table);
    const joined = plan.through
      ? base.innerJoin(plan.through.parent, eq(plan.through.parentColumn, plan.through.childColumn))
      : base;
    counts[plan.name] = Number((await joined.where(eq(plan.owner, companyId)))[0].n);
  }
  return counts;
}

describe('DELETE /api/user/account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const remove = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: cookie ? { cookie } : {}, payload });
  const userExists = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id))).length === 1;

  it('removes every row of the business, keeps the other business whole, signs out and confirms by e-mail', async () => {
    const alpha = await seedTenant(t, { tag: 'Gone', numberFrom: 100 });
    const beta = await seedTenant(t, { tag: 'Kept', numberFrom: 500 });
    const [{ name }] = await t.db.select().from(companies).where(eq(companies.id, alpha.company.id));
    const before = await companyRows(t, alpha.company.id);
    const kept = await companyRows(t, beta.company.id);
    expect(Object.values(before).filter((n) => n > 0).length).toBeGreaterThan(20);

    const wrongPassword = await remove(alpha.cookie, { password: 'not-the-password', companyName: name });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ message: m.passwordWrong, fields: { password: m.passwordWrong } });
    const wrongName = await remove(alpha.cookie, { password: alpha.user.plainPassword, companyName: name.toUpperCase() });
    expect(wrongName.json()).toEqual({ message: m.companyNameWrong, fields: { companyName: m.companyNameWrong } });
    const missing = await remove(alpha.cookie, { password: alpha.user.plainPassword });
    expect(missing.json().fields).toEqual({ companyName: m.companyNameRequired });
    expect(await companyRows(t, alpha.company.id)).toEqual(before);

    const deleted = await remove(alpha.cookie, { password: alpha.user.plainPassword, companyName: `  ${name} ` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: m.accountDeleted });
    expect(deleted.cookies.find((c) => c.name === 'crewdesk_sid')?.value).toBe('');

    expect(Object.entries(await companyRows(t, alpha.company.id)).filter(([, n]) => n > 0)).toEqual([]);
    expect(await companyRows(t, beta.company.id)).toEqual(kept);
    expect(await userExists(alpha.user.id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: alpha.cookie } })).statusCode).toBe(
      401,
    );
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: alpha.user.email, password: alpha.user.plainPassword },
    });
    expect(signInAgain.statusCode).toBe(401);

    // Queued with the deletion, and kept: the outbox holds no reference to the user.
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, alpha.user.email));
    const confirmation = mails.find((e) => /account has been deleted/.test(e.subject));
    expect(confirmation?.text).toContain(name);
  }, 90_000);

  it('is refused to an impersonating administrator, to the configured administrator and to the last one', async () => {
    const owner = await signedInOwner(t);
    const [{ name }] = await t.db.select().from(companies).where(eq(companies.id, owner.company.id));
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonate',
      headers: { cookie: admin },
      payload: { userId: owner.user.id, reason: 'Checking the danger zone' },
    });
    const impersonated = await remove(sessionCookie(started), { password: owner.user.plainPassword, companyName: name });
    expect(impersonated.statusCode).toBe(403);
    expect(await userExists(owner.user.id)).toBe(true);

    // Impersonating ended the administrator's own session: signed in again.
    const adminAgain = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const configured = await remove(adminAgain, { password: TEST_ADMIN.password, companyName: TEST_ADMIN.email });
    expect(configured.statusCode).toBe(409);
    expect(configured.json()).toEqual({ message: m.protectedAdmin });

    const last = await seedUser(t.db, { isAdmin: true });
    const lastCookie = await signIn(t.app, last.email, last.plainPassword);
    const wrongEmail = await remove(lastCookie, { password: last.plainPassword, companyName: 'someone@else.test' });
    expect(wrongEmail.json()).toEqual({ message: m.emailWrong, fields: { companyName: m.emailWrong } });
    // The configured administrator disabled: the other is the last one standing.
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, TEST_ADMIN.email));
    try {
      const refused = await remove(lastCookie, { password: last.plainPassword, companyName: last.email });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: userMessages.lastAdmin });
      expect(await userExists(last.id)).toBe(true);
    } finally {
      await t.db.update(users).set({ disabledAt: null }).where(eq(users.email, TEST_ADMIN.email));
    }
    const allowed = await remove(lastCookie, { password: last.plainPassword, companyName: last.email.toUpperCase() });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await userExists(last.id)).toBe(false);
    expect(await t.db.select().from(users).where(and(eq(users.isAdmin, true), eq(users.email, TEST_ADMIN.email)))).toHaveLength(1);
  });
});

describe('the deletion confirmation e-mail', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('reaches the deleted address over SMTP', async () => {
    const owner = await signedInOwner(t);
    const [{ name }] = await t.db.select().from(companies).where(eq(companies.id, owner.company.id));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { cookie: owner.cookie },
      payload: { password: owner.user.plainPassword, companyName: name },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const mail = await smtp.waitForMessage(addressedTo(owner.user.email), 15_000);
    expect(mail.subject).toBe('Your Crewdesk account has been deleted');
    expect(mail.text).toContain(name);
  });
});

describe('deleting an account that Stripe bills', () => {
  let s: Awaited<ReturnType<typeof stripePlanApp>>;
  beforeAll(async () => {
    s = await stripePlanApp();
  });
  afterAll(() => s.close());

  it('ends the Stripe subscription at once before the rows go', async () => {
    const { api, stripe, t } = s;
    const owner = await api.owner();
    await api.view(owner.cookie);
    const { subscriptionId } = await s.paidCheckout(owner.cookie);
    const [{ name }] = await t.db.select().from(companies).where(eq(companies.id, owner.company.id));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { cookie: owner.cookie },
      payload: { password: owner.user.plainPassword, companyName: name },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await t.db.select().from(users).where(eq(users.id, owner.user.id))).toEqual([]);
  });
});
