import { expect, latestEmailTo, linkIn, test, uniqueEmail } from '../fixtures';

test('a newcomer signs up, verifies the e-mail, creates the company and reaches the dashboard', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register/);

  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Hale');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('robin-password-1');
  await page.getByLabel('Business type').selectOption('Landscaping & Lawn Care');
  await page.getByLabel('Lawn Mowing').check();
  await page.getByLabel('Seasonal Cleanup').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email Verification Required' })).toBeVisible();
  await expect(page.getByText('Please verify your email address to access all features.')).toBeVisible();

  const resend = page.getByRole('button', { name: 'Resend Email' });
  await resend.click();
  await expect(page.getByText('Email Sent', { exact: true })).toBeVisible();

  const mail = await latestEmailTo(baseURL!, email, 'Confirm your e-mail address');
  await page.goto(linkIn(mail, '/api/verify-email?token='));
  await expect(page.getByText('Email verified')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Crewdesk, Robin!' })).toBeVisible();
  await expect(page.getByText('Create company profile')).toBeVisible();

  await page.getByRole('button', { name: 'Create Your Company Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Your Company Profile' });
  await dialog.getByRole('button', { name: 'Create Company' }).click();
  await expect(dialog.getByText('Company name is required')).toBeVisible();
  await dialog.getByLabel('Company name').fill('Hale Lawn & Garden');
  await dialog.getByLabel('Phone').fill('(555) 123-4567');
  await dialog.getByRole('button', { name: 'Create Company' }).click();

  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back to Hale Lawn & Garden.')).toBeVisible();
  await expect(page.getByText('2 services on offer.')).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Try It Free' })).toBeVisible();

  await page.goto('/auth?tab=login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await page.getByLabel('Password').fill('robin-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByText('Welcome back to Hale Lawn & Garden.')).toBeVisible();
});
