import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, guestPage, test } from '../fixtures';

/**
 * With E2E_SHOTS=<folder>, keeps pictures of the window there for a person to look at, in the light theme and
 * (`-dark`) the dark one, focus left where it is; without it, nothing.
 */
async function picture(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const dark = (on: boolean) => page.evaluate((on) => document.documentElement.classList.toggle('dark', on), on);
  await dark(false);
  await page.screenshot({ path: join(folder, `${name}.png`), animations: 'disabled' });
  await dark(true);
  await page.screenshot({ path: join(folder, `${name}-dark.png`), animations: 'disabled' });
  await dark(false);
}

/** Presses Tab until `target` has focus; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${most} presses`).toBeFocused();
}

const focusedElement = (page: Page) => page.locator('*:focus');

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/api/login', { data: DEMO })).ok()).toBe(true);
});

test('by keyboard alone: skip link, a dialog and a menu opened and closed, focus back where it was', async ({
  page,
}) => {
  await page.goto('/customers');
  const addCustomer = page.getByRole('button', { name: 'Add Customer' });
  await expect(addCustomer).toBeVisible();

  await test.step('the first Tab shows the skip link, which takes focus to the main landmark', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    // Shown on focus, not the 1 px of a visually hidden element.
    expect((await skip.boundingBox())?.width).toBeGreaterThan(100);
    await picture(page, 'skip-link-focused');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  await test.step('Tab to a dialog opener, Enter opens the dialog, Escape brings focus back', async () => {
    await tabTo(page, addCustomer);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Customer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('*:focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(addCustomer).toBeFocused();
  });

  await test.step('a menu item focused by keyboard shows the focus ring; its dialog gives focus back', async () => {
    const actions = page.getByRole('button', { name: /^Actions for/ }).first();
    await tabTo(page, actions);
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Edit Customer' });
    await expect(item).toBeFocused();
    // The app's focus ring (--ring), not only the faint highlight.
    const outline = await item.evaluate((el) => {
      const style = getComputedStyle(el);
      const ring = getComputedStyle(document.documentElement).getPropertyValue('--ring').trim();
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor, ring };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    expect(outline.color).toBe('rgb(13, 148, 136)'); // --ring in the light theme, #0d9488: 3.7:1 on white
    await picture(page, 'menu-item-keyboard-focus');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Customer' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(actions).toBeFocused();
  });
});

test('the company logo is chosen with its button; the file input behind it takes no Tab stop', async ({ page }) => {
  await page.goto('/company');
  const logoButton = page.getByRole('button', { name: /(Upload|Replace) logo/ });
  await tabTo(page, logoButton, 60);
  await expect(logoButton).toHaveAccessibleDescription(/PNG, JPEG, WebP or SVG, up to 2 MB/);
  await page.keyboard.press('Tab');
  await expect(focusedElement(page)).toBeVisible();
  await expect(page.locator('#company-logo')).not.toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(logoButton).toBeFocused();
});

test('the sign-in tabs are reached by Tab and switched with the arrow keys', async ({ browser, consoleErrors }) => {
  const page = await guestPage(browser, consoleErrors);
  try {
    await page.goto('/auth?tab=login');
    const login = page.getByRole('tab', { name: 'Login' });
    await tabTo(page, login);
    await picture(page, 'auth-tabs-light');
    await page.keyboard.press('ArrowRight');
    const signUp = page.getByRole('tab', { name: 'Sign Up' });
    await expect(signUp).toBeFocused();
    await expect(signUp).toHaveAttribute('aria-selected', 'true');
  } finally {
    await page.context().close();
  }
});
