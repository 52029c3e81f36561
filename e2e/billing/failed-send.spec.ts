import { expect, test } from '../fixtures';
import { REJECTED_DOMAIN, REJECTION } from '../smtp-catcher';
import { fillItem, outboxRowTo, ownerWithCompany, postAs, shoot } from './billing-helpers';

/*
 * The SMTP catcher refuses every recipient at REJECTED_DOMAIN. The app tries four times with growing
 * pauses (DELIVERY_RETRY in src/server/lib/mailer/mailer.ts: about 35 to 70 s in all) before it marks the
 * message failed, longer than a browser test should take. So this test follows the first refusal: the
 * invoice shows it is on its way, and the outbox records the server's reason while the retries go on.
 * The final "Delivery failed" state is covered by the server tests (invoice-send.test.ts).
 */
test("an invoice e-mail that the customer's mail server refuses is recorded with the reason", async ({
  page,
  request,
  baseURL,
}) => {
  const to = `billing-${Date.now().toString(36)}@${REJECTED_DOMAIN}`;
  await ownerWithCompany(page, request, 'Harbor Lawn Co');
  await postAs(page, '/api/customers', { name: 'Casey Unreachable', email: to });

  await page.goto('/customers');
  await page.getByRole('button', { name: 'Actions for Casey Unreachable' }).click();
  await page.getByRole('menuitem', { name: 'Create Invoice' }).click();
  const form = page.getByRole('dialog', { name: 'Create Invoice' });
  await expect(form.getByLabel('Customer Email')).toHaveValue(to);
  await fillItem(form, 0, { description: 'Spring lawn aeration', rate: '180' });
  await expect(form.getByTestId('invoice-total')).toHaveText('$180.00');
  await form.getByRole('button', { name: 'Create Invoice' }).click();

  const details = page.getByRole('dialog', { name: 'Invoice INV-0001' });
  await details.getByRole('button', { name: 'Send Invoice' }).click();
  await expect(details.getByRole('status')).toHaveText(`Sending to ${to}…`);
  await shoot(page, 'invoice-sending');

  const row = await outboxRowTo(baseURL!, to, (r) => r.attempts >= 1);
  expect(row.subject).toBe('Invoice INV-0001 from Harbor Lawn Co');
  expect(row.status).toBe('queued'); // refused once, to be tried again
  expect(row.lastError).toContain(REJECTION);
  expect(row.lastError).toContain('550');
  // While it is tried again, the owner still sees it on its way, not delivered.
  await expect(details.getByRole('status')).toHaveText(`Sending to ${to}…`);
  await expect(details.getByText(`Sent to ${to}`)).toBeHidden();
});
