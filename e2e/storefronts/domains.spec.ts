import { caughtEmail, expect, test } from '../fixtures';
import { ownerWithCompany, postAs, shoot } from '../billing/billing-helpers';

const COMPANY = 'Greenline Lawn Care';
const expiry = `12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, '0')}`;

test('an owner adds a custom domain, pays its setup fee through checkout, and is shown the DNS record to add', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCompany(page, request, COMPANY);
  const tag = Date.now().toString(36);
  await postAs(page, '/api/landing-page-config', { title: COMPANY, subdomain: `greenline-${tag}` });
  const domain = `www.greenline-${tag}.example`;

  await test.step('the domain is created from the Landing Pages screen, pending its setup fee', async () => {
    await page.goto('/domains');
    await page.getByRole('button', { name: 'New Domain' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Domain type').selectOption('custom');
    await dialog.getByLabel('Custom domain').fill(domain);
    await dialog.getByRole('button', { name: 'Create Domain' }).click();
    await expect(dialog.getByText('Please select a template')).toBeVisible();
    await dialog.getByLabel('Template').selectOption({ index: 1 });
    await dialog.getByLabel('SEO title').fill(COMPANY);
    await dialog.getByLabel('SEO description').fill('Mowing, edging and seasonal cleanups.');
    await dialog.getByLabel('Contact email').fill(owner.email);
    await dialog.getByRole('button', { name: 'Create Domain' }).click();
    await expect(page.getByText('Pending Setup')).toBeVisible();
    await shoot(page, 'domains-pending');
  });

  await test.step('checkout takes the $49 setup fee with the test card and sends the owner back', async () => {
    await page.getByRole('link', { name: 'Complete setup' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/domain/${domain.replaceAll('.', '\\.')}$`));
    await expect(page.getByText('$19.00/month from 30 days on')).toBeVisible();
    await page.getByLabel('Name on card').fill('Casey Rivera');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill(expiry);
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('ZIP code').fill('94110');
    await shoot(page, 'domain-checkout');
    await page.getByRole('button', { name: 'Pay $49.00' }).click();
    await expect(page.getByText('Payment Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/domain-manager$/);
    await caughtEmail(owner.email, `Receipt for your domain ${domain}: $49.00`);
  });

  await test.step('the paid domain waits on its DNS record, which the page shows with a Verify button', async () => {
    // Paid, switched on, but not 'Active' until its DNS is verified and it is served over HTTPS.
    await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Complete setup' })).toHaveCount(0);
    await expect(page.getByText(`_crewdesk.${domain}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Verify/ })).toBeVisible();
    await shoot(page, 'domains-paid');
  });
});
