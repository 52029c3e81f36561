import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { APP_ENTRY_ID } from '../src/shared/boot-script';
import { catcherPorts, type CaughtEmail } from './smtp-catcher';

export const ADMIN = { email: 'admin@crewdesk.test', password: 'admin-password-e2e' };
export const DEMO = { email: 'demo@crewdesk.local', password: 'demo-password' };

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

/** Registers an owner through the API (not the screen under test). */
export async function registerOwner(api: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const body = {
    email: uniqueEmail('owner'),
    password: 'owner-password-1',
    firstName: 'Jamie',
    lastName: 'Cole',
    businessLine: 'Pool Service & Maintenance',
    servicesOffered: ['Weekly Pool Cleaning'],
    ...overrides,
  };
  const res = await api.post('/api/register', { data: body });
  expect(res.status()).toBe(201);
  return body;
}

/** The newest e-mail sent to `to`, read from the outbox as an administrator would. */
export async function latestEmailTo(baseURL: string, to: string, subject: string) {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await admin.post('/api/login', { data: ADMIN })).ok()).toBe(true);
    let found: { text: string } | undefined;
    await expect
      .poll(async () => {
        const res = await admin.get('/api/admin/outbox?limit=50');
        const messages = (await res.json()) as { to: string; subject: string; text: string }[];
        found = messages.find((m) => m.to === to && m.subject === subject);
        return Boolean(found);
      })
      .toBe(true);
    return found!.text;
  } finally {
    await admin.dispose();
  }
}

/**
 * The newest e-mail to `to` with this subject that reached the SMTP catcher (the real SMTP server the app
 * delivers to, see smtp-catcher.ts), parsed, attachments included.
 */
export async function caughtEmail(to: string, subject: string | RegExp, timeout = 15_000): Promise<CaughtEmail> {
  const { http } = catcherPorts(Number(process.env.E2E_PORT ?? 4173));
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${http}/messages?to=${encodeURIComponent(to)}`);
        const messages = (await res.json()) as CaughtEmail[];
        found = messages.findLast((m) =>
          typeof subject === 'string' ? m.subject === subject : subject.test(m.subject),
        );
        return Boolean(found);
      },
      { message: `an e-mail to ${to} with the subject "${String(subject)}" at the SMTP catcher`, timeout },
    )
    .toBe(true);
  return found!;
}

export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`));
  if (!match) throw new Error(`No link to ${path} in:\n${text}`);
  return match[0];
}

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/auth?tab=login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}

// Chromium logs every 4xx answer to fetch; the app expects some (a wrong password, no company yet). And the
// e-mail preview's frame is sandboxed without scripts on purpose: when Playwright's own script reaches into that
// frame (it does now and then, whatever the test asks), Chromium refuses it and logs the refusal.
const expectedMessages = [
  /^Failed to load resource: the server responded with a status of 4\d\d/,
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/,
];
const expected = (m: ConsoleMessage) => m.type() !== 'error' || expectedMessages.some((e) => e.test(m.text()));

/**
 * A prerendered public page is on screen before its code has arrived and React has taken it over; a click
 * before then would go nowhere. Navigations made by `goto` and `reload` wait for that.
 */
async function untilInteractive(page: Page) {
  await page.waitForFunction(
    (id) => !document.getElementById(id) || document.documentElement.hasAttribute('data-interactive'),
    APP_ENTRY_ID,
  );
}

/**
 * A page in a fresh browser context (no cookies: a customer opening a link from an e-mail), with the same
 * `goto` that waits for prerendered pages and the same console watch, reporting into the test's `consoleErrors`.
 * Close its context when done.
 */
export async function guestPage(browser: Browser, consoleErrors: string[]) {
  return watchedPage(await browser.newContext(), consoleErrors);
}

/** A new page in `context`, with the `goto` that waits for prerendered pages and the console watch of guestPage. */
export async function watchedPage(context: BrowserContext, consoleErrors: string[]) {
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilInteractive(page);
    return response;
  };
  page.on('console', (m) => expected(m) || consoleErrors.push(m.text()));
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  return page;
}

/** Every test fails on a console error (other than an expected 4xx answer) or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilInteractive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilInteractive(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => expected(m) || errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
