import type { Locator, Page } from '@playwright/test';
import { expect, guestPage, test, uniqueEmail } from '../fixtures';
import { expectNoSidewaysScroll, ownerWithCompany, postAs, shoot } from './billing-helpers';

const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE });

// Long words are what push a narrow screen sideways.
const customer = {
  name: 'Alexandria Montgomery-Fitzgerald',
  email: uniqueEmail('alexandria.montgomery-fitzgerald'),
  phone: '(555) 430-7788',
  address: '12345 Northwest Evergreen Terrace Boulevard, Apartment 1234, Springfield, OR 97403',
};
const items = [
  { description: 'Weekly pool cleaning and skimming (four visits)', quantity: 4, rate: '85.00' },
  { description: 'Filter cartridge replacement', quantity: 1, rate: '129.99' },
];
const TOTAL = '$469.99';

/** Each of these is visible and lies inside the window's width (soft: every screen gets checked). */
async function expectOnScreen(page: Page, ...locators: Locator[]) {
  for (const locator of locators) {
    await expect(locator).toBeVisible();
    const box = (await locator.boundingBox())!;
    expect.soft(box.x, `${locator} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect.soft(box.x + box.width, `${locator} ends inside the window`).toBeLessThanOrEqual(PHONE.width);
  }
  await expectNoSidewaysScroll(page);
}

test('at phone width the billing screens and the portal fit without sideways scrolling', async ({
  page,
  request,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await ownerWithCompany(page, request, 'Evergreen Aquatics & Outdoor Living');
  const { id: customerId, accessToken } = await postAs<{ id: number; accessToken: string }>(
    page,
    '/api/customers',
    customer,
  );
  const quote = await postAs<{ id: number; previewToken: string }>(page, '/api/quotes', {
    customerId,
    amount: '469.99',
    description: 'Summer maintenance package',
    items,
  });
  await postAs(page, `/api/quotes/${quote.id}/send`);
  const invoice = await postAs<{ id: number }>(page, '/api/invoices', {
    customerId,
    customerName: customer.name,
    customerEmail: customer.email,
    items,
    notes: 'Gate code 4321; please close the gate behind you.',
  });
  await postAs(page, `/api/invoices/${invoice.id}/send`);

  await page.goto('/');
  await expectOnScreen(
    page,
    page.getByRole('heading', { name: 'Dashboard', exact: true }),
    page.getByTestId('stat-Outstanding'),
    page.getByRole('heading', { name: 'Recent Invoices' }),
    page.getByRole('link', { name: 'INV-0001' }),
    page.getByRole('heading', { name: 'Revenue by Month' }),
  );
  await expect(page.getByTestId('stat-Outstanding')).toHaveText(TOTAL);
  await shoot(page, 'dashboard-phone');

  await page.goto('/customers');
  await expectOnScreen(
    page,
    page.getByRole('heading', { name: 'Customers', exact: true }),
    page.getByText('Total Customers', { exact: true }),
    page.getByText(customer.name, { exact: true }),
    page.getByRole('button', { name: 'Portal' }),
    page.getByRole('button', { name: `Actions for ${customer.name}` }),
  );
  await shoot(page, 'customers-phone');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expectOnScreen(page, page.getByRole('dialog', { name: 'Add Customer' }).getByLabel('Address'));
  await shoot(page, 'customer-dialog-phone');
  await page.keyboard.press('Escape');

  await page.goto('/invoices');
  await expectOnScreen(
    page,
    page.getByRole('heading', { name: 'Invoices', exact: true }),
    page.getByTestId('summary-pending'),
    page.getByRole('button', { name: 'INV-0001', exact: true }),
    page.getByRole('button', { name: 'View invoice INV-0001' }),
  );
  await shoot(page, 'invoices-phone');
  await page.getByRole('button', { name: 'View invoice INV-0001' }).click();
  const details = page.getByRole('dialog', { name: 'Invoice INV-0001' });
  await expectOnScreen(
    page,
    details.getByTestId('details-total'),
    details.getByRole('button', { name: 'Record Payment' }),
  );
  await expect(details.getByTestId('details-total')).toHaveText(TOTAL);
  await shoot(page, 'invoice-details-phone');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create Invoice' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create Invoice' });
  await expectOnScreen(page, form.getByLabel('Customer Email'), form.getByTestId('invoice-total'));
  await shoot(page, 'invoice-form-phone');
  await page.keyboard.press('Escape');

  await page.goto('/quotes');
  await expectOnScreen(
    page,
    page.getByRole('heading', { name: 'Quotes', exact: true }),
    page.getByTestId('quote-row').getByText('Q-0001'),
    page.getByTestId('quote-row').getByText(TOTAL),
    page.getByRole('button', { name: 'Mark Accepted' }),
  );
  await shoot(page, 'quotes-phone');
  await page.getByRole('button', { name: 'New Quote' }).click();
  const quoteForm = page.getByRole('dialog', { name: 'New Quote' });
  await expectOnScreen(
    page,
    quoteForm.getByTestId('quote-amount'),
    quoteForm.getByRole('group', { name: 'Items' }).getByLabel('Rate ($)'),
  );
  await shoot(page, 'quote-form-phone');
  await page.keyboard.press('Escape');

  const guest = await guestPage(browser, consoleErrors);
  await guest.setViewportSize(PHONE);
  await guest.goto(`/customer/${accessToken}`);
  await expectOnScreen(
    guest,
    guest.getByRole('heading', { name: `Welcome, ${customer.name}` }),
    guest.getByText(customer.address),
    guest.getByRole('heading', { name: 'Outstanding Balance' }),
    guest.getByText('INV-0001'),
    guest.getByRole('button', { name: 'View invoice INV-0001' }),
    guest.getByRole('button', { name: 'Accept quote Q-0001' }),
  );
  await expect(guest.getByRole('heading', { name: 'Outstanding Balance' }).locator('xpath=..')).toContainText(TOTAL);
  await shoot(guest, 'portal-phone');
  await guest.getByRole('button', { name: 'View invoice INV-0001' }).click();
  await expectOnScreen(
    guest,
    guest.getByRole('dialog', { name: 'Invoice INV-0001' }).getByText('Total', { exact: true }),
  );
  await shoot(guest, 'portal-invoice-phone');
  await guest.keyboard.press('Escape');

  await guest.goto(`/quote-preview/${quote.id}?token=${quote.previewToken}`);
  await expectOnScreen(
    guest,
    guest.getByRole('heading', { name: 'Quote Q-0001' }),
    guest.getByTestId('preview-total'),
    guest.getByRole('button', { name: 'Print Quote' }),
    guest.getByRole('button', { name: 'Close Window' }),
  );
  await shoot(guest, 'quote-preview-phone');
  await guest.context().close();
});
