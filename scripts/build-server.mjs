#!/usr/bin/env node
// Bundles the server into dist/server/main.js for `npm start`. Packages stay in node_modules.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function buildServer() {
  const started = Date.now();
  await build({
    absWorkingDir: root,
    entryPoints: ['src/server/main.ts'],
    outfile: 'dist/server/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    tsconfig: 'tsconfig.json', // its `paths` resolve @shared/, @server/
    logLevel: 'warning',
  });
  console.log(`Built dist/server/main.js in ${Date.now() - started} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  buildServer().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
