#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12 (mobile preset) on the public pages of the production build, with
// Debian's Chromium. Starts `node scripts/start.mjs` (which builds what is missing or stale) on a free loopback
// port with a throwaway embedded database, prints the four category scores per page, and exits 1 when one is
// below the minimum. Server and Chromium are stopped at the end, whatever happens.
// Usage: npm run lighthouse [-- --pages=/,/pricing --min=90 --runs=3 --timeout=300 --url=http://127.0.0.1:3000]
//   --url: audit a server already running instead of starting one.
// Reports (JSON) land in .tmp/lighthouse/.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromiumFlags, findChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => /^--([^=]+)=(.*)$/.exec(a))
    .filter(Boolean)
    .map((m) => [m[1], m[2]]),
);
const pages = (args.pages ?? '/,/pricing,/features').split(',');
const minimum = Number(args.min ?? 90);
// Scores move from run to run (CPU load on this machine): each is the median of this many runs.
const runs = Math.max(1, Number(args.runs ?? 3));
const TOTAL_TIME_MS = Number(args.timeout ?? 300) * 1000;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const reportDir = join(root, '.tmp', 'lighthouse');
const metricNames = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

/** Everything started here, stopped in reverse order by `cleanup`. */
const cleanups = [];
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error(`cleanup: ${err instanceof Error ? err.message : err}`);
      }
    }
  })();
  return cleaning;
}
async function fail(message) {
  console.error(message);
  await cleanup();
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void fail(`Stopped by ${signal}.`));
setTimeout(() => void fail(`Lighthouse run took longer than ${TOTAL_TIME_MS / 1000} s.`), TOTAL_TIME_MS).unref();

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Ends a process group we started (detached, so the build it may be running goes too), waiting for it. */
async function stopGroup(child, name) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!stopped) {
    console.error(`${name} did not stop within 15 s; killing it.`);
    signal('SIGKILL');
    await exited;
  }
}

async function waitFor(check, what, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited with code ${child.exitCode}`);
    const value = await check().catch(() => undefined);
    if (value) return value;
    await sleep(250);
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'crewdesk-lighthouse-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  mkdirSync(reportDir, { recursive: true });
  const logFile = join(reportDir, 'server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  cleanups.push(() => stopGroup(child, 'The server'));
  const url = `http://127.0.0.1:${port}`;
  console.log(`Starting the server on ${url} (builds first when the sources changed)...`);
  try {
    await waitFor(async () => (await fetch(`${url}/api/health`)).ok, 'the server', 150_000, child);
  } catch (err) {
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
    throw new Error(`${err.message}\n--- ${logFile} (last lines) ---\n${tail}`);
  }
  return url;
}

async function startChromium(executable) {
  const profile = mkdtempSync(join(tmpdir(), 'crewdesk-chromium-'));
  const child = spawn(
    executable,
    [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  cleanups.push(() => rmSync(profile, { recursive: true, force: true }));
  cleanups.push(() => stopGroup(child, 'Chromium'));
  // Chromium writes the port it chose to this file once DevTools listens.
  const portFile = join(profile, 'DevToolsActivePort');
  const port = await waitFor(
    async () => (existsSync(portFile) ? Number(readFileSync(portFile, 'utf8').split('\n')[0]) || undefined : undefined),
    'Chromium',
    30_000,
    child,
  );
  return port;
}

/** The audits that cost points in a category, worst first: what limits the score. */
function weakAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .sort((a, b) => a.score - b.score)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

async function main() {
  const chromium = findChromium();
  if (!chromium) await fail('Chromium not found: install it with `apt-get install -y chromium` or set CHROME_PATH.');
  const base = args.url ?? (await startServer());
  const port = await startChromium(chromium);
  mkdirSync(reportDir, { recursive: true });

  const rows = [];
  for (const page of pages) {
    const url = new URL(page, base).href;
    const results = [];
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`Auditing ${url} (run ${run} of ${runs}) ...\n`);
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError)
        throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
      results.push(result);
    }
    const score = (result, c) => Math.round((result.lhr.categories[c].score ?? 0) * 100);
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
    const scores = Object.fromEntries(categories.map((c) => [c, median(results.map((r) => score(r, c)))]));
    // The run whose performance is the median one stands for the page: its report is kept and its metrics shown.
    const { lhr, report } = results.find((r) => score(r, 'performance') === scores.performance);
    const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/\//g, '_');
    writeFileSync(join(reportDir, `${name}.report.json`), report);
    const metrics = Object.entries(metricNames)
      .map(([id, short]) => `${short} ${lhr.audits[id].displayValue}`)
      .join(', ');
    const spread = runs > 1 ? ` (performance per run: ${results.map((r) => score(r, 'performance')).join(', ')})` : '';
    rows.push({
      page,
      scores,
      metrics: metrics + spread,
      weak: Object.fromEntries(categories.map((c) => [c, weakAudits(lhr, c)])),
    });
  }

  const width = Math.max(6, ...pages.map((p) => p.length));
  console.log(`\nLighthouse ${lighthouseVersion()} (mobile preset), median of ${runs} run(s), minimum ${minimum}:`);
  console.log(`${'page'.padEnd(width)}  ${categories.map((c) => c.padStart(16)).join('')}`);
  for (const row of rows)
    console.log(`${row.page.padEnd(width)}  ${categories.map((c) => String(row.scores[c]).padStart(16)).join('')}`);
  for (const row of rows) {
    console.log(`\n${row.page}: ${row.metrics}`);
    for (const c of categories) if (row.weak[c].length) console.log(`  ${c}: ${row.weak[c].slice(0, 6).join('; ')}`);
  }
  const low = rows.flatMap((row) =>
    categories.filter((c) => row.scores[c] < minimum).map((c) => `${row.page} ${c} ${row.scores[c]}`),
  );
  await cleanup();
  if (low.length) {
    console.error(`\nBelow ${minimum}: ${low.join(', ')}. Reports: ${reportDir}`);
    process.exit(1);
  }
  console.log(`\nAll scores at least ${minimum}. Reports: ${reportDir}`);
  process.exit(0);
}

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
  } catch {
    return '12';
  }
}

main().catch((err) => fail(err instanceof Error ? (err.stack ?? err.message) : String(err)));
