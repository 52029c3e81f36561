import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../test/wait';

const dataDir = mkdtempSync(join(tmpdir(), 'crewdesk-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Server = { child: ChildProcess; url: string; output: () => string };

/** Starts the real entry point on the embedded database, as `npm start` does, on a free loopback port. */
async function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'admin-password-1',
      DATABASE_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = await waitFor(
    async () => output.match(/running at (http:\/\/127\.0\.0\.1:\d+)/)?.[1],
    'the server to listen',
    60_000,
  );
  return { child, url, output: () => output };
}

function stop(server: Server): Promise<number | null> {
  return new Promise((resolve) => {
    server.child.once('exit', (code) => resolve(code));
    server.child.kill('SIGTERM');
  });
}

describe('the server process', () => {
  it('prints the demo sign-in, stops cleanly on SIGTERM and keeps its data across a restart', async () => {
    const first = await startServer();
    expect(first.output()).toContain('Demo sign-in:  demo@crewdesk.local / demo-password');
    const form = {
      email: 'restart@example.com',
      password: 'restart-password-1',
      firstName: 'Rae',
      lastName: 'Stark',
      businessLine: 'Other',
      servicesOffered: ['Custom Services'],
    };
    const registered = await fetch(`${first.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
    expect(registered.status).toBe(201);
    expect(await stop(first)).toBe(0);

    const second = await startServer();
    try {
      const login = await fetch(`${second.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: form.email, password: form.password }),
      });
      expect(login.status).toBe(200);
      expect(second.output()).not.toContain('generated now');
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 120_000);
});
