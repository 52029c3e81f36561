import type { Env } from '../env';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** The limit on sign-in, sign-up and recovery calls: per client address, per route, shared by every process. */
export function authRateLimit(env: Env) {
  return { max: env.RATE_LIMIT_MAX, timeWindow: 15 * 60 * 1000 };
}
