import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownerWithCompany, postAs, shoot } from '../billing/billing-helpers';
import { caughtEmail, expect, guestPage, linkIn, test, uniqueEmail } from '../fixtures';

/** A Spanish catalogue of the app (`src/<folder>/messages/es.json`): the texts the screens must show. */
const spanish = (folder: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'src', folder, 'messages', 'es.json'), 'utf8')) as Record<string, string>;

test('an owner switches to Spanish: the app, then for a Spanish business the invoice e-mail and the portal', async ({
  page,
  request,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const app = spanish('client/app');
  const settings = spanish('client/features/profile-settings');
  const company = spanish('client/features/company');
  const portal = spanish('client/features/customer-portal');
  const invoiceMail = spanish('server/features/invoices');
  const companyName = 'Jardines Casa Verde';
  await ownerWithCompany(page, request, companyName);
  const email = uniqueEmail('lucia');
  const customer = await postAs<{ id: number }>(page, '/api/customers', { name: 'Lucía Fernández', email });
  const invoice = await postAs<{ id: number; invoiceNumber: string }>(page, '/api/invoices', {
    customerId: customer.id,
    customerName: 'Lucía Fernández',
    customerEmail: email,
    items: [{ description: 'Poda de setos', quantity: 1, rate: '180.00' }],
    dueDate: '2031-03-05',
  });

  await test.step('Profile Settings: Español redraws the app in Spanish, and a reload keeps it', async () => {
    await page.goto('/profile-settings');
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { level: 1, name: settings['profile-settings.page.title'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByLabel(settings['profile-settings.regional.language'])).toHaveValue('es');
    await page.getByRole('link', { name: app['app.nav.invoices'] }).first().click();
    await expect(page).toHaveURL(/\/invoices$/);
    await shoot(page, 'invoices-es');
  });

  await test.step('the business speaks Spanish to its customers: Company settings', async () => {
    await page.goto('/company');
    await page.getByLabel(company['company.form.language']).selectOption('es');
    await page.getByRole('button', { name: company['company.form.save'] }).click();
    await expect
      .poll(async () => ((await (await page.request.get('/api/company')).json()) as { language: string }).language)
      .toBe('es');
  });

  await postAs(page, `/api/invoices/${invoice.id}/send`);
  const subject = invoiceMail['invoices.email.subject']
    .replace('{number}', invoice.invoiceNumber)
    .replace('{company}', companyName);
  const mail = await caughtEmail(email, subject);
  expect(mail.text).toContain(invoiceMail['invoices.email.greeting'].replace('{name}', 'Lucía Fernández'));

  await test.step('the customer opens the portal from the e-mail, in Spanish', async () => {
    const guest = await guestPage(browser, consoleErrors);
    await guest.goto(linkIn(mail.text, '/customer/'));
    await expect(guest.getByRole('heading', { name: portal['customer-portal.invoices.title'] })).toBeVisible();
    await expect(guest.locator('html')).toHaveAttribute('lang', 'es');
    await shoot(guest, 'portal-es');
    await guest.context().close();
  });
});
