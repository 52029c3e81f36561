// The database a measurement runs on, migrated, with the app's settings as production runs them.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { prepareDatabase } from '../../../src/server/boot';
import { openPglite, openPostgres, queryRows } from '../../../src/server/db/client';
import { parseEnv } from '../../../src/server/env';
import { startThrowawayPostgres } from '../throwaway-postgres.mjs';
import type { BenchOptions } from './options';

/** The app's settings as production runs it, on `databaseUrl` (PGlite in memory without one), e-mail printed. */
function benchEnv(databaseUrl: string | undefined, overrides: Record<string, string>) {
  return parseEnv({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl,
    SMTP_URL: undefined,
    ...overrides,
  });
}

/**
 * A throwaway PostgreSQL 15 for --db=postgres (unless DATABASE_URL names a server), or PGlite in memory (nothing
 * of the benchmark stays on disk), migrated. `settings` go to the throwaway server, `env` over the app's settings.
 * `close` closes it and stops the throwaway, returning the throwaway's log when `keepLog` (--explain's plans).
 */
export async function openBenchDatabase(
  opts: Pick<BenchOptions, 'db'>,
  extra: { settings?: string[]; env?: Record<string, string>; keepLog?: boolean } = {},
) {
  const throwaway =
    opts.db === 'postgres' && !process.env.DATABASE_URL
      ? await startThrowawayPostgres({ durable: true, settings: extra.settings ?? [] })
      : undefined;
  try {
    const databaseUrl = opts.db === 'postgres' ? (process.env.DATABASE_URL ?? throwaway!.url) : undefined;
    const env = benchEnv(databaseUrl, extra.env ?? {});
    const database = databaseUrl ? openPostgres(databaseUrl, env.DATABASE_POOL_MAX) : await openPglite(undefined);
    const close = async () => {
      await database.close();
      const log = extra.keepLog && throwaway ? readFileSync(throwaway.logFile, 'utf8') : undefined;
      throwaway?.stop();
      return log;
    };
    try {
      await prepareDatabase(database, env);
      const [{ version }] = await queryRows<{ version: string }>(
        database.db,
        sql`select current_setting('server_version') as version`,
      );
      return { database, db: database.db, env, name: `${databaseUrl ? 'PostgreSQL' : 'PGlite'} ${version}`, close };
    } catch (err) {
      await close();
      throw err;
    }
  } catch (err) {
    throwaway?.stop();
    throw err;
  }
}
