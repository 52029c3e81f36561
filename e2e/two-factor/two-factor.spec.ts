import { generate } from 'otplib';
import { shoot, verifiedOwner } from '../billing/billing-helpers';
import { expect, test } from '../fixtures';

/** The authenticator app's code, one 30-second step ahead: the step of the code that turned it on is spent. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

test('an owner turns on two-factor sign-in, signs in with the password and a code, and sees the sessions', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await verifiedOwner(page, request);
  let secret = '';

  await test.step('turn on two-factor sign-in in Account Settings', async () => {
    await page.goto('/account-settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Security' })).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByLabel('Confirm your password').fill(owner.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shoot(page, 'two-factor-setup');
    await page.getByLabel('Code from your authenticator app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn On' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await shoot(page, 'two-factor-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('Recovery codes left:')).toContainText('10');
  });

  await test.step('sign out, then sign in with the password and a code', async () => {
    await page.goto('/api/logout');
    await page.goto('/auth?tab=login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await shoot(page, 'two-factor-sign-in');
    await page.getByLabel('Authentication code').fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('the active sessions list shows this browser', async () => {
    await page.goto('/account-settings');
    const rows = page.getByTestId('session-row');
    await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(rows.first()).toContainText('Chrome');
    await shoot(page, 'two-factor-sessions');
  });
});
