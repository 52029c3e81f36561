import { generate } from 'otplib';
import { expect, vi } from 'vitest';
import { TWO_FACTOR } from '../../../../shared/account/security.schemas';
import { sessionCookie, type TestApp } from '../../../../test/app';

const stepMs = TWO_FACTOR.periodSeconds * 1000;

/** Freezes `Date` (only) two seconds into the current 30-second step, so a code stays what the test computed. */
export function useFixedClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / stepMs) * stepMs + 2000);
}

/** Moves the frozen clock on by `ms`. */
export const advanceClock = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** The authenticator app's code for `secret` now, or `steps` 30-second steps from now. */
export const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * TWO_FACTOR.periodSeconds });

export function calls(t: TestApp) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  return {
    send,
    setup: (cookie: string, password: string) => send('POST', '/api/user/two-factor/setup', cookie, { password }),
    enable: (cookie: string, code: string) => send('POST', '/api/user/two-factor/enable', cookie, { code }),
    login: (email: string, password: string) => send('POST', '/api/login', undefined, { email, password }),
    loginCode: (challengeToken: string, code: string) =>
      send('POST', '/api/login/two-factor', undefined, { challengeToken, code }),
    me: (cookie?: string) => send('GET', '/api/user', cookie),
  };
}

/** Sets two-factor up and turns it on for a signed-in user; returns the secret and the recovery codes. */
export async function turnOnTwoFactor(t: TestApp, cookie: string, password: string) {
  const api = calls(t);
  const setup = await api.setup(cookie, password);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await api.enable(cookie, await codeAt(secret));
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The password step of a sign-in with two-factor on: its challenge token (and no session). */
export async function passwordStep(t: TestApp, email: string, password: string) {
  const response = await calls(t).login(email, password);
  expect(response.statusCode, response.body).toBe(200);
  expect(sessionCookie(response)).toBeUndefined();
  const answer = response.json<{ twoFactorRequired: boolean; challengeToken: string }>();
  expect(answer.twoFactorRequired).toBe(true);
  return answer.challengeToken;
}
