import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMessages as m } from '../../../shared/team/team.schemas';
import { companyMembers, sessions, teamInvitations } from '../../db/schema';
import { seedCompany, seedUser } from '../../db/seed/factories';
import { createTestApp, linkIn, sessionCookie, signIn, waitForOutbox, type TestApp } from '../../../test/app';
import { signedInOwner, tokenOf } from '../../../test/auth';
import { OWNER_ONLY } from '../../lib/guards';

describe('the team: invitations, roles and members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /** Invites `email` and answers the token of the e-mailed link. */
  async function invite(cookie: string, email: string, role: 'office' | 'technician') {
    const answer = await call('POST', '/api/team/invitations', cookie, { email, role });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({ message: m.invited(email) });
    const mail = await waitForOutbox(t.db, (row) => row.to === email);
    return tokenOf(linkIn(mail.text, '/join-team'));
  }

  it('invites by e-mail; the new member chooses a password, is signed in and works in the business', async () => {
    const owner = await signedInOwner(t);
    const token = await invite(owner.cookie, 'office-one@example.com', 'office');

    const lookup = await call('GET', `/api/team/invitations/lookup?token=${token}`);
    expect(lookup.json()).toEqual({
      companyName: owner.company.name,
      email: 'office-one@example.com',
      role: 'office',
      accountExists: false,
    });
    const missing = await call('POST', '/api/team/invitations/accept', undefined, { token, password: 'long-enough-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('First name is required');

    const accepted = await call('POST', '/api/team/invitations/accept', undefined, {
      token,
      firstName: 'Olive',
      lastName: 'Office',
      password: 'long-enough-1',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe(m.joined(owner.company.name));
    const member = sessionCookie(accepted)!;
    // The member reads and writes the business's own rows.
    expect((await call('GET', '/api/company', member)).json().id).toBe(owner.company.id);
    expect((await call('GET', '/api/customers', member)).statusCode).toBe(200);
    // ...but not billing nor the team.
    for (const [method, url] of [
      ['GET', '/api/team'],
      ['GET', '/api/subscription'],
      ['GET', '/api/connected-accounts'],
    ] as const) {
      const refused = await call(method, url, member);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ message: OWNER_ONLY });
    }
    // The link works once.
    expect((await call('GET', `/api/team/invitations/lookup?token=${token}`)).statusCode).toBe(404);

    const team = (await call('GET', '/api/team', owner.cookie)).json();
    expect(team.members.map((x: { email: string; role: string }) => [x.email, x.role])).toEqual([
      [owner.user.email, 'owner'],
      ['office-one@example.com', 'office'],
    ]);
    expect(team.invitations).toEqual([]);
  });

  it('refuses a second invitation to the same address, a member, a bad role, and more people than the plan has', async () => {
    const owner = await signedInOwner(t);
    await invite(owner.cookie, 'twice@example.com', 'technician');
    const again = await call('POST', '/api/team/invitations', owner.cookie, {
      email: 'twice@example.com',
      role: 'office',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyInvited);
    const self = await call('POST', '/api/team/invitations', owner.cookie, { email: owner.user.email, role: 'office' });
    expect(self.json().message).toBe(m.alreadyMember);
    const badRole = await call('POST', '/api/team/invitations', owner.cookie, { email: 'x@example.com', role: 'boss' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe(m.invalidRole);
    const badEmail = await call('POST', '/api/team/invitations', owner.cookie, { email: 'nope', role: 'office' });
    expect(badEmail.json().message).toBe(m.invalidEmail);

    // The trial is Pro's: 5 users, the owner and the waiting invitations included.
    for (const n of [2, 3, 4]) await invite(owner.cookie, `seat-${n}@example.com`, 'technician');
    const over = await call('POST', '/api/team/invitations', owner.cookie, {
      email: 'six@example.com',
      role: 'office',
    });
    expect(over.statusCode).toBe(402);
    expect(over.json().message).toBe('Your Pro plan includes 5 users. Upgrade to Enterprise to add more.');
    const waiting = await t.db.select().from(teamInvitations).where(eq(teamInvitations.companyId, owner.company.id));
    expect(waiting).toHaveLength(4);
    expect((await call('GET', '/api/team', owner.cookie)).json().userLimit).toBe(5);
  });

  it('revokes an invitation, expires it after 7 days, and hides another business’s', async () => {
    const owner = await signedInOwner(t);
    const other = await signedInOwner(t);
    const token = await invite(owner.cookie, 'revoked@example.com', 'office');
    const [row] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.email, 'revoked@example.com'));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);

    expect((await call('DELETE', `/api/team/invitations/${row.id}`, other.cookie)).statusCode).toBe(404);
    const revoked = await call('DELETE', `/api/team/invitations/${row.id}`, owner.cookie);
    expect(revoked.json()).toEqual({ message: m.revoked });
    expect((await call('DELETE', `/api/team/invitations/${row.id}`, owner.cookie)).statusCode).toBe(404);
    const refused = await call('POST', '/api/team/invitations/accept', undefined, {
      token,
      firstName: 'R',
      lastName: 'R',
      password: 'long-enough-1',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(m.invitationInvalid);

    const expiring = await invite(owner.cookie, 'late@example.com', 'office');
    await t.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.email, 'late@example.com'));
    expect((await call('GET', `/api/team/invitations/lookup?token=${expiring}`)).json()).toEqual({
      message: m.invitationInvalid,
    });
    // An expired invitation no longer holds a seat nor blocks a new one.
    expect((await call('GET', '/api/team', owner.cookie)).json().invitations).toEqual([]);
    await invite(owner.cookie, 'late@example.com', 'office');
  });

  it('lets an existing account without a business accept once signed in, never one that has a business', async () => {
    const owner = await signedInOwner(t);
    const loner = await seedUser(t.db, { email: 'loner@example.com' });
    const token = await invite(owner.cookie, loner.email, 'technician');
    expect((await call('GET', `/api/team/invitations/lookup?token=${token}`)).json().accountExists).toBe(true);
    const anonymous = await call('POST', '/api/team/invitations/accept', undefined, { token });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(m.signInAsInvited(loner.email));
    const lonerCookie = await signIn(t.app, loner.email, loner.plainPassword);
    const accepted = await call('POST', '/api/team/invitations/accept', lonerCookie, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await call('GET', '/api/company', lonerCookie)).json().id).toBe(owner.company.id);

    const busy = await seedUser(t.db, { email: 'busy@example.com' });
    await seedCompany(t.db, { userId: busy.id, name: 'Busy Co' });
    const second = await invite(owner.cookie, busy.email, 'office');
    const busyCookie = await signIn(t.app, busy.email, busy.plainPassword);
    const conflict = await call('POST', '/api/team/invitations/accept', busyCookie, { token: second });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(m.belongsElsewhere);
  });

  it('changes a role and removes a member, whose sessions end; another business’s member is 404', async () => {
    const owner = await signedInOwner(t);
    const other = await signedInOwner(t);
    const token = await invite(owner.cookie, 'tech-two@example.com', 'technician');
    const accepted = await call('POST', '/api/team/invitations/accept', undefined, {
      token,
      firstName: 'Theo',
      lastName: 'Tech',
      password: 'long-enough-1',
    });
    const member = sessionCookie(accepted)!;
    const userId = accepted.json().user.id as number;

    expect((await call('PATCH', `/api/team/members/${userId}`, other.cookie, { role: 'office' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/team/members/${userId}`, owner.cookie, { role: 'boss' })).statusCode).toBe(400);
    const changed = await call('PATCH', `/api/team/members/${userId}`, owner.cookie, { role: 'office' });
    expect(changed.json()).toEqual({ message: m.roleChanged });
    const [membership] = await t.db.select().from(companyMembers).where(eq(companyMembers.userId, userId));
    expect(membership.role).toBe('office');
    // The member cannot manage the team themselves.
    expect((await call('DELETE', `/api/team/members/${userId}`, member)).statusCode).toBe(403);
    // Nor is the owner a member to remove.
    expect((await call('DELETE', `/api/team/members/${owner.user.id}`, owner.cookie)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/team/members/${userId}`, other.cookie)).statusCode).toBe(404);
    const removed = await call('DELETE', `/api/team/members/${userId}`, owner.cookie);
    expect(removed.json()).toEqual({ message: m.removed });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect((await call('GET', '/api/customers', member)).statusCode).toBe(401);
  });
});
