// `npm run seed:demo`: migrates, seeds the platform defaults, the administrator (ADMIN_EMAIL) and the demo
// business, on any database (the server seeds the demo by itself only on the embedded one), then prints
// the sign-ins.
import { existsSync } from 'node:fs';
import { prepareDatabase } from '../src/server/boot';
import { openDatabase } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/seed/demo';
import { EnvError, parseEnv } from '../src/server/env';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env'); // variables already set win
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolMax: 2 });
  try {
    const admin = await prepareDatabase(database, env);
    const demo = await seedDemo(database.db);
    const generated = admin.generatedPassword ? ` / ${admin.generatedPassword} (generated now, shown once)` : '';
    console.log(`Demo sign-in:  ${demo.email} / ${demo.password}${demo.created ? '' : ' (already there)'}`);
    console.log(`Administrator: ${env.ADMIN_EMAIL}${generated}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
