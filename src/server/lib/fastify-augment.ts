import type { SessionUser } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
    sessionId?: string;
    impersonatorId?: number;
    /** The signed-in user's company, read with the session; none until it is set up. */
    companyId?: number;
  }
}
