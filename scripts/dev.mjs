#!/usr/bin/env node
// `npm run dev`: the API under `tsx watch` on API_PORT (default 3001) and Vite with hot reload on PORT
// (default 3000), which proxies /api to the API. Open http://localhost:PORT. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env')); // variables already set win

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const color = process.stdout.isTTY ? (code, text) => `\x1b[${code}m${text}\x1b[0m` : (_code, text) => text;

const children = [
  {
    name: color('36', '[api]'),
    command: join(root, 'node_modules', '.bin', 'tsx'),
    args: ['watch', '--clear-screen=false', 'src/server/main.ts'],
    env: {
      NODE_ENV: 'development',
      ...process.env,
      // Links in e-mails and the printed address point at the Vite server, where the app is.
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
      PORT: apiPort,
      HOST: '127.0.0.1',
    },
  },
  {
    name: color('35', '[web]'),
    command: join(root, 'node_modules', '.bin', 'vite'),
    args: [],
    env: { ...process.env, PORT: port, API_PORT: apiPort, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
  },
];

let stopping = false;
const alive = (child) => child.process.exitCode === null && child.process.signalCode === null;
let exitCode = 0;

function prefix(stream, name, target) {
  createInterface({ input: stream }).on('line', (line) => target.write(`${name} ${line}\n`));
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children) if (alive(child)) child.process.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) if (alive(child)) child.process.kill('SIGKILL');
  }, 10_000).unref();
}

for (const child of children) {
  child.process = spawn(child.command, child.args, { cwd: root, env: child.env, stdio: ['ignore', 'pipe', 'pipe'] });
  prefix(child.process.stdout, child.name, process.stdout);
  prefix(child.process.stderr, child.name, process.stderr);
  child.process.on('error', (err) => {
    process.stderr.write(`${child.name} could not start: ${err.message}\n`);
    stopAll(1);
  });
  child.process.on('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`${child.name} exited (${signal ?? code}); stopping the other.\n`);
    stopAll(code ?? 1);
    if (!children.some(alive)) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
