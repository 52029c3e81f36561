import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client';
import type { Env } from '../env';
import type { JobQueue } from './jobs';
import type { Mailer } from './mailer/mailer';

/** Everything a feature needs from the outside world, built once in main.ts (or by the test factory). */
export type AppContext = {
  env: Env;
  database: Database;
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
};

/** The address links in e-mails point to: PUBLIC_URL when set, else the address the request came to. */
export function appUrl(ctx: AppContext, request: FastifyRequest): string {
  return ctx.env.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}
