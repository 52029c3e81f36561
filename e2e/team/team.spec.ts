import { teamMessages as m } from '../../src/shared/team/team.schemas';
import { expectNoSidewaysScroll, ownerWithCompany, postAs, shoot } from '../billing/billing-helpers';
import { caughtEmail, expect, linkIn, test, uniqueEmail, watchedPage } from '../fixtures';

test('the owner invites an office member, who joins by the e-mailed link and works without billing; then is removed', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const company = `Bright Pools ${stamp}`;
  const customer = `Casey Rivers ${stamp}`;
  const email = uniqueEmail('office');
  await ownerWithCompany(page, request, company);
  await postAs(page, '/api/customers', { name: customer, email: uniqueEmail('customer') });

  await test.step('the profile menu opens the Team; the owner invites an office member', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByTestId('team-member')).toHaveCount(1);
    await expect(page.getByTestId('team-seats')).toContainText(/1 of (\d+|unlimited)/);
    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('radio', { name: /Office/ }).check();
    await shoot(page, 'team-invite-dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(m.invited(email))).toBeVisible();
    await expect(dialog).toBeHidden();
    const invitation = page.getByTestId('team-invitation').filter({ hasText: email });
    await expect(invitation).toContainText('Office');
    await shoot(page, 'team-screen-invited');
  });

  const mail = await caughtEmail(email, `Join ${company}`);
  const link = linkIn(mail.text, '/join-team?token=');
  const context = await browser.newContext();
  const member = await watchedPage(context, consoleErrors);

  await test.step('the member opens the link in a fresh browser, chooses a password and lands signed in', async () => {
    await member.goto(link);
    await expect(member.getByRole('heading', { name: `Join ${company}` })).toBeVisible();
    await expect(member.getByTestId('invitation')).toContainText(email);
    await expect(member.getByTestId('invitation')).toContainText('Office');
    await member.getByLabel('First name').fill('Olive');
    await member.getByLabel('Last name').fill('Office');
    await member.getByLabel('Password', { exact: true }).fill('office-password-1');
    await member.getByLabel('Confirm password').fill('office-password-1');
    await shoot(member, 'team-join-page');
    await member.getByRole('button', { name: 'Join the team' }).click();
    await expect(member).toHaveURL(/\/$/);
    await expect(member.getByText(m.joined(company))).toBeVisible();
    await expect(member.getByRole('button', { name: /Profile menu/ })).toContainText('Office');
  });

  await test.step("the member sees the business's customers and no billing", async () => {
    await member.goto('/customers');
    await expect(member.getByText(customer)).toBeVisible();
    await expect(member.getByRole('complementary', { name: 'Your plan' })).toHaveCount(0);
    await expect(member.getByRole('link', { name: 'Payments' })).toHaveCount(0);
    await member.getByRole('button', { name: /Profile menu/ }).click();
    await expect(member.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
    await expect(member.getByRole('menuitem', { name: 'Team' })).toHaveCount(0);
    await member.keyboard.press('Escape');
    await shoot(member, 'team-member-customers');
    await member.goto('/account-settings');
    await expect(member.getByRole('heading', { level: 2, name: 'Security' })).toBeVisible();
    await expect(member.getByRole('heading', { name: 'Billing' })).toHaveCount(0);
    await expect(member.getByRole('link', { name: 'Manage subscription' })).toHaveCount(0);
  });

  await test.step('the owner sees them in the team and removes them; their session ends', async () => {
    await page.reload();
    const row = page.getByTestId('team-member').filter({ hasText: email });
    await expect(row).toContainText('Olive Office');
    await expect(row.getByRole('combobox', { name: 'Role of Olive Office' })).toHaveValue('office');
    await expect(page.getByTestId('team-invitation')).toHaveCount(0);
    await shoot(page, 'team-screen-member');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page);
    await shoot(page, 'team-screen-phone');
    await page.setViewportSize({ width: 1280, height: 720 });
    await row.getByRole('button', { name: 'Remove Olive Office' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Their sessions end at once');
    await shoot(page, 'team-remove-confirm');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(m.removed)).toBeVisible();
    await expect(page.getByTestId('team-member')).toHaveCount(1);
    expect((await member.request.get('/api/user')).status()).toBe(401);
  });

  await context.close();
});
