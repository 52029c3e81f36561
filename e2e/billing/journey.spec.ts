import { format } from 'date-fns';
import type { Locator } from '@playwright/test';
import { caughtEmail, expect, guestPage, linkIn, test, uniqueEmail } from '../fixtures';
import { attachedPdfText, fillItem, shoot, verifiedOwner } from './billing-helpers';

/** The Status entry of the invoice details. */
const statusIn = (details: Locator) =>
  details.getByText('Status', { exact: true }).locator('xpath=following-sibling::dd');

// Two items: 1 x 250.00 + 3 x 45.50 = 386.50.
const TOTAL = '$386.50';

test('an owner quotes a customer who accepts from the e-mailed link, then invoices, is viewed and gets paid', async ({
  page,
  request,
  browser,
  consoleErrors,
}) => {
  // About 45 s on a quiet machine, most of it e-mail going through the job queue; room for a busy one.
  test.setTimeout(90_000);
  const companyName = 'Bluewater Pool Care';
  const customer = { name: 'Morgan Reyes', email: uniqueEmail('morgan'), phone: '(555) 201-3344' };
  const owner = await verifiedOwner(page, request);

  await test.step('the owner creates the company and adds two customers', async () => {
    await page.getByRole('button', { name: 'Create Your Company Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Your Company Profile' });
    await dialog.getByLabel('Company name').fill(companyName);
    await dialog.getByRole('button', { name: 'Create Company' }).click();
    await expect(page.getByText(`Welcome back to ${companyName}.`)).toBeVisible();

    await page.goto('/customers');
    await expect(page.getByText('No customers yet')).toBeVisible();
    const total = page.getByText('Total Customers', { exact: true }).locator('xpath=..');
    await expect(total).toContainText(/Total Customers\s*0(?!\d)/);
    await shoot(page, 'customers-empty-desktop');

    for (const person of [customer, { name: 'Priya Natarajan', email: '', phone: '(555) 987-1200' }]) {
      await page.getByRole('button', { name: 'Add Customer' }).first().click();
      const add = page.getByRole('dialog', { name: 'Add Customer' });
      await add.getByLabel('Name').fill(person.name);
      await add.getByLabel('Email').fill(person.email);
      await add.getByLabel('Phone').fill(person.phone);
      await add.getByRole('button', { name: 'Add Customer' }).click();
      await expect(add).toBeHidden();
      await expect(page.getByRole('cell', { name: person.name, exact: true })).toBeVisible();
    }
    await expect(total).toContainText(/Total Customers\s*2(?!\d)/);
    await shoot(page, 'customers-desktop');

    await page.getByRole('searchbox', { name: 'Search customers' }).fill('priya');
    await expect(page.getByRole('cell', { name: 'Morgan Reyes', exact: true })).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Priya Natarajan', exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('');
    await expect(page.getByRole('cell', { name: 'Morgan Reyes', exact: true })).toBeVisible();
  });

  await test.step('the owner creates a quote with two items and sends it', async () => {
    await page.goto('/quotes');
    await expect(page.getByText('No quotes yet')).toBeVisible();
    await page.getByRole('button', { name: 'New Quote' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Quote' });
    await dialog.getByRole('combobox', { name: 'Customer' }).fill('Morg');
    await dialog.getByRole('option', { name: /Morgan Reyes/ }).click();
    // The quote's own description comes before the items' ones.
    await dialog.getByLabel('Description').first().fill('Spring opening and water balance');
    await fillItem(dialog, 0, { description: 'Pool opening', rate: '250' });
    await expect(dialog.getByTestId('quote-amount')).toHaveText('$250.00');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await fillItem(dialog, 1, { description: 'Chemical balancing', quantity: '3', rate: '45.50' });
    await expect(dialog.getByLabel('Amount of item 2')).toHaveText('$136.50');
    await expect(dialog.getByTestId('quote-amount')).toHaveText(TOTAL);
    await shoot(page, 'quote-form-desktop');
    await dialog.getByRole('button', { name: 'Create Quote' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId('quote-row').filter({ hasText: 'Q-0001' });
    await expect(row).toContainText('Morgan Reyes');
    await expect(row).toContainText(TOTAL);
    await row.getByRole('button', { name: 'Send Quote' }).click();
    await expect(row.getByText('Sent', { exact: true })).toBeVisible();
    await shoot(page, 'quotes-desktop');
  });

  const quoteMail = await caughtEmail(customer.email, `Quote Q-0001 from ${companyName}`);
  const quotePdf = await attachedPdfText(quoteMail, 'Q-0001.pdf');
  expect(quotePdf).toContain('Q-0001');
  expect(quotePdf).toContain(TOTAL);
  const previewLink = linkIn(quoteMail.text, '/quote-preview/');
  expect(previewLink).toMatch(/\/quote-preview\/\d+\?token=[\w-]{20,}/);

  await test.step('the owner has seen every notification so far', async () => {
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByTestId('unread-count')).toBeHidden();
    await page.keyboard.press('Escape');
  });

  await test.step('the customer reads the quote from the e-mailed link, without an account, and accepts it there', async () => {
    const guest = await guestPage(browser, consoleErrors);
    await guest.goto(previewLink);
    await expect(guest.getByRole('heading', { name: 'Quote Q-0001' })).toBeVisible();
    await expect(guest.getByText('Morgan Reyes')).toBeVisible();
    await expect(guest.getByTestId('preview-total')).toHaveText(TOTAL);
    await expect(guest.getByTestId('status-explanation')).toHaveText('This quote is pending customer response.');
    await expect(guest.getByRole('button', { name: 'Print Quote' })).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Close Window' })).toBeVisible();
    await shoot(guest, 'quote-preview-desktop');

    await guest.getByRole('button', { name: 'Accept', exact: true }).click();
    await guest.getByRole('button', { name: 'Accept Quote' }).click();
    await expect(guest.getByText('Please type your name to accept')).toBeVisible(); // the name is required
    await guest.getByLabel('Your full name').fill('Morgan Reyes');
    await guest.getByRole('button', { name: 'Accept Quote' }).click();
    await expect(guest.getByTestId('status-explanation')).toHaveText('This quote has been accepted by the customer.');
    await expect(guest.getByRole('button', { name: 'Accept', exact: true })).toBeHidden();
    await guest.context().close();
  });

  const portalLink = await test.step("the owner copies the customer's portal link", async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/customers');
    await page
      .getByRole('row', { name: /Morgan Reyes/ })
      .getByRole('button', { name: 'Portal' })
      .click();
    await expect(page.getByText('Portal link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/customer\/[\w-]{20,}$/);
    return link;
  });

  await test.step('the customer sees the quote accepted in the portal', async () => {
    const guest = await guestPage(browser, consoleErrors);
    await guest.goto(portalLink);
    await expect(guest.getByRole('heading', { name: 'Welcome, Morgan Reyes' })).toBeVisible();
    const stat = (label: string) => guest.getByRole('heading', { name: label, exact: true }).locator('xpath=..');
    await expect(stat('Outstanding Balance')).toContainText('$0.00');
    await expect(stat('Pending Quotes')).toContainText(/Pending Quotes\s*0(?!\d)/);
    await expect(guest.getByText('Q-0001')).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Accept quote Q-0001' })).toBeHidden();
    await shoot(guest, 'portal-quote-desktop');
    await guest.context().close();
  });

  await test.step('the owner is told, converts the quote and sends the invoice', async () => {
    await caughtEmail(owner.email, 'Quote Q-0001 accepted by Morgan Reyes');
    await page.goto('/quotes');
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const notice = page.getByRole('menuitem', { name: /Quote Q-0001 accepted/ });
    await expect(notice).toContainText(`Morgan Reyes accepted Q-0001 (${TOTAL}), signed by Morgan Reyes.`);
    await page.keyboard.press('Escape');

    const row = page.getByTestId('quote-row').filter({ hasText: 'Q-0001' });
    await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Convert to Invoice' }).click();
    await expect(page.getByText('Invoice INV-0001 was created from quote Q-0001.')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Invoiced' })).toBeVisible();

    await page.goto('/invoices');
    await page.getByRole('button', { name: 'View invoice INV-0001' }).click();
    const details = page.getByRole('dialog', { name: 'Invoice INV-0001' });
    await expect(statusIn(details)).toHaveText('Draft');
    await expect(details.getByText('Pool opening')).toBeVisible();
    await expect(details.getByText('Chemical balancing')).toBeVisible();
    await expect(details.getByTestId('details-total')).toHaveText(TOTAL);
    await shoot(page, 'invoice-details-desktop');
    await details.getByRole('button', { name: 'Send Invoice' }).click();
    await expect(details.getByText(`Sent to ${customer.email}`)).toBeVisible({ timeout: 15_000 });
    await expect(statusIn(details)).toHaveText('Sent');
    await page.keyboard.press('Escape');
  });

  const invoiceMail = await caughtEmail(customer.email, `Invoice INV-0001 from ${companyName}`);
  const invoicePdf = await attachedPdfText(invoiceMail, 'INV-0001.pdf');
  expect(invoicePdf).toContain('INV-0001');
  expect(invoicePdf).toContain(TOTAL);
  expect(linkIn(invoiceMail.text, '/customer/')).toBe(portalLink);

  await test.step('the customer opens the invoice in the portal, which marks it viewed', async () => {
    const guest = await guestPage(browser, consoleErrors);
    await guest.goto(portalLink);
    await expect(guest.getByText('INV-0001')).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'Outstanding Balance' }).locator('xpath=..')).toContainText(TOTAL);
    await guest.getByRole('button', { name: 'View invoice INV-0001' }).click();
    const dialog = guest.getByRole('dialog', { name: 'Invoice INV-0001' });
    await expect(dialog.getByText('Chemical balancing')).toBeVisible();
    await shoot(guest, 'portal-invoice-desktop');
    await guest.context().close();
  });

  await test.step('the owner sees it viewed, marks it paid, and the dashboard counts the revenue', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'View invoice INV-0001' }).click();
    const details = page.getByRole('dialog', { name: 'Invoice INV-0001' });
    await expect(statusIn(details)).toHaveText('Viewed');
    await details.getByRole('button', { name: 'Record Payment' }).click();
    await expect(details.getByLabel('Amount')).toHaveValue(TOTAL.replace(/[$,]/g, ''));
    await details.getByLabel('Payment Method').selectOption('Check');
    await details.getByLabel('Paid Date').fill(format(new Date(), 'yyyy-MM-dd'));
    await details.getByRole('button', { name: 'Record Payment' }).click();
    await expect(page.getByText('Payment recorded')).toBeVisible();
    await expect(statusIn(details)).toHaveText('Paid');
    await expect(details.getByTestId('payment-amount')).toHaveText(TOTAL);
    await expect(details.getByTestId('details-balance-due')).toHaveText('$0.00');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('summary-paid')).toContainText(TOTAL);

    await page.goto('/');
    await expect(page.getByTestId('stat-Total Revenue')).toHaveText(TOTAL);
    const recent = page.getByRole('heading', { name: 'Recent Invoices' }).locator('xpath=../..');
    await expect(recent.getByRole('link', { name: 'INV-0001' })).toBeVisible();
    await expect(recent).toContainText(TOTAL);
    const thisMonth = format(new Date(), 'MMMM yyyy');
    await expect(page.getByRole('row', { name: `${thisMonth} ${TOTAL}` })).toBeAttached();
    await shoot(page, 'dashboard-desktop');
  });
});
