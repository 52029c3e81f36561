import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { ADMIN, caughtEmail, expect, linkIn, registerOwner } from '../fixtures';
import type { CaughtEmail } from '../smtp-catcher';

/** The text of a PDF attached to a caught e-mail, as a reader (or a search) would get it. */
export async function attachedPdfText(email: CaughtEmail, filename: string) {
  const attachment = email.attachments.find((a) => a.filename === filename);
  expect(attachment, `${filename} attached to "${email.subject}"`).toBeDefined();
  expect(attachment!.contentType).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(attachment!.contentBase64, 'base64')));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/**
 * A new owner, verified through the link e-mailed to them: `page` is signed in as them, on the welcome
 * screen (no company yet).
 */
export async function verifiedOwner(page: Page, request: APIRequestContext) {
  const owner = await registerOwner(request);
  const mail = await caughtEmail(owner.email, 'Confirm your e-mail address');
  await page.goto(linkIn(mail.text, '/api/verify-email?token='));
  await expect(page.getByRole('heading', { name: `Welcome to Crewdesk, ${owner.firstName}!` })).toBeVisible();
  return owner;
}

/** A verified owner with a company made through the API (the screens under test come after that). */
export async function ownerWithCompany(page: Page, request: APIRequestContext, companyName: string) {
  const owner = await verifiedOwner(page, request);
  const res = await page.request.post('/api/company', { data: { name: companyName, phone: '(555) 010-2000' } });
  expect(res.status()).toBe(201);
  return owner;
}

/** `POST` as the signed-in owner of `page`; the JSON answer. */
export async function postAs<T>(page: Page, url: string, data?: unknown): Promise<T> {
  const res = await page.request.post(url, { data });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Fills line `index` of the Items of an invoice or quote form (the row must exist). */
export async function fillItem(
  form: Locator,
  index: number,
  item: { description: string; quantity?: string; rate: string },
) {
  const items = form.getByRole('group', { name: 'Items' });
  await items.getByLabel('Description').nth(index).fill(item.description);
  if (item.quantity) await items.getByLabel('Quantity').nth(index).fill(item.quantity);
  await items.getByLabel('Rate ($)').nth(index).fill(item.rate);
}

type OutboxRow = { to: string; subject: string; status: string; attempts: number; lastError: string | null };

/** The newest outbox row to `to`, once `done` holds for it, read as the administrator. */
export async function outboxRowTo(baseURL: string, to: string, done: (row: OutboxRow) => boolean, timeout = 20_000) {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await admin.post('/api/login', { data: ADMIN })).ok()).toBe(true);
    let found: OutboxRow | undefined;
    await expect
      .poll(
        async () => {
          const rows = (await (await admin.get('/api/admin/outbox?limit=50')).json()) as OutboxRow[];
          found = rows.find((row) => row.to === to);
          return Boolean(found && done(found));
        },
        { message: `the outbox row to ${to}`, timeout },
      )
      .toBe(true);
    return found!;
  } finally {
    await admin.dispose();
  }
}

/** The page is no wider than the window: nothing scrolls sideways. Soft: every screen gets checked. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `sideways overflow (px) on ${page.url()}`).toBeLessThanOrEqual(0);
}

/**
 * With E2E_SHOTS=<folder>, keeps full-page screenshots there for a person to look at, in the light theme and
 * (`-dark`) the dark one; without it, nothing.
 */
export async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const dark = (on: boolean) => page.evaluate((on) => document.documentElement.classList.toggle('dark', on), on);
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  // An open dialog is fixed to the window: a full-page picture would show the page shifted behind it.
  const fullPage = (await page.getByRole('dialog').count()) === 0;
  // Colours change with a transition: `animations: 'disabled'` completes it before the picture.
  await dark(false);
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage, animations: 'disabled' });
  await dark(true);
  await page.screenshot({ path: join(folder, `${name}-dark.png`), fullPage, animations: 'disabled' });
  await dark(wasDark);
}
