import { expect, latestEmailTo, linkIn, registerOwner, test } from '../fixtures';

test('an owner who forgot the password resets it through the e-mailed link', async ({ page, request, baseURL }) => {
  const owner = await registerOwner(request);
  await page.goto('/auth?tab=login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Your Password' });
  await dialog.getByLabel('Email').fill(owner.email);
  await dialog.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(page.getByText('Password Reset Email Sent')).toBeVisible();

  const mail = await latestEmailTo(baseURL!, owner.email, 'Reset your password');
  const link = linkIn(mail, '/reset-password?token=');
  await page.goto(link);
  await page.getByLabel('New Password').fill('brand-new-pass-9');
  await page.getByLabel('Confirm Password').fill('something-else-9');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel('Confirm Password').fill('brand-new-pass-9');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successfully' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill('brand-new-pass-9');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Resetting through the mailbox proves the address, so the owner lands on the welcome.
  await expect(page.getByRole('heading', { name: 'Welcome to Crewdesk, Jamie!' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('Invalid Reset Link')).toBeVisible();
});

test('a made-up reset link is refused', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByText('Invalid Reset Link')).toBeVisible();
  await expect(
    page.getByText('This password reset link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid Reset Link')).toBeVisible();
});
