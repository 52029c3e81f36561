#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12 (mobile preset) on the pages of the production build, with Debian's
// Chromium. Starts `node scripts/start.mjs` (which builds what is missing or stale) on a free loopback port with a
// throwaway embedded database, prints the four category scores per page (the lowest of the runs), and exits 1
// when a score of any run is below its group's minimum. Server and Chromium are stopped at the end, whatever happens.
// Usage: npm run lighthouse [-- --pages=/,/pricing --min=95 --signed-in --signed-in-min=90 --runs=3 --timeout=600
//                                --url=http://127.0.0.1:3000 --sign-in=email:password]
//   --pages: the visitor's pages (default /,/pricing,/features and the demo storefront /landing/greenline;
//     `--pages=` for none), minimum --min (95).
//   --signed-in[=/,/invoices]: also audit, after them, the signed-in screens (default the dashboard `/`, /invoices,
//     /customers and /quotes) as the demo owner (the demo business is seeded), minimum --signed-in-min (90).
//   --url: audit a server already running instead of starting one (with --signed-in, give --sign-in too).
// Reports (JSON) land in .tmp/lighthouse/ (the lowest-scoring run of each page).
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
    .map((a) => /^--([^=]+)(?:=(.*))?$/.exec(a))
    .filter(Boolean)
    .map((m) => [m[1], m[2] ?? true]),
);
const pageList = (value, fallback) =>
  (typeof value === 'string' ? value : fallback).split(',').filter((page) => page !== '');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Each group is audited with its own minimum; the signed-in one as the demo owner, after the visitor's pages. */
const groups = [
  {
    name: 'visitor',
    pages: pageList(args.pages, '/,/pricing,/features,/landing/greenline'),
    minimum: Number(args.min ?? 95),
  },
  ...(args['signed-in']
    ? [
        {
          name: 'signed in',
          signedIn: true,
          pages: pageList(args['signed-in'], '/,/invoices,/customers,/quotes'),
          minimum: Number(args['signed-in-min'] ?? 90),
          // Private screens are kept out of search engines on purpose (robots.txt): their SEO score is shown only.
          checked: categories.filter((c) => c !== 'seo'),
        },
      ]
    : []),
].filter((group) => group.pages.length > 0);
// Scores move from run to run (CPU load on this machine): every one of this many runs must reach the minimum.
const runs = Math.max(1, Number(args.runs ?? 3));
const TOTAL_TIME_MS = Number(args.timeout ?? (args['signed-in'] ? 600 : 300)) * 1000;
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
      // The demo business: its storefront is one of the visitor's pages, and the signed-in screens are audited with
      // its year of invoices and quotes.
      SEED_DEMO: 'true',
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
  if (!args['signed-in']) return { url };
  // The sign-in the server prints at start (`npm start` shows the same line): nothing to keep in step here.
  const demo = await waitFor(
    async () => /Demo sign-in:\s+(\S+) \/ (\S+)/.exec(readFileSync(logFile, 'utf8')),
    'the demo sign-in line',
    10_000,
    child,
  );
  return { url, signIn: { email: demo[1], password: demo[2] } };
}

/** The session cookies of a sign-in, ready for the browser: the audits then open the app as that owner. */
async function signIn(base, { email, password }) {
  const res = await fetch(new URL('/api/login', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`Signing in as ${email} failed: ${res.status} ${await res.text()}`);
  const { hostname } = new URL(base);
  return res.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      domain: hostname,
      path: '/',
      httpOnly: attributes.some((a) => /^httponly$/i.test(a)),
      sameSite: 'Lax',
    };
  });
}

/**
 * Signs the browser in (Lighthouse, told not to reset storage, then keeps the cookies) and returns what empties its
 * cache before each audit, so every run still loads the app cold, as a first visit does.
 */
async function signInBrowser(port, base, account) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  cleanups.push(() => browser.close());
  const context = browser.contexts()[0];
  await context.addCookies(await signIn(base, account));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return async () => {
    await cdp.send('Network.clearBrowserCache');
  };
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

let chromiumPort;

