import { DEMO, caughtEmail, expect, guestPage, signIn, test } from '../fixtures';
import { attachedPdfText, shoot } from './billing-helpers';

type Invoice = { id: number; invoiceNumber: string; customerId: number; customerEmail: string; total: string };

const money = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
const cents = (amount: string) => Math.round(Number(amount) * 100);

test("a customer pays the demo business's invoice by card: a declined card, part of it, then the rest", async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO);
  const revenue = async () =>
    cents(((await (await page.request.get('/api/dashboard/stats')).json()) as { totalRevenue: string }).totalRevenue);
  const before = await revenue();
  // An invoice sent to a customer and not paid yet, of the demo's seeded ones.
  const sent = (await (await page.request.get('/api/invoices?status=sent&limit=50')).json()) as Invoice[];
  const invoice = sent.find((i) => cents(i.total) > 5000)!;
  expect(invoice, 'a sent demo invoice over $50').toBeDefined();
  const total = cents(invoice.total);
  const { accessToken } = (await (await page.request.get(`/api/customers/${invoice.customerId}`)).json()) as {
    accessToken: string;
  };

  await test.step('the owner sees the test account verified and lets customers pay in part', async () => {
    await page.goto('/payment-setup');
    await expect(page.getByText('Test mode: no real money moves').first()).toBeVisible();
    await expect(page.getByText('Verified').first()).toBeVisible();
    const partial = page.getByRole('checkbox', { name: 'Accept partial payments' });
    if (!(await partial.isChecked())) await partial.click();
    await expect(partial).toBeChecked();
    await shoot(page, 'payment-setup-desktop');
  });

  const customer = await guestPage(browser, consoleErrors);
  const payDialog = async () => {
    await customer.goto(`/customer/${accessToken}`);
    await customer.getByRole('button', { name: `Pay invoice ${invoice.invoiceNumber}` }).click();
    const dialog = customer.getByRole('dialog', { name: `Pay Invoice ${invoice.invoiceNumber}` });
    await expect(dialog.getByText('Test mode: no real money moves')).toBeVisible();
    return dialog;
  };
  const fillCard = async (dialog: ReturnType<typeof customer.getByRole>, number: string) => {
    await dialog.getByLabel('Name on card').fill('Pat Customer');
    await dialog.getByLabel('Card number').fill(number);
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/40');
    await dialog.getByLabel('Security code').fill('123');
  };

  await test.step('a declined card shows its message and takes nothing', async () => {
    const dialog = await payDialog();
    await fillCard(dialog, '4000 0000 0000 0002');
    await shoot(customer, 'portal-pay-desktop');
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await expect(dialog.getByText('Your card was declined.')).toBeVisible();
    const row = (await (await page.request.get(`/api/invoices/${invoice.id}`)).json()) as { amountPaid: string };
    expect(row.amountPaid).toBe('0.00');
  });

  await test.step('the customer pays $20.00 with 4242..., and lands on payment success', async () => {
    const dialog = await payDialog();
    await dialog.getByLabel('Amount to pay').fill('20.00');
    await fillCard(dialog, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await expect(customer).toHaveURL(/\/payment-success\?invoice=\d+&payment_id=/);
    await expect(customer.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(customer.getByText('$20.00')).toBeVisible();
    await expect(customer.getByText(money(total - 2000))).toBeVisible();
  });

  await test.step('then the rest, and the invoice is paid in full', async () => {
    await customer.getByRole('link', { name: 'View your invoices' }).click();
    await expect(customer.getByText(`${money(total - 2000)} due`)).toBeVisible();
    const dialog = await payDialog();
    await fillCard(dialog, '4242424242424242');
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await expect(customer.getByText('Paid in full')).toBeVisible();
    await shoot(customer, 'payment-success-desktop');
  });

  await test.step('the customer gets a receipt, the invoice attached and marked paid', async () => {
    const subject = `Receipt for your payment of ${money(total - 2000)} to Greenline Landscaping`;
    const receipt = await caughtEmail(invoice.customerEmail, subject);
    expect(receipt.text).toContain('The invoice is now paid in full.');
    expect(receipt.text).toContain('Visa ending in 4242');
    const pdf = await attachedPdfText(receipt, `${invoice.invoiceNumber}.pdf`);
    expect(pdf).toContain('PAID');
  });

  await test.step("the owner sees it paid and the dashboard's revenue moved by the whole total", async () => {
    await page.goto('/invoices');
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(invoice.invoiceNumber);
    await expect(page.getByRole('row', { name: new RegExp(invoice.invoiceNumber) })).toContainText('Paid');
    expect(await revenue()).toBe(before + total);
    await page.goto('/');
    await expect(page.getByTestId('stat-Total Revenue')).toHaveText(money(before + total));
  });
  await customer.context().close();
});
