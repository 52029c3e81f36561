// `npm run db:migrate`: applies the committed migrations in drizzle/ to the database the environment names
// (DATABASE_URL, else the embedded database in DATA_DIR). The server also does this at every start.
import { existsSync } from 'node:fs';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase, withStartupLock } from '../src/server/db/migrate';
import { EnvError, parseEnv } from '../src/server/env';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env'); // variables already set win
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolMax: 2 });
  try {
    await withStartupLock(database, () => migrateDatabase(database));
    console.log(
      `Migrations applied (${database.kind === 'pglite' ? `embedded database in ${env.DATA_DIR}` : 'PostgreSQL'}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
