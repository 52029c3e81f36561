// A throwaway PostgreSQL (Debian's binaries) in a temp dir, listening on 127.0.0.1 only, for the PostgreSQL
// test run, the fault tests and the benchmark. `stop()` stops it and removes everything; call it whatever
// happens. `pause()` and `resume()` stop and start it again, keeping its data (a restart in fault tests).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const asRoot = process.getuid?.() === 0;

export function pgBinDir() {
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

/**
 * Starts the server; `durable: false` (tests) turns fsync and synchronous commit off.
 * @returns {Promise<{ url: string, version: string, stop: () => void, pause: () => void, resume: () => void, log: () => string, logFile: string }>}
 */
export async function startThrowawayPostgres({ durable = false, settings = [] } = {}) {
  const bin = pgBinDir();
  if (!existsSync(join(bin, 'initdb'))) {
    throw new Error(
      `PostgreSQL binaries not found in ${bin}. Install them (apt-get install postgresql-15) or set PG_BINDIR.`,
    );
  }
  /** Runs a PostgreSQL binary, as the postgres user when we are root (postgres refuses to run as root). */
  const pg = (name, args) => {
    const [command, fullArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, name), ...args]]
      : [join(bin, name), args];
    const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(
        `${name} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr}`,
      );
    }
  };
  const dir = mkdtempSync(join(tmpdir(), 'crewdesk-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      try {
        pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
      } catch (err) {
        console.error(err.message);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '');
  try {
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      chownSync(dir, uid, gid);
    }
    chmodSync(dir, 0o700);
    const port = await freePort();
    pg('initdb', ['-D', dataDir, '-U', 'app', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    const extra = settings.map((s) => ` -c ${s}`).join('');
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}${fast}${extra}`;
    const start = () => pg('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options]);
    started = true;
    start();
    const version = readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim();
    // For fault tests: the server goes away (its sessions are terminated, as in a restart) and comes back
    // with its data, on the same port.
    const pause = () => pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    const resume = start;
    return { url: `postgres://app@127.0.0.1:${port}/postgres`, version, stop, pause, resume, log, logFile };
  } catch (err) {
    const tail = log();
    stop();
    throw new Error(`${err instanceof Error ? err.message : err}${tail ? `\n${tail}` : ''}`);
  }
}