async function main() {
  const chromium = findChromium();
  if (!chromium) await fail('Chromium not found: install it with `apt-get install -y chromium` or set CHROME_PATH.');
  const server = args.url ? { url: args.url, signIn: signInArgument() } : await startServer();
  const base = server.url;
  const port = await startChromium(chromium);
  chromiumPort = port;
  mkdirSync(reportDir, { recursive: true });

  const rows = [];
  for (const group of groups) {
    // The visitor's audits reset the browser's storage (its cookies too); the signed-in ones keep the session.
    const beforeRun = group.signedIn ? await signInBrowser(port, base, server.signIn) : async () => {};
    for (const page of group.pages) {
      const url = new URL(page, base).href;
      const results = [];
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`Auditing ${url} as ${group.name} (run ${run} of ${runs}) ...\n`);
        const result = await audit(url, group, beforeRun);
        if (group.signedIn && new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
          throw new Error(`${url} was not audited signed in: it ended at ${result.lhr.finalDisplayedUrl}`);
        results.push(result);
      }
      rows.push(summarize(group, page, results));
    }
  }

  const width = Math.max(6, ...rows.map((row) => row.label.length));
  console.log(`\nLighthouse ${lighthouseVersion()} (mobile preset), lowest of ${runs} run(s):`);
  console.log(`${'page'.padEnd(width)}  ${categories.map((c) => c.padStart(16)).join('')}     minimum`);
  for (const row of rows)
    console.log(
      `${row.label.padEnd(width)}  ${categories.map((c) => String(row.scores[c]).padStart(16)).join('')}  ${String(row.minimum).padStart(10)}`,
    );
  for (const row of rows) {
    console.log(`\n${row.label}: ${row.metrics}`);
    for (const c of categories) if (row.weak[c].length) console.log(`  ${c}: ${row.weak[c].slice(0, 6).join('; ')}`);
  }
  const low = rows.flatMap((row) =>
    row.checked.filter((c) => row.scores[c] < row.minimum).map((c) => `${row.label} ${c} ${row.scores[c]}`),
  );
  await cleanup();
  if (low.length) {
    console.error(`\nBelow the minimum in at least one run: ${low.join(', ')}. Reports: ${reportDir}`);
    process.exit(1);
  }
  console.log(`\nEvery run reached its minimum. Reports: ${reportDir}`);
  process.exit(0);
}

/** One Lighthouse run; a run that fails to record the page (a busy machine loses the trace) is made again, once. */
async function audit(url, group, beforeRun) {
  const flags = { port: chromiumPort, output: 'json', logLevel: 'error', onlyCategories: categories };
  for (let attempt = 1; ; attempt++) {
    await beforeRun();
    const result = await lighthouse(url, { ...flags, disableStorageReset: Boolean(group.signedIn) });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === 2) throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
    console.log(`  the run failed (${result.lhr.runtimeError.code}); once more`);
  }
}

/** `--sign-in=email:password`, for --signed-in against a server started elsewhere. */
function signInArgument() {
  if (!args['signed-in']) return undefined;
  const match = /^([^:]+):(.+)$/.exec(typeof args['sign-in'] === 'string' ? args['sign-in'] : '');
  if (!match) throw new Error('With --url, --signed-in needs --sign-in=email:password (the demo sign-in).');
  return { email: match[1], password: match[2] };
}

/** One page's line: the lowest score of the runs per category, and the report and metrics of its slowest run. */
function summarize(group, page, results) {
  const score = (result, c) => Math.round((result.lhr.categories[c].score ?? 0) * 100);
  const scores = Object.fromEntries(categories.map((c) => [c, Math.min(...results.map((r) => score(r, c)))]));
  const { lhr, report } = results.find((r) => score(r, 'performance') === scores.performance);
  const name = `${group.signedIn ? 'signed-in-' : ''}${page === '/' ? 'home' : page.replace(/^\//, '').replace(/\//g, '_')}`;
  writeFileSync(join(reportDir, `${name}.report.json`), report);
  const metrics = Object.entries(metricNames)
    .map(([id, short]) => `${short} ${lhr.audits[id].displayValue}`)
    .join(', ');
  const spread = runs > 1 ? ` (performance per run: ${results.map((r) => score(r, 'performance')).join(', ')})` : '';
  return {
    label: group.signedIn ? `${page} (signed in)` : page,
    minimum: group.minimum,
    checked: group.checked ?? categories,
    scores,
    metrics: metrics + spread,
    weak: Object.fromEntries(categories.map((c) => [c, weakAudits(lhr, c)])),
  };
}

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
  } catch {
    return '12';
  }
}

main().catch((err) => fail(err instanceof Error ? (err.stack ?? err.message) : String(err)));
