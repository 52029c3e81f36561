#!/usr/bin/env node
// `npm run test:pg`: the server suite on a throwaway PostgreSQL 15 (Debian's binaries), which is created in a
// temp dir, listens on 127.0.0.1 only, and is stopped and removed afterwards whatever happens.
// Extra arguments go to vitest: `npm run test:pg -- src/server/features/auth`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const asRoot = process.getuid?.() === 0;

function pgBinDir() {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config on PATH: fall back to Debian's layout
  }
  return '/usr/lib/postgresql/15/bin';
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const bin = pgBinDir();
if (!existsSync(join(bin, 'initdb'))) {
  console.error(
    `PostgreSQL binaries not found in ${bin}. Install them (apt-get install postgresql-15) or set PG_BINDIR.`,
  );
  process.exit(1);
}

/** Runs a PostgreSQL binary, as the postgres user when we are root (postgres refuses to run as root). */
function pg(name, args) {
  const [command, fullArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, name), ...args]]
    : [join(bin, name), args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${name} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr}`,
    );
  }
}

const dir = mkdtempSync(join(tmpdir(), 'crewdesk-pg-'));
const dataDir = join(dir, 'data');
const logFile = join(dir, 'postgres.log');
let started = false;
let cleaned = false;

function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (started) {
    try {
      pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
    } catch (err) {
      console.error(err.message);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

let vitest;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (vitest && vitest.exitCode === null)
      vitest.kill(signal); // its exit then cleans up
    else {
      cleanup();
      process.exit(1);
    }
  });
}

try {
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const port = await freePort();
  const started0 = Date.now();
  pg('initdb', ['-D', dataDir, '-U', 'app', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  started = true;
  pg('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options]);
  const url = `postgres://app@127.0.0.1:${port}/postgres`;
  console.log(
    `PostgreSQL ${readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim()} ready at ${url} in ${Date.now() - started0} ms`,
  );

  vitest = spawn('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  const code = await new Promise((resolveCode) => {
    vitest.on('error', (err) => {
      console.error(`could not run vitest: ${err.message}`);
      resolveCode(1);
    });
    vitest.on('exit', (exitCode, signal) => resolveCode(exitCode ?? (signal ? 1 : 0)));
  });
  cleanup();
  process.exit(code);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  if (existsSync(logFile)) console.error(readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n'));
  cleanup();
  process.exit(1);
}
