import { caughtEmail, expect, guestPage, test, uniqueEmail } from '../fixtures';
import { ownerWithCompany, postAs, shoot } from '../billing/billing-helpers';

const COMPANY = 'Bluewater Pools';
const OFFER = 'https://bluewater.example/spring-offer';
const SUBJECT_OF = (name: string) => `Spring cleanup with ${COMPANY}, ${name}`;

/** The first link in `html` whose address contains `part`. */
function hrefIn(html: string, part: string) {
  const match = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  const found = match.find((url) => url.includes(part));
  if (!found) throw new Error(`No link with ${part} in the message`);
  return found;
}

test('an owner sends a campaign from a template; opens, clicks and an unsubscribe are counted', async ({
  page,
  request,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await ownerWithCompany(page, request, COMPANY);
  const ana = { name: 'Ana <b>Reyes</b>', email: uniqueEmail('ana') };
  const ben = { name: 'Ben Ortiz', email: uniqueEmail('ben') };
  for (const c of [ana, ben]) await postAs(page, '/api/customers', c);

  await test.step('the owner writes it from a template, previews it for a customer and saves it', async () => {
    await page.goto('/marketing');
    await expect(page.getByRole('heading', { name: 'Marketing Campaigns' })).toBeVisible();
    await expect(page.getByText('No campaigns yet')).toBeVisible();
    await page.getByRole('button', { name: 'New Campaign' }).click();
    const form = page.getByRole('dialog', { name: 'New Campaign' });
    await form.getByRole('button', { name: /Spring Cleanup Special/ }).click();
    await expect(form.getByLabel('Name')).toHaveValue('Spring Cleanup Special');
    await expect(form.getByRole('radio', { name: /All customers/ })).toBeChecked();
    await expect(form.getByTestId('audience-all')).toHaveText('2 customers');
    await form.getByLabel('Content').press('ControlOrMeta+End');
    await form.getByLabel('Content').pressSequentially(`\n\nSee the offer: ${OFFER}`);

    await form.getByRole('button', { name: 'Preview', exact: true }).click();
    // Read from the frame's document, not inside it: the sandboxed frame runs no script, the test's own neither.
    // The name stays text: its angle brackets are escaped, not made bold.
    const preview = form.locator('iframe[title="E-mail preview"]');
    await expect(preview).toHaveAttribute('srcdoc', /Hi (Ana &lt;b&gt;Reyes&lt;\/b&gt;|Ben Ortiz)/);
    await form.getByRole('button', { name: 'Edit', exact: true }).click();
    // No picture of the form: a screenshot's script would be refused by the preview's sandboxed frame, and logged.
    await form.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(page.getByText('Campaign created successfully')).toBeVisible();
    await expect(form).toBeHidden();
  });

  await test.step('it is sent now to both customers, one message each', async () => {
    await page
      .getByRole('link', { name: /Spring Cleanup Special/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Spring Cleanup Special' })).toBeVisible();
    await page.getByRole('button', { name: 'Send now' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Send Campaign' });
    await expect(confirm).toContainText('2 customers');
    await confirm.getByRole('button', { name: /Send/ }).last().click();
    const forAna = await caughtEmail(ana.email, SUBJECT_OF(ana.name));
    await caughtEmail(ben.email, SUBJECT_OF(ben.name));
    expect(forAna.text).toContain('Hi Ana <b>Reyes</b>');
    expect(forAna.html).toContain('Hi Ana &lt;b&gt;Reyes&lt;/b&gt;');
    await expect(page.getByRole('row', { name: new RegExp(ben.email) })).toContainText('Sent');
    await shoot(page, 'campaign-sent');

    // The customer opens it, and follows a link: each counted once.
    expect((await request.get(hrefIn(forAna.html, '/api/campaigns/open/'))).status()).toBe(200);
    expect((await request.get(hrefIn(forAna.html, '/api/campaigns/open/'))).status()).toBe(200);
    const click = await request.get(hrefIn(forAna.html, '/api/campaigns/click/'), { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    expect(click.headers().location).toBe(OFFER);
    const unsubscribeLink = hrefIn(forAna.html, '/unsubscribe/');
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(ana.email.replace(/[.+]/g, '\\$&')) })).toContainText(
      'Clicked',
    );

    const customer = await guestPage(browser, consoleErrors);
    await customer.goto(unsubscribeLink);
    await expect(customer.getByRole('heading', { name: `Unsubscribe from ${COMPANY}` })).toBeVisible();
    await customer.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(customer.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await customer.close();

    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(ana.email.replace(/[.+]/g, '\\$&')) })).toContainText(
      'Unsubscribed',
    );
  });

  await test.step('the next campaign cannot reach the customer who unsubscribed', async () => {
    await page.goto('/marketing');
    await page.getByRole('button', { name: 'New Campaign' }).click();
    const form = page.getByRole('dialog', { name: 'New Campaign' });
    await expect(form.getByTestId('audience-all')).toHaveText('1 customer');
  });
});
