import type { FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { currentUser } from './guards';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** The limit on sign-in, sign-up and recovery calls: per client address, per route, shared by every process. */
export function authRateLimit(env: Env) {
  return { max: env.RATE_LIMIT_MAX, timeWindow: 15 * 60 * 1000 };
}

/**
 * At most `max` calls per `timeWindow` milliseconds for each signed-in user, wherever they connect from: for calls
 * that e-mail an address the user chooses. Counted after the guard (an anonymous call is answered 401 first).
 */
export function perUserLimit(max: number, timeWindow: number) {
  return {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `user:${currentUser(request).id}`,
  };
}
