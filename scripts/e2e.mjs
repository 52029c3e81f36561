#!/usr/bin/env node
// `npm run test:e2e`: Playwright on Debian's Chromium (never a downloaded browser). Without Chromium the
// browser tests are skipped, unless REQUIRE_E2E=1 (as in CI), which makes that a failure.
// Extra arguments go to Playwright: `npm run test:e2e -- e2e/auth --headed`.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const chromium = findChromium();
if (!chromium) {
  const where = process.env.CHROME_PATH
    ? `CHROME_PATH=${process.env.CHROME_PATH} does not exist`
    : 'no chromium on PATH';
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`Browser tests required (REQUIRE_E2E=1) but Chromium was not found (${where}).`);
    console.error('Install it with `apt-get install -y chromium` or set CHROME_PATH to a Chromium executable.');
    process.exit(1);
  }
  console.log(`Browser tests skipped: Chromium not found (${where}). Install it with \`apt-get install -y chromium\`.`);
  process.exit(0);
}

const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (err) => {
  console.error(`could not run Playwright: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
