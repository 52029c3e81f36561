import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { securityMessages as m, TWO_FACTOR } from '../../../../shared/account/security.schemas';
import { createTestApp, sessionCookie, signIn, type TestApp } from '../../../../test/app';
import { twoFactorChallenges, users } from '../../../db/schema';
import { seedUser } from '../../../db/seed/factories';
import { advanceClock, calls, codeAt, passwordStep, turnOnTwoFactor, useFixedClock } from './security-fixtures';

describe('signing in with two-factor on (POST /api/login, then /api/login/two-factor)', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  beforeAll(async () => {
    t = await createTestApp();
    api = calls(t);
    useFixedClock();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  async function userWithTwoFactor() {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    return { user, ...(await turnOnTwoFactor(t, cookie, user.plainPassword)) };
  }
  const wrong = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

  it('asks for the code after a right password, and the code opens the session the password did not', async () => {
    const { user, secret } = await userWithTwoFactor();
    await t.db
      .update(users)
      .set({ lastLoginAt: new Date(0) })
      .where(eq(users.id, user.id));
    const challengeToken = await passwordStep(t, user.email, user.plainPassword);
    const [stored] = await t.db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id));
    expect(stored.tokenHash).not.toBe(challengeToken);
    expect(stored.expiresAt.getTime() - Date.now()).toBe(TWO_FACTOR.challengeTtlMs);

    const bad = await api.loginCode(challengeToken, wrong(await codeAt(secret, 1)));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: m.codeWrong, fields: { code: m.codeWrong } });
    expect(sessionCookie(bad)).toBeUndefined();

    // The code used to turn two-factor on is spent; the next step's code is taken (a phone a little ahead).
    const reused = await api.loginCode(challengeToken, await codeAt(secret));
    expect(reused.json()).toEqual({ message: m.codeUsed, fields: { code: m.codeUsed } });
    const response = await api.loginCode(challengeToken, await codeAt(secret, 1));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email });
    const cookie = sessionCookie(response)!;
    expect((await api.me(cookie)).json().id).toBe(user.id);
    const after = (await t.db.select().from(users).where(eq(users.id, user.id)))[0].lastLoginAt;
    expect(after).toEqual(new Date());

    // The challenge is used once; the same code again, on a new challenge, is a replay.
    expect((await api.loginCode(challengeToken, await codeAt(secret, 1))).json()).toEqual({
      message: m.challengeExpired,
    });
    const again = await passwordStep(t, user.email, user.plainPassword);
    const replay = await api.loginCode(again, await codeAt(secret, 1));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(m.codeUsed);
    advanceClock(60_000);
    expect((await api.loginCode(again, await codeAt(secret))).statusCode).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const { user, recoveryCodes } = await userWithTwoFactor();
    const first = await passwordStep(t, user.email, user.plainPassword);
    const ok = await api.loginCode(first, ` ${recoveryCodes[3].toUpperCase()} `);
    expect(ok.statusCode, ok.body).toBe(200);
    const second = await passwordStep(t, user.email, user.plainPassword);
    const again = await api.loginCode(second, recoveryCodes[3]);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(m.codeWrong);
    const cookie = sessionCookie(ok)!;
    expect((await api.send('GET', '/api/user/security', cookie)).json().recoveryCodesLeft).toBe(9);
  });

  it('drops a challenge after five wrong codes and locks the account after ten, until the lock ends', async () => {
    const { user, secret } = await userWithTwoFactor();
    advanceClock(TWO_FACTOR.periodSeconds * 1000);
    const challenge = await passwordStep(t, user.email, user.plainPassword);
    for (let i = 0; i < TWO_FACTOR.challengeAttempts; i++) {
      expect((await api.loginCode(challenge, wrong(await codeAt(secret)))).statusCode).toBe(400);
    }
    const gone = await api.loginCode(challenge, await codeAt(secret));
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ message: m.challengeExpired });

    const next = await passwordStep(t, user.email, user.plainPassword);
    for (let i = 1; i < TWO_FACTOR.accountFailures - TWO_FACTOR.challengeAttempts; i++) {
      expect((await api.loginCode(next, wrong(await codeAt(secret)))).statusCode).toBe(400);
    }
    const tenth = await api.loginCode(next, wrong(await codeAt(secret)));
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toEqual({ message: m.locked(15) });

    const locked = await passwordStep(t, user.email, user.plainPassword);
    const right = await api.loginCode(locked, await codeAt(secret));
    expect(right.statusCode).toBe(429);
    expect(sessionCookie(right)).toBeUndefined();

    advanceClock(TWO_FACTOR.lockMs + 1000);
    const later = await passwordStep(t, user.email, user.plainPassword);
    expect((await api.loginCode(later, await codeAt(secret))).statusCode).toBe(200);
  });

  it('refuses a made-up or expired challenge, and bad input with the messages', async () => {
    const { user, secret } = await userWithTwoFactor();
    expect((await api.loginCode('made-up', '123456')).json()).toEqual({ message: m.challengeExpired });
    const challenge = await passwordStep(t, user.email, user.plainPassword);
    const empty = await api.send('POST', '/api/login/two-factor', undefined, { challengeToken: challenge, code: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: m.codeRequired, fields: { code: m.codeRequired } });
    advanceClock(TWO_FACTOR.challengeTtlMs + 1000);
    const late = await api.loginCode(challenge, await codeAt(secret));
    expect(late.statusCode).toBe(401);
    // A wrong password still says only that.
    expect((await api.login(user.email, 'wrong-password-1')).statusCode).toBe(401);
  });
});
