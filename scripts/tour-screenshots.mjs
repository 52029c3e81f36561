#!/usr/bin/env node
// Regenerates the product tour's screenshots (src/client/public/tour/*.jpg) from the real app: starts the
// built server on a throwaway embedded database on loopback, signs in as the demo owner, photographs screens.
// Run after a change to the screens the tour shows: `node scripts/tour-screenshots.mjs`.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumFlags, findChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'src', 'client', 'public', 'tour');
const port = 4391;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'crewdesk-tour-'));

const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
let browser;
try {
  const deadline = Date.now() + 180_000;
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error('the server did not start (try `npm run build`)');
    await new Promise((r) => setTimeout(r, 250));
  }
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
  mkdirSync(out, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1200, height: 750 }, deviceScaleFactor: 1 });
  const shot = async (name) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, `${name}.jpg`), type: 'jpeg', quality: 70 });
  };

  await page.goto(`${base}/auth?tab=register`);
  await page.getByLabel('Business type').selectOption('Pool Service & Maintenance');
  await page.getByLabel('Weekly Pool Cleaning').check();
  await page.getByLabel('Chemical Balancing').check();
  await shot('sign-up');

  await page.goto(`${base}/auth?tab=login`);
  await page.getByLabel('Email').fill('demo@crewdesk.local');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  await page.locator('[data-sonner-toast]').evaluateAll((toasts) => toasts.forEach((t) => t.remove()));
  await shot('dashboard');

  await page.goto(`${base}/company`);
  await page.getByRole('heading', { name: 'Company Profile' }).waitFor();
  await shot('company');

  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await dialog.getByLabel('Name').fill('Spring Aeration');
  await dialog.getByLabel('Base rate ($)').fill('85.00');
  await dialog.getByLabel('Category').fill('Lawn care');
  await shot('services');

  await page.goto(`${base}/quotes`);
  await page.getByRole('heading', { name: 'Quotes', exact: true }).waitFor();
  await shot('quotes');

  await page.goto(`${base}/invoices`);
  await page.getByRole('heading', { name: 'Invoices', exact: true }).waitFor();
  await shot('invoices');

  const [customer] = await (await page.request.get(`${base}/api/customers?limit=1`)).json();
  await page.goto(`${base}/customer/${customer.accessToken}`);
  await page.getByText('Outstanding Balance').waitFor();
  await shot('portal');
  console.log(`Tour screenshots written to ${out}`);
} finally {
  await browser?.close();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
