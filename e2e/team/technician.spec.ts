import { teamMessages as m } from '../../src/shared/team/team.schemas';
import { ownerWithCompany, postAs, shoot } from '../billing/billing-helpers';
import { caughtEmail, expect, linkIn, test, uniqueEmail, watchedPage } from '../fixtures';

test('the owner assigns one of two visits to an invited technician, who sees only that one', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const company = `Clear Water Pools ${stamp}`;
  const email = uniqueEmail('technician');
  const mine = `Pool opening ${stamp}`;
  const theirs = `Filter change ${stamp}`;
  await ownerWithCompany(page, request, company);
  const customer = await postAs<{ id: number }>(page, '/api/customers', {
    name: `Robin Shore ${stamp}`,
    email: uniqueEmail('customer'),
  });
  const visit = (title: string, day: string) => ({
    title,
    appointmentType: 'maintenance',
    customerId: customer.id,
    startTime: `${day}T10:00:00-05:00`,
    endTime: `${day}T11:00:00-05:00`,
    duration: 60,
    allowOutsideHours: true,
  });
  await postAs(page, '/api/appointments', visit(mine, '2026-12-15'));
  await postAs(page, '/api/appointments', visit(theirs, '2026-12-16'));
  await postAs(page, '/api/team/invitations', { email, role: 'technician' });

  const context = await browser.newContext();
  const technician = await watchedPage(context, consoleErrors);
  await test.step('the technician joins by the e-mailed link and lands on their (empty) schedule', async () => {
    const mail = await caughtEmail(email, `Join ${company}`);
    await technician.goto(linkIn(mail.text, '/join-team?token='));
    await technician.getByLabel('First name').fill('Terry');
    await technician.getByLabel('Last name').fill('Tran');
    await technician.getByLabel('Password', { exact: true }).fill('technician-password-1');
    await technician.getByLabel('Confirm password').fill('technician-password-1');
    await technician.getByRole('button', { name: 'Join the team' }).click();
    await expect(technician.getByText(m.joined(company))).toBeVisible();
    await expect(technician).toHaveURL(/\/scheduling$/);
    await expect(technician.getByRole('button', { name: 'New Appointment' })).toHaveCount(0);
    await technician.getByRole('tab', { name: 'List View' }).click();
    await expect(technician.getByText('No appointments yet')).toBeVisible();
  });

  await test.step('the owner assigns one visit to them', async () => {
    await page.goto('/scheduling?tab=list');
    await page.getByRole('button', { name: mine }).click();
    const details = page.getByRole('dialog', { name: mine });
    await expect(details).toContainText('Unassigned');
    await details.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Appointment' });
    await form.getByLabel('Assigned to').selectOption({ label: 'Terry Tran (Technician)' });
    await expect(form.getByLabel('Assigned Technician')).toHaveValue('Terry Tran');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: mine })).toContainText('Terry Tran');
    await shoot(page, 'team-visit-assigned');
  });

  await test.step('the technician sees that visit only, and works on it without editing it', async () => {
    await technician.goto('/');
    await expect(technician).toHaveURL(/\/scheduling$/);
    await technician.getByRole('tab', { name: 'List View' }).click();
    await expect(technician.getByRole('button', { name: mine })).toBeVisible();
    await expect(technician.getByText(theirs)).toHaveCount(0);
    await technician.getByRole('button', { name: mine }).click();
    const details = technician.getByRole('dialog', { name: mine });
    await expect(details).toContainText('Terry Tran');
    await expect(details.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await shoot(technician, 'team-technician-visit');
  });

  await context.close();
});
