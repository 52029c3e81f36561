import type { SessionUser } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
    sessionId?: string;
    impersonatorId?: number;
  }
}
