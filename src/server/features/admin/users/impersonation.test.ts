import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages as m } from '../../../../shared/admin/users.schemas';
import { adminAuditLogs, sessions } from '../../../db/schema';
import { seedOwner, seedUser } from '../../../db/seed/factories';
import { createTestApp, sessionCookie, signIn, type TestApp } from '../../../../test/app';
import { TEST_ADMIN } from '../../../../test/test-env';

describe('impersonation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  it('acts as the user until stopped, back in the administrator own session, with both ends audited', async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const { user, company } = await seedOwner(t.db, { firstName: 'Morgan', lastName: 'Diaz' });
    const started = await call('POST', '/api/admin/impersonate', admin, {
      userId: user.id,
      reason: 'Ticket 42: invoices look wrong',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      message: 'You are now logged in as Morgan Diaz. Remember to log out when finished.',
      user: { id: user.id, impersonating: true },
    });
    const asUser = sessionCookie(started)!;
    // The administrator's session was replaced, not kept beside it.
    expect((await call('GET', '/api/user', admin)).statusCode).toBe(401);

    const me = await call('GET', '/api/user', asUser);
    expect(me.json()).toMatchObject({ id: user.id, isAdmin: false, impersonating: true });
    expect((await call('GET', '/api/company', asUser)).json()).toMatchObject({ id: company.id });
    // The impersonating session is the user's: no console.
    expect((await call('GET', '/api/admin/users', asUser)).statusCode).toBe(403);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session.sess).toMatchObject({ userId: user.id, impersonatorId: expect.any(Number) });
    expect(session.expire.getTime() - Date.now()).toBeLessThanOrEqual(2 * 60 * 60 * 1000);

    const stopped = await call('POST', '/api/impersonation/stop', asUser);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ email: TEST_ADMIN.email, isAdmin: true, impersonating: false });
    const back = sessionCookie(stopped)!;
    expect((await call('GET', '/api/admin/users/stats', back)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', asUser)).statusCode).toBe(401);

    const log = await call('GET', '/api/admin/audit-log?limit=2', back);
    expect(log.json()).toEqual([
      expect.objectContaining({ action: 'impersonation_stopped', targetUserId: user.id, adminEmail: TEST_ADMIN.email }),
      expect.objectContaining({
        action: 'impersonation_started',
        targetUserId: user.id,
        reason: 'Ticket 42: invoices look wrong',
      }),
    ]);
  });

  it('requires a reason and an ordinary, enabled account', async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const owner = await seedUser(t.db);
    const noReason = await call('POST', '/api/admin/impersonate', admin, { userId: owner.id, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ message: m.reasonRequired, fields: { reason: m.reasonRequired } });
    const missing = await call('POST', '/api/admin/impersonate', admin, { userId: owner.id });
    expect(missing.json().fields).toEqual({ reason: m.reasonRequired });

    const otherAdmin = await seedUser(t.db, { isAdmin: true });
    const refused = await call('POST', '/api/admin/impersonate', admin, { userId: otherAdmin.id, reason: 'why' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: m.cannotImpersonateAdmin });
    const off = await seedUser(t.db, { disabledAt: new Date() });
    const disabled = await call('POST', '/api/admin/impersonate', admin, { userId: off.id, reason: 'why' });
    expect(disabled.json()).toMatchObject({ message: m.cannotImpersonateDisabled });
    expect((await call('POST', '/api/admin/impersonate', admin, { userId: 99999999, reason: 'why' })).statusCode).toBe(
      404,
    );
    // The administrator is still signed in and nothing was audited.
    expect((await call('GET', '/api/user', admin)).json().isAdmin).toBe(true);
    const last = await t.db.select().from(adminAuditLogs).orderBy(desc(adminAuditLogs.id)).limit(1);
    expect(last.every((r) => r.action !== 'impersonation_started' || r.targetUserId !== owner.id)).toBe(true);
  });

  it("stops nothing for a user's own session, and ends the session when its administrator can no longer sign in", async () => {
    const owner = await seedUser(t.db);
    const own = await signIn(t.app, owner.email, owner.plainPassword);
    const notImpersonating = await call('POST', '/api/impersonation/stop', own);
    expect(notImpersonating.statusCode).toBe(400);
    expect(notImpersonating.json()).toMatchObject({ message: m.notImpersonating });
    expect((await call('POST', '/api/impersonation/stop')).statusCode).toBe(401);

    const helper = await seedUser(t.db, { isAdmin: true });
    const helperCookie = await signIn(t.app, helper.email, helper.plainPassword);
    const started = await call('POST', '/api/admin/impersonate', helperCookie, { userId: owner.id, reason: 'help' });
    const asUser = sessionCookie(started)!;
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    await call('POST', `/api/admin/users/${helper.id}/disable`, admin);
    const stop = await call('POST', '/api/impersonation/stop', asUser);
    expect(stop.statusCode).toBe(403);
    expect(stop.json()).toEqual({ message: m.impersonatorGone });
    expect((await call('GET', '/api/user', asUser)).statusCode).toBe(401);
  });
});
