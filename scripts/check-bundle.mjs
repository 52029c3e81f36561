#!/usr/bin/env node
// The JavaScript a visitor's browser downloads for the landing page, weighed compressed after `vite build`:
// index.html's entry script and modulepreloads, plus the landing route's chunk and its static imports
// (read from dist/client/.vite/manifest.json). Fails above the budget in gzip, the larger of the two encodings
// the server sends (Brotli is what modern browsers get; gzip what every client can take).
// Usage: node scripts/check-bundle.mjs [--budget=129] [--route=app/routes/landing.tsx] [--dir=dist/client]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The JS files (paths relative to the build folder) the page loads before it can render the route. */
export function landingScripts(html, manifest, routeKey) {
  const fromHtml = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
  ].map((m) => m[1]);
  if (!manifest[routeKey]) throw new Error(`The build has no chunk for ${routeKey} (is the route still lazy?)`);
  const seen = new Set();
  const files = new Set(fromHtml);
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.add(manifest[key].file);
    (manifest[key].imports ?? []).forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key].isEntry)
    .forEach(visit);
  visit(routeKey);
  return [...files].filter((f) => f.endsWith('.js'));
}

export function weigh(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function main() {
  const args = Object.fromEntries(
    process.argv
      .slice(2)
      .map((a) => /^--([^=]+)=(.*)$/.exec(a))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );
  const budget = Number(args.budget ?? 129) * 1000;
  const routeKey = args.route ?? 'app/routes/landing.tsx';
  const dir = args.dir ? resolve(args.dir) : join(root, 'dist', 'client');
  const manifestFile = join(dir, '.vite', 'manifest.json');
  if (!existsSync(join(dir, 'index.html')) || !existsSync(manifestFile)) {
    console.error(`No build with a manifest in ${dir}: run \`npm run build\` (vite.config.ts sets build.manifest).`);
    process.exit(1);
  }
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const rows = landingScripts(html, manifest, routeKey)
    .map((file) => ({ file, ...weigh(readFileSync(join(dir, file))) }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce(
    (sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip, brotli: sum.brotli + r.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );

  const line = (name, w) =>
    `${name.padEnd(48)} ${kb(w.raw).padStart(10)} ${kb(w.gzip).padStart(10)} ${kb(w.brotli).padStart(10)}`;
  console.log(`JavaScript of the landing page (${routeKey}):`);
  console.log(`${'file'.padEnd(48)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  for (const row of rows) console.log(line(row.file, row));
  console.log(line('total', total));
  if (total.gzip > budget) {
    console.error(
      `Over budget: ${kb(total.gzip)} gzip > ${kb(budget)}. Keep heavy libraries out of the entry and the landing route.`,
    );
    process.exit(1);
  }
  console.log(`Within budget: ${kb(total.gzip)} gzip (${kb(total.brotli)} brotli) <= ${kb(budget)}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
