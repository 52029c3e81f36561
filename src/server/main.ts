import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { startServices, prepareDatabase } from './boot';
import { openDatabase } from './db/client';
import { EnvError, parseEnv, type Env } from './env';
import { recordProcessCrashes } from './lib/error-recorder';
import { stopOnSignals } from './lib/graceful-stop';
import { createLogger, logFormat } from './lib/logger';

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
  const log = createLogger(env);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
  });
  const withDemo = env.SEED_DEMO === 'true' || (env.SEED_DEMO === 'auto' && database.kind === 'pglite');
  const admin = await prepareDatabase(database, env, { demo: withDemo });
  const { demo } = admin;

  // A JSON log stays one entry a line: a printed e-mail becomes an entry too.
  const printMail =
    logFormat(env) === 'json' ? (text: string) => log.info({ text }, 'e-mail kept in the outbox') : print;
  const ctx = await startServices({ env, database, log, print: printMail });
  recordProcessCrashes(ctx, log);
  const app = await buildApp(ctx, { logger: log });
  stopOnSignals(app, log, async () => {
    await ctx.jobs.stop(); // lets the running job finish
    await database.close();
  });
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
}

main().catch((err) => {
  process.stderr.write(
    `Crewdesk failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
