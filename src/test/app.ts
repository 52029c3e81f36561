import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { expect, inject } from 'vitest';
import { buildApp } from '../server/app';
import { startServices } from '../server/boot';
import { queryRows, type Database, type Db } from '../server/db/client';
import { emailOutbox } from '../server/db/schema';
import type { RetryPolicy } from '../server/lib/jobs';
import { redactCardFields } from '../server/lib/logger';
import { SESSION_COOKIE } from '../server/lib/session';
import { openTestDatabase } from './database';
import { testEnv } from './test-env';
import { waitFor } from './wait';

export type TestAppOptions = {
  /** Environment variables on top of the test defaults, e.g. `{ RATE_LIMIT_MAX: '3' }`. */
  env?: Record<string, string>;
  /** Deliver e-mail over SMTP to this server instead of the log. */
  smtpUrl?: string;
  /** E-mail delivery retries; by default three quick attempts. */
  mailRetry?: RetryPolicy;
  /** The database to run on, prepared and handed over (closed with the app); by default a copy of the template. */
  database?: Database;
};

export type LogEntry = { level: number; msg: string; [key: string]: unknown };
export type OutboxRow = typeof emailOutbox.$inferSelect;

const quickRetry: RetryPolicy = { retryLimit: 2, retryDelay: 0, retryBackoff: false };

/**
 * The whole application on its own copy of the migrated template database, with the job queue and mailer
 * running. Not yet ready: a test may still add routes before its first `inject`.
 */
export async function createTestApp(opts: TestAppOptions = {}) {
  const env = testEnv({ ...(opts.smtpUrl ? { SMTP_URL: opts.smtpUrl } : {}), ...opts.env });
  const database = opts.database ?? (await openTestDatabase(inject('testDatabase')));
  const printed: string[] = [];
  const logs: LogEntry[] = [];
  const log = pino(
    { level: env.LOG_LEVEL, redact: redactCardFields },
    { write: (line: string) => void logs.push(JSON.parse(line) as LogEntry) },
  );
  const ctx = await startServices({
    env,
    database,
    log,
    print: (text) => printed.push(text),
    mailRetry: opts.mailRetry ?? quickRetry,
  });
  const app = await buildApp(ctx, { logger: log });
  return {
    app,
    ctx,
    db: ctx.db,
    env,
    /** What the server printed (e-mails without SMTP end up here). */
    printed,
    /** Structured log lines at LOG_LEVEL (warn) and above. */
    logs,
    async close() {
      await app.close();
      // E-mails queued by a test's last request (a receipt after a payment) are delivered first: a delivery still
      // running when the database closes fails on an ended pool, outside any test.
      await waitFor(
        async () =>
          (await queryRows(ctx.db, sql`select 1 from email_outbox where status = 'queued' limit 1`)).length
            ? undefined
            : true,
        'the outbox to drain',
        5_000,
      ).catch(() => undefined);
      await ctx.jobs.stop();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The session cookie a response set, as a `cookie` request header; undefined when none was set. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE && c.value);
  return cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

/** Signs in through the API and returns the `cookie` header that carries the session. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error('The login answer set no session cookie');
  return cookie;
}

/** Polls the outbox until a message matches `predicate` (within `timeoutMs`) and returns it. */
export function waitForOutbox(
  db: Db,
  predicate: (message: OutboxRow) => boolean,
  timeoutMs = 10_000,
): Promise<OutboxRow> {
  return waitFor(
    async () => (await db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))).find(predicate),
    'a matching e-mail in the outbox',
    timeoutMs,
  );
}

/** Polls until a `name` job whose data has `field` = `value` has completed (within `timeoutMs`). */
export function waitForJob(db: Db, name: string, [field, value]: [string, string], timeoutMs = 10_000) {
  return waitFor(
    async () => {
      const rows = await queryRows<{ state: string }>(
        db,
        sql`select state from pgboss.job where name = ${name} and data->>${field} = ${value}`,
      );
      return rows.some((r) => r.state === 'completed') || undefined;
    },
    `the ${name} job for ${value}`,
    timeoutMs,
  );
}

/** The first link in an e-mail's text to `path`, returned as path and query string (for `inject`). */
export function linkIn(text: string, path: string): string {
  const url = text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname === path);
  if (!url) throw new Error(`No link to ${path} in:\n${text}`);
  return `${url.pathname}${url.search}`;
}
