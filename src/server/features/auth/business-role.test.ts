import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../../db/schema';
import { seedUser } from '../../db/seed/factories';
import { createTestApp, sessionCookie, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';

/** The signed-in user's answers carry their role in a business: the client's navigation follows it (docs/roles.md). */
describe("the signed-in user's role in their business", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signIn(email: string, password: string) {
    const answer = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(answer.statusCode, answer.body).toBe(200);
    return { role: answer.json().businessRole, cookie: sessionCookie(answer)! };
  }
  const roleOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json().businessRole;

  it('is owner for the owner, the member role for a member, and null without a business', async () => {
    const owner = await signedInOwner(t);
    const ownerSignIn = await signIn(owner.user.email, owner.user.plainPassword);
    expect(ownerSignIn.role).toBe('owner');
    expect(await roleOf(ownerSignIn.cookie)).toBe('owner');

    for (const role of ['office', 'technician'] as const) {
      const member = await seedUser(t.db, {});
      await t.db.insert(companyMembers).values({ companyId: owner.company.id, userId: member.id, role });
      const signedIn = await signIn(member.email, member.plainPassword);
      expect(signedIn.role).toBe(role);
      expect(await roleOf(signedIn.cookie)).toBe(role);
    }

    const loner = await seedUser(t.db, {});
    const alone = await signIn(loner.email, loner.plainPassword);
    expect(alone.role).toBeNull();
    expect(await roleOf(alone.cookie)).toBeNull();
  });
});
