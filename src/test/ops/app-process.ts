import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from '../../server/lib/project-root';
import { waitFor } from '../wait';

export type AppProcess = {
  child: ChildProcess;
  /** Where it listens, on loopback. */
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves when the process has ended, with its exit code (null after a signal). */
  exited: Promise<number | null>;
  /** Whether it is still running. */
  alive: () => boolean;
};

/** The password of the administrator every app process in these tests makes sure of. */
export const OPS_ADMIN = { email: 'admin@crewdesk.local', password: 'admin-password-42' } as const;

/**
 * Spawns the real entry point (`src/server/main.ts`) as its own process on a PostgreSQL database, as in
 * production, so that signals and a SIGKILL are real. It listens on a free loopback port and seeds the demo
 * business. Resolves once it prints its address; rejects if it ends before.
 */
export async function startAppProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: OPS_ADMIN.email,
      ADMIN_PASSWORD: OPS_ADMIN.password,
      PUBLIC_URL: '',
      SMTP_URL: '',
      TRUST_PROXY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const port = await waitFor(
    () => {
      if (!alive()) throw new Error(`The app process ended before listening:\n${output}`);
      return output.match(/running at https?:\/\/[^\s/]+:(\d+)/)?.[1];
    },
    'the app process to listen',
    60_000,
  );
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited, alive };
}

/** Sends `signal` and waits for the process to end; resolves with its exit code (null when killed). */
export function stopAppProcess(app: AppProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (app.alive()) app.child.kill(signal);
  return app.exited;
}
