import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages as m } from '../../../../shared/admin/users.schemas';
import { adminAuditLogs, companies, customers, sessions, users } from '../../../db/schema';
import { seedCompany, seedOwner, seedUser } from '../../../db/seed/factories';
import { createTestApp, linkIn, signIn, waitForOutbox, type TestApp } from '../../../../test/app';
import { TEST_ADMIN } from '../../../../test/test-env';

describe('User Management API', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    adminId = (await t.db.select().from(users).where(eq(users.email, TEST_ADMIN.email)))[0].id;
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const auditOf = async (targetUserId: number) =>
    (await t.db.select().from(adminAuditLogs).where(eq(adminAuditLogs.targetUserId, targetUserId))).map(
      (r) => r.action,
    );

  it('is closed to visitors (401) and to owners (403), whatever they send', async () => {
    const owner = await seedUser(t.db);
    const cookie = await signIn(t.app, owner.email, owner.plainPassword);
    const calls: [string, string][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/users/stats'],
      ['POST', '/api/admin/users'],
      ['PUT', `/api/admin/users/${owner.id}`],
      ['POST', `/api/admin/users/${owner.id}/email`],
      ['POST', `/api/admin/users/${owner.id}/disable`],
      ['POST', `/api/admin/users/${owner.id}/enable`],
      ['DELETE', `/api/admin/users/${owner.id}`],
      ['POST', '/api/admin/impersonate'],
      ['GET', '/api/admin/audit-log'],
      ['GET', '/api/admin/activity'],
    ];
    for (const [method, url] of calls) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(method, url, cookie, {});
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ message: m.accessDenied });
    }
    expect((await t.db.select().from(users).where(eq(users.id, owner.id)))[0].disabledAt).toBeNull();
  });

  it('lists accounts newest first with their company and status, searches, filters and pages', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const { user: owner, company } = await seedOwner(t.db, { email: `${tag}-owner@example.com`, lastName: 'Ortega' });
    const pending = await seedUser(t.db, { email: `${tag}-new@example.com`, emailVerified: false });
    const off = await seedUser(t.db, { email: `${tag}-off@example.com`, disabledAt: new Date() });

    const found = await call('GET', `/api/admin/users?search=${tag.toUpperCase()}`, admin);
    expect(found.statusCode).toBe(200);
    expect(found.headers['x-total-count']).toBe('3');
    const rows = found.json();
    expect(rows.map((r: { id: number }) => r.id)).toEqual([off.id, pending.id, owner.id]);
    expect(rows[2]).toMatchObject({
      email: owner.email,
      username: `${tag}-owner`,
      companyName: company.name,
      company: { id: company.id },
      isAdmin: false,
      status: 'active',
      isProtected: false,
      lastLogin: null,
    });
    expect(rows[1].status).toBe('unverified');
    expect(rows[0].status).toBe('disabled');

    const byCompany = await call('GET', `/api/admin/users?search=${tag}&status=disabled`, admin);
    expect(byCompany.json().map((r: { id: number }) => r.id)).toEqual([off.id]);
    const byName = await call('GET', `/api/admin/users?search=${encodeURIComponent(`casey ortega`)}`, admin);
    expect(byName.json().map((r: { id: number }) => r.id)).toContain(owner.id);
    const second = await call('GET', `/api/admin/users?search=${tag}&limit=2&offset=2`, admin);
    expect(second.json().map((r: { id: number }) => r.id)).toEqual([owner.id]);

    const admins = (await call('GET', '/api/admin/users?status=admin', admin)).json();
    expect(admins.find((r: { email: string }) => r.email === TEST_ADMIN.email)).toMatchObject({
      isAdmin: true,
      isProtected: true,
    });
    expect((await call('GET', '/api/admin/users?status=nope', admin)).statusCode).toBe(400);
  });

  it('counts the accounts by state', async () => {
    const before = (await call('GET', '/api/admin/users/stats', admin)).json();
    await seedUser(t.db);
    await seedUser(t.db, { emailVerified: false });
    await seedUser(t.db, { disabledAt: new Date() });
    await seedUser(t.db, { createdAt: new Date(Date.UTC(2020, 0, 1)) });
    const after = (await call('GET', '/api/admin/users/stats', admin)).json();
    expect(after).toEqual({
      totalUsers: before.totalUsers + 4,
      activeUsers: before.activeUsers + 2,
      administrators: before.administrators,
      unverifiedUsers: before.unverifiedUsers + 1,
      disabledUsers: before.disabledUsers + 1,
      newThisMonth: before.newThisMonth + 3,
    });
  });

  describe('PUT /api/admin/users/{userId}', () => {
    it('changes the name, e-mail and administrator flag, and records it', async () => {
      const owner = await seedUser(t.db);
      const email = `renamed-${owner.id}@example.com`;
      const response = await call('PUT', `/api/admin/users/${owner.id}`, admin, {
        firstName: 'Dana',
        lastName: 'Lee',
        email: email.toUpperCase(),
        isAdmin: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ firstName: 'Dana', lastName: 'Lee', email, isAdmin: true });
      expect(await auditOf(owner.id)).toEqual(['user_updated']);
      // Now an administrator: it may open the console.
      const cookie = await signIn(t.app, email, owner.plainPassword);
      expect((await call('GET', '/api/admin/users/stats', cookie)).statusCode).toBe(200);
    });

    it('refuses bad input, a taken e-mail and an unknown user, changing nothing', async () => {
      const owner = await seedUser(t.db);
      const other = await seedUser(t.db);
      const body = { firstName: 'Dana', lastName: 'Lee', email: other.email, isAdmin: false };
      const taken = await call('PUT', `/api/admin/users/${owner.id}`, admin, body);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: m.emailTaken, fields: { email: m.emailTaken } });
      const bad = await call('PUT', `/api/admin/users/${owner.id}`, admin, { ...body, email: 'nope', firstName: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({ email: 'Please enter a valid email address' });
      expect(
        (await call('PUT', '/api/admin/users/99999999', admin, { ...body, email: 'x@example.com' })).statusCode,
      ).toBe(404);
      const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
      expect(row).toMatchObject({ email: owner.email, firstName: owner.firstName });
      expect(await auditOf(owner.id)).toEqual([]);
    });

    it('never leaves the platform without an administrator', async () => {
      const others = await t.db.select().from(users).where(eq(users.isAdmin, true));
      // Alone: every other administrator is disabled for the moment.
      const ids = others.map((u) => u.id).filter((id) => id !== adminId);
      for (const id of ids) await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, id));
      try {
        const response = await call('PUT', `/api/admin/users/${adminId}`, admin, {
          firstName: 'Site',
          lastName: 'Admin',
          email: TEST_ADMIN.email,
          isAdmin: false,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: m.lastAdmin });
        expect((await t.db.select().from(users).where(eq(users.id, adminId)))[0].isAdmin).toBe(true);
      } finally {
        for (const id of ids) await t.db.update(users).set({ disabledAt: null }).where(eq(users.id, id));
      }
    });
  });

  it('adds a user, who chooses a password from the e-mailed invitation and signs in', async () => {
    const email = `invited-${Date.now()}@example.com`;
    const response = await call('POST', '/api/admin/users', admin, {
      firstName: 'Ivy',
      lastName: 'Nguyen',
      email,
      isAdmin: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ email, status: 'unverified', isAdmin: false });
    const mail = await waitForOutbox(t.db, (msg) => msg.to === email);
    expect(mail.subject).toBe('You are invited to Crewdesk');
    const link = linkIn(mail.text, '/reset-password');
    const token = new URL(link, 'http://x').searchParams.get('token');
    const set = await call('POST', '/api/reset-password', undefined, { token, password: 'chosen-password-1' });
    expect(set.statusCode, set.body).toBe(200);
    await signIn(t.app, email, 'chosen-password-1');
    expect(await auditOf(response.json().id)).toEqual(['user_invited']);

    const again = await call('POST', '/api/admin/users', admin, {
      firstName: 'I',
      lastName: 'N',
      email,
      isAdmin: false,
    });
    expect(again.statusCode).toBe(409);
  });

  it('sends a user an e-mail through the mailer and records it', async () => {
    const owner = await seedUser(t.db);
    const response = await call('POST', `/api/admin/users/${owner.id}/email`, admin, {
      subject: 'About your account',
      message: 'Hello.\n\nYour invoices are ready.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await waitForOutbox(t.db, (msg) => msg.to === owner.email);
    expect(mail.subject).toBe('About your account');
    expect(mail.text).toContain('Your invoices are ready.');
    expect(await auditOf(owner.id)).toEqual(['user_emailed']);
    const empty = await call('POST', `/api/admin/users/${owner.id}/email`, admin, { subject: '', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ subject: 'Subject is required', message: 'Message is required' });
  });

  it('disables a user: their sessions end and they cannot sign in until enabled again', async () => {
    const owner = await seedUser(t.db);
    const cookie = await signIn(t.app, owner.email, owner.plainPassword);
    const disabled = await call('POST', `/api/admin/users/${owner.id}/disable`, admin);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().status).toBe('disabled');
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toEqual([]);
    const refused = await call('POST', '/api/login', undefined, { email: owner.email, password: owner.plainPassword });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This account has been disabled. Please contact support.' });
    // A wrong password is told nothing more than any wrong password.
    const wrong = await call('POST', '/api/login', undefined, { email: owner.email, password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(401);

    expect((await call('POST', `/api/admin/users/${owner.id}/enable`, admin)).json().status).toBe('active');
    await signIn(t.app, owner.email, owner.plainPassword);
    expect(await auditOf(owner.id)).toEqual(['user_disabled', 'user_enabled']);

    const self = await call('POST', `/api/admin/users/${adminId}/disable`, admin);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: m.notYourself });
  });

  it('deletes a user with their company and its data, never oneself or the configured administrator', async () => {
    const { user: owner, company } = await seedOwner(t.db);
    await t.db
      .insert(customers)
      .values({ companyId: company.id, name: 'Jordan Miles', accessToken: `tok-${owner.id}` });
    const response = await call('DELETE', `/api/admin/users/${owner.id}`, admin);
    expect(response.statusCode, response.body).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, owner.id))).toEqual([]);
    expect(await t.db.select().from(companies).where(eq(companies.id, company.id))).toEqual([]);
    expect(await t.db.select().from(customers).where(eq(customers.companyId, company.id))).toEqual([]);
    expect(await auditOf(owner.id)).toEqual(['user_deleted']);
    expect((await call('DELETE', `/api/admin/users/${owner.id}`, admin)).statusCode).toBe(404);

    const other = await seedUser(t.db, { isAdmin: true });
    const otherCookie = await signIn(t.app, other.email, other.plainPassword);
    const protectedOne = await call('DELETE', `/api/admin/users/${adminId}`, otherCookie);
    expect(protectedOne.statusCode).toBe(409);
    expect(protectedOne.json()).toEqual({ message: m.protectedAdmin });
    const self = await call('DELETE', `/api/admin/users/${other.id}`, otherCookie);
    expect(self.json()).toEqual({ message: m.notYourself });
    expect((await t.db.select().from(users).where(eq(users.id, adminId))).length).toBe(1);
  });

  it("shows the latest sign-ups, companies and errors on the dashboard's activity", async () => {
    const owner = await seedUser(t.db, { email: `activity-${Date.now()}@example.com` });
    await seedCompany(t.db, { userId: owner.id, name: 'Activity Pools' });
    const items = (await call('GET', '/api/admin/activity', admin)).json();
    expect(items.length).toBeLessThanOrEqual(15);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'signup', detail: owner.email }),
        expect.objectContaining({ kind: 'company', detail: 'Activity Pools' }),
      ]),
    );
    const times = items.map((i: { at: string }) => i.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
