#!/usr/bin/env node
// Every package in the lock file must run on the oldest Node that package.json's `engines` promises, so
// `npm install` on a supported machine warns about nothing and nothing breaks at run time on it.
// Usage: node scripts/check-engines.mjs [root]   (exit 1 and one line per package that needs a newer Node)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import semver from 'semver';

/** The packages of a lock file whose `engines.node` the oldest supported Node does not satisfy. */
export function checkEngines(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const oldest = semver.minVersion(pkg.engines.node).version;
  const tooNew = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    const range = entry.engines?.node;
    if (!path || typeof range !== 'string') continue;
    if (!semver.satisfies(oldest, range, { includePrerelease: true })) {
      tooNew.push({ name: path.replace(/^.*node_modules\//, ''), version: entry.version, range });
    }
  }
  return { oldest, checked: Object.keys(lock.packages).length - 1, tooNew };
}

function main() {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
  const { oldest, checked, tooNew } = checkEngines(root);
  if (tooNew.length === 0) {
    console.log(`Engines: ${checked} packages run on Node ${oldest}.`);
    return;
  }
  for (const p of tooNew) console.error(`${p.name}@${p.version} needs Node ${p.range}`);
  console.error(`\nEngines: ${tooNew.length} package(s) need a newer Node than ${oldest} (package.json engines).`);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
