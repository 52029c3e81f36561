#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then runs the built server in this process
// (so signals reach its graceful shutdown directly and its exit code is ours).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => join(root, ...parts);

if (existsSync(at('.env'))) process.loadEnvFile(at('.env')); // variables already set win
process.env.NODE_ENV ??= 'production';

/** Newest modification time (ms) among these files and folders, 0 when none exist. */
function newest(paths) {
  let latest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (!stat.isDirectory()) latest = Math.max(latest, stat.mtimeMs);
    else for (const entry of readdirSync(path)) latest = Math.max(latest, newest([join(path, entry)]));
  }
  return latest;
}

/** True when `output` is missing or one of `sources` changed after it was built. */
function outdated(output, sources) {
  return !existsSync(output) || newest(sources) > statSync(output).mtimeMs;
}

const clientOutput = at('dist', 'client', 'index.html');
const clientSources = [at('src', 'client'), at('src', 'shared'), at('vite.config.ts'), at('package-lock.json')];
if (!existsSync(at('src', 'client', 'index.html'))) {
  if (!existsSync(clientOutput)) console.warn('No client sources (src/client/index.html): serving the API only.');
} else if (outdated(clientOutput, clientSources)) {
  console.log('Building the client (npm run build:client)...');
  const vite = spawnSync('npm', ['run', 'build:client'], { cwd: root, stdio: 'inherit' });
  if (vite.status !== 0) {
    console.error('The client build failed.');
    process.exit(vite.status ?? 1);
  }
}

const serverOutput = at('dist', 'server', 'main.js');
const serverSources = [at('src', 'server'), at('src', 'shared'), at('package-lock.json')];
if (existsSync(at('src', 'server')) && outdated(serverOutput, serverSources)) await buildServer();

process.setSourceMapsEnabled(true);
process.chdir(root); // DATA_DIR and other relative paths mean the same wherever npm start was typed
await import(pathToFileURL(serverOutput).href);
