import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { migrateDatabase, withStartupLock } from './db/migrate';
import { rateLimits, sessions } from './db/schema';
import { ensureAdmin, seedPlatformDefaults } from './db/seed/platform';
import type { Env } from './env';
import { registerAuthJobs } from './features/auth/auth.jobs';
import { deleteStaleSignInRows } from './features/auth/sign-in-limits.service';
import { registerInvoiceJobs } from './features/invoices/invoices.jobs';
import { registerQuoteJobs } from './features/quotes/quotes.jobs';
import type { AppContext } from './lib/context';
import { startJobs, type RetryPolicy } from './lib/jobs';
import { createMailer } from './lib/mailer/mailer';
import { createPublicOrigin } from './lib/public-origin';
import { logTransport, smtpTransport } from './lib/mailer/transport';

const CLEANUP_JOB = 'maintenance.cleanup';

/**
 * Migrates, seeds the platform defaults and the administrator, one starting process at a time.
 * Returns a generated admin password, if any.
 */
export async function prepareDatabase(database: Database, env: Env) {
  return withStartupLock(database, async () => {
    await migrateDatabase(database);
    await seedPlatformDefaults(database.db);
    return ensureAdmin(database.db, env);
  });
}

/** Starts the job queue and the mailer on a prepared database: everything the app needs around it. */
export async function startServices(opts: {
  env: Env;
  database: Database;
  log: FastifyBaseLogger;
  print: (text: string) => void;
  /** How e-mail delivery is retried; tests pass a quick one. */
  mailRetry?: RetryPolicy;
}): Promise<AppContext> {
  const { env, database, log } = opts;
  const db = database.db;
  const jobs = await startJobs(database.sql, log, { embedded: database.kind === 'pglite' });
  const transport = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : logTransport(opts.print);
  const mailer = await createMailer({ db, jobs, transport, from: env.MAIL_FROM, log, retry: opts.mailRetry });

  await jobs.register(CLEANUP_JOB, async () => {
    const now = new Date();
    await db.delete(sessions).where(lt(sessions.expire, now));
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
    await deleteStaleSignInRows(db);
  });
  await jobs.schedule(CLEANUP_JOB, '17 * * * *');

  const ctx: AppContext = { env, database, db, jobs, mailer, origin: createPublicOrigin(env) };
  await registerAuthJobs(ctx);
  await registerInvoiceJobs(ctx);
  await registerQuoteJobs(ctx);
  return ctx;
}
