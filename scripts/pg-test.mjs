#!/usr/bin/env node
// `npm run test:pg`: the server suite on a throwaway PostgreSQL 15 (Debian's binaries), which is created in a
// temp dir, listens on 127.0.0.1 only, and is stopped and removed afterwards whatever happens.
// Extra arguments go to vitest: `npm run test:pg -- src/server/features/auth`.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

let server;
let vitest;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (vitest && vitest.exitCode === null)
      vitest.kill(signal); // its exit then cleans up
    else {
      server?.stop();
      process.exit(1);
    }
  });
}

try {
  const started = Date.now();
  server = await startThrowawayPostgres();
  console.log(`PostgreSQL ${server.version} ready at ${server.url} in ${Date.now() - started} ms`);
  vitest = spawn('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: server.url },
  });
  const code = await new Promise((resolveCode) => {
    vitest.on('error', (err) => {
      console.error(`could not run vitest: ${err.message}`);
      resolveCode(1);
    });
    vitest.on('exit', (exitCode, signal) => resolveCode(exitCode ?? (signal ? 1 : 0)));
  });
  server.stop();
  process.exit(code);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  server?.stop();
  process.exit(1);
}
