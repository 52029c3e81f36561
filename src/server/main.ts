import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { buildApp } from './app';
import { startServices, prepareDatabase } from './boot';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed/demo';
import { EnvError, parseEnv, type Env } from './env';

function loadEnv(): Env {
  try {
    return parseEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

const print = (text: string) => process.stdout.write(`${text}\n`);

async function main() {
  const env = loadEnv();
  const log = pino({ level: env.LOG_LEVEL });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
  });
  const admin = await prepareDatabase(database, env);
  const withDemo = env.SEED_DEMO === 'true' || (env.SEED_DEMO === 'auto' && database.kind === 'pglite');
  const demo = withDemo ? await seedDemo(database.db) : undefined;

  const ctx = await startServices({ env, database, log, print });
  const app = await buildApp(ctx, { logger: log });
  await app.listen({ port: env.PORT, host: env.HOST });
  ctx.origin.listening((app.server.address() as AddressInfo).port);

  const url = ctx.origin.url;
  const lines = [
    '',
    `Crewdesk is running at ${url}`,
    `  database: ${database.kind === 'pglite' ? `embedded (PGlite in ${env.DATA_DIR})` : 'PostgreSQL'}`,
    `  e-mail:   ${env.SMTP_URL ? 'SMTP' : 'outbox (printed here; administrators read it at /admin/outbox)'}`,
    `  API docs: ${url}/api/docs`,
  ];
  if (demo) lines.push(`  Demo sign-in:  ${demo.email} / ${demo.password}`);
  lines.push(
    `  Administrator: ${env.ADMIN_EMAIL}${admin.generatedPassword ? ` / ${admin.generatedPassword} (generated now, shown once)` : ''}`,
  );
  print(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 20_000).unref();
    try {
      await app.close(); // stops accepting and waits for requests in flight
      await ctx.jobs.stop();
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(
    `Crewdesk failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
