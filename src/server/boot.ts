import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { registerVacuumJob } from './db/maintenance.jobs';
import { migrateDatabase, withStartupLock } from './db/migrate';
import { rateLimits, sessions } from './db/schema';
import { seedDemo } from './db/seed/demo';
import { ensureAdmin, seedPlatformDefaults } from './db/seed/platform';
import type { Env } from './env';
import { registerBackupJob } from './features/admin/backup.jobs';
import { registerErrorAlertJob } from './features/error-monitoring/error-alerts.service';
import { registerAuthJobs } from './features/auth/auth.jobs';
import { registerAccountDataJobs } from './features/account/data/account-data.jobs';
import { deleteStaleSignInRows } from './features/auth/sign-in-limits.service';
import { registerInvoiceJobs } from './features/invoices/invoices.jobs';
import { registerQuoteJobs } from './features/quotes/quotes.jobs';
import { registerSchedulingJobs } from './features/scheduling/scheduling.jobs';
import { registerCampaignJobs } from './features/campaigns/campaigns.jobs';
import { registerSubscriptionJobs } from './features/subscriptions/subscriptions.jobs';
import { registerDomainJobs } from './features/storefronts/domains/domains.jobs';
import { registerStorefrontOrderJobs } from './features/storefronts/orders/orders.jobs';
import { registerWeeklyTodoEmailJob } from './features/todos/weekly-email/weekly-email.jobs';
import type { AppContext } from './lib/context';
import { startJobs, type JobQueue, type RetryPolicy } from './lib/jobs';
import { jobCrashRecord, recordError } from './lib/error-recorder';
import { createMailer } from './lib/mailer/mailer';
import { createPaymentProvider } from './lib/payments/payment-provider';
import { createPublicOrigin } from './lib/public-origin';
import { logTransport, smtpTransport } from './lib/mailer/transport';
import { settingsTransport } from './lib/mailer/settings-transport';
import { readSmtpSettings } from './features/site-settings/site-settings.service';
import { cachedPlatformSettings } from './features/admin/platform-settings.service';

const CLEANUP_JOB = 'maintenance.cleanup';

/**
 * Migrates, seeds the platform defaults, the administrator and (with `demo`) the demo business, one starting
 * process at a time. Returns a generated admin password, if any, and the demo sign-in.
 */
export async function prepareDatabase(database: Database, env: Env, opts: { demo?: boolean } = {}) {
  return withStartupLock(database, async () => {
    await migrateDatabase(database);
    await seedPlatformDefaults(database.db);
    const admin = await ensureAdmin(database.db, env);
    // Under the lock too: processes starting together would each find no demo owner and each seed one.
    const demo = opts.demo ? await seedDemo(database.db) : undefined;
    return { ...admin, demo };
  });
}

/**
 * Starts the job queue and the mailer on a prepared database, one starting process at a time: everything the
 * app needs around it.
 */
export async function startServices(opts: {
  env: Env;
  database: Database;
  log: FastifyBaseLogger;
  print: (text: string) => void;
  /** How e-mail delivery is retried; tests pass a quick one. */
  mailRetry?: RetryPolicy;
}): Promise<AppContext> {
  // pg-boss creates a table partition for each queue: processes starting together deadlock doing it at once.
  return withStartupLock(opts.database, () => startServicesNow(opts));
}

async function startServicesNow(opts: Parameters<typeof startServices>[0]): Promise<AppContext> {
  const { env, database, log } = opts;
  const db = database.db;
  // A job that fails for good is stored as a critical error (and alerts), through the queue it ran on.
  const jobs: JobQueue = await startJobs(database.sql, log, {
    embedded: database.kind === 'pglite',
    onCrash: ({ name, error, attempt }) => recordError({ db, jobs, env }, jobCrashRecord(name, error, attempt)),
  });
  // SMTP_URL wins; without it, the server saved in Site Settings > Email, read before each message; else the outbox.
  const transport = env.SMTP_URL
    ? smtpTransport(env.SMTP_URL)
    : settingsTransport(() => readSmtpSettings(db, env), logTransport(opts.print));
  const mailer = await createMailer({
    db,
    jobs,
    transport,
    from: env.MAIL_FROM,
    log,
    retry: opts.mailRetry,
    site: (via) => cachedPlatformSettings(db, via).then(({ siteName, supportEmail }) => ({ siteName, supportEmail })),
  });

  await jobs.register(CLEANUP_JOB, async () => {
    const now = new Date();
    await db.delete(sessions).where(lt(sessions.expire, now));
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
    await deleteStaleSignInRows(db);
  });
  await jobs.schedule(CLEANUP_JOB, '17 * * * *');

  const ctx: AppContext = {
    env,
    database,
    db,
    jobs,
    mailer,
    payments: createPaymentProvider(env),
    origin: createPublicOrigin(env),
  };
  await registerAuthJobs(ctx);
  await registerAccountDataJobs(ctx);
  await registerInvoiceJobs(ctx);
  await registerQuoteJobs(ctx);
  await registerSchedulingJobs(ctx);
  await registerCampaignJobs(ctx);
  await registerSubscriptionJobs(ctx);
  await registerDomainJobs(ctx);
  await registerStorefrontOrderJobs(ctx);
  await registerWeeklyTodoEmailJob(ctx);
  await registerErrorAlertJob(ctx);
  await registerBackupJob(ctx, log);
  await registerVacuumJob(ctx, log);
  return ctx;
}
