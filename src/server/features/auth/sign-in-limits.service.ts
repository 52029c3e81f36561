import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/app-error';
import type { Db } from '../../db/client';
import { RATE_LIMIT_MESSAGE } from '../../lib/rate-limit';
import { hashToken, newToken } from '../../lib/tokens';
import { deleteExpiredChallenges } from '../account/security/two-factor-sign-in.service';
import * as q from './sign-in-limits.queries';

/**
 * Sign-in limits beyond the per-address one: each e-mail address gets a growing delay after a few failed
 * attempts (from anywhere), and a browser the account signed in from before (its known-device cookie) passes both
 * limits with the correct password, so neither an office behind one address nor the owner of an account under
 * attack is locked out.
 */
export const SIGN_IN_LIMITS = {
  /** Failures before the first delay. */
  free: 5,
  baseMs: 1000,
  maxMs: 15 * 60 * 1000,
  /** A day without failures forgets them. */
  forgetAfterMs: 24 * 60 * 60 * 1000,
  /** Wrong passwords after which a known browser is treated as unknown, until its next sign-in. */
  deviceFailures: 5,
  deviceTtlDays: 365,
};

export const DEVICE_COOKIE = 'crewdesk_device';

export type SignInAttempt = { email: string; userId: number | undefined };

const deviceTokenOf = (request: FastifyRequest) => {
  const token = request.cookies[DEVICE_COOKIE];
  return token && token.length <= 100 ? token : undefined;
};

/** Whether this browser is a known device of the account, still trusted. */
export async function isTrustedDevice(db: Db, request: FastifyRequest, userId: number | undefined) {
  const token = deviceTokenOf(request);
  if (!token || userId === undefined) return false;
  const device = await q.findKnownDevice(db, { tokenHash: hashToken(token), userId });
  return device !== undefined && device.failedAttempts < SIGN_IN_LIMITS.deviceFailures;
}

/** Refuses (429, with Retry-After) an attempt on an address still waiting out its delay. */
export async function assertNotDelayed(db: Db, reply: FastifyReply, email: string) {
  const row = await q.findSignInFailures(db, email);
  const waitMs = row?.blockedUntil ? row.blockedUntil.getTime() - Date.now() : 0;
  if (waitMs <= 0) return;
  reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
  throw new AppError('TOO_MANY_REQUESTS', RATE_LIMIT_MESSAGE);
}

/** A wrong password: counted for the address and, when it came from a known browser, against that browser. */
export async function recordFailure(db: Db, request: FastifyRequest, attempt: SignInAttempt) {
  await q.countSignInFailure(db, { email: attempt.email, ...SIGN_IN_LIMITS });
  const token = deviceTokenOf(request);
  if (token && attempt.userId !== undefined) {
    await q.countDeviceFailure(db, { tokenHash: hashToken(token), userId: attempt.userId });
  }
}

/** Whether this browser signed in to the account before (trusted or not): a sign-in from any other is news. */
export async function isKnownDevice(db: Db, request: FastifyRequest, userId: number) {
  const token = deviceTokenOf(request);
  return token !== undefined && (await q.findKnownDevice(db, { tokenHash: hashToken(token), userId })) !== undefined;
}

/** A correct password: the address's failures are forgotten (a code may still be asked before a session opens). */
export const forgetFailures = (db: Db, email: string) => q.deleteSignInFailures(db, email);

/** A sign-in completed: the address's failures are forgotten and this browser becomes (stays) a known device. */
export async function recordSuccess(db: Db, request: FastifyRequest, reply: FastifyReply, attempt: SignInAttempt) {
  await forgetFailures(db, attempt.email);
  // One browser keeps one token, known to each account signed in from it.
  const token = deviceTokenOf(request) ?? newToken();
  const ttlMs = SIGN_IN_LIMITS.deviceTtlDays * 24 * 60 * 60 * 1000;
  await q.upsertKnownDevice(db, {
    tokenHash: hashToken(token),
    userId: attempt.userId!,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: ttlMs / 1000,
  });
}

/** Maintenance: stale failures and devices, and sign-ins whose code never came. */
export async function deleteStaleSignInRows(db: Db) {
  await q.deleteStaleSignInRows(db, SIGN_IN_LIMITS.forgetAfterMs);
  await deleteExpiredChallenges({ db });
}
