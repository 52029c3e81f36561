import { defineConfig } from '@playwright/test';
import { catcherPorts } from './e2e/smtp-catcher';
import { chromiumFlags } from './scripts/chromium.mjs';

// Run through `npm run test:e2e`, which finds Debian's Chromium and sets CHROME_PATH.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database per run; removed by the server command, not here: workers load this file too.
const dataDir = `.tmp/e2e-data-${port}`;
// A real SMTP server on loopback receives the app's e-mail; the outbox still keeps every message too.
const smtp = catcherPorts(port);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 1,
  retries: 0,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROME_PATH, args: chromiumFlags },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // Started first: the app delivers to it from its first e-mail on.
      command: 'node --import tsx e2e/smtp-catcher.ts --serve',
      url: `http://127.0.0.1:${smtp.http}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(port) },
    },
    {
      // start.mjs builds the client and the server when they are missing or older than their sources.
      command: `rm -rf ${dataDir} && node scripts/start.mjs`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '', // always the embedded database, whatever the shell or .env says
        SMTP_URL: `smtp://127.0.0.1:${smtp.smtp}`,
        PUBLIC_URL: '',
        ADMIN_EMAIL: 'admin@crewdesk.test',
        ADMIN_PASSWORD: 'admin-password-e2e',
        SEED_DEMO: 'true',
        RATE_LIMIT_MAX: '1000',
      },
    },
  ],
});
