import { shoot } from '../billing/billing-helpers';
import { ADMIN, DEMO, caughtEmail, expect, signIn, test, watchedPage } from '../fixtures';

// A 1 x 1 PNG: a real picture, which the server judges by its bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an owner sends feedback; the administrator answers it, and the owner reads the public answer only', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // Two browsers, e-mail through SMTP and screenshots in both themes, on a machine shared with other suites.
  test.setTimeout(90_000);
  const title = `Calendar drag is slow ${Date.now().toString(36)}`;
  const note = 'Internal: same root cause as the week view bug';
  const answer = 'Thanks! A fix ships this week.';

  await test.step('the owner sends feedback with a screenshot', async () => {
    await signIn(page, DEMO);
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback & Support' })).toBeVisible();
    await expect(page.getByLabel('Type')).toHaveValue('question');
    await expect(page.getByLabel('Priority')).toHaveValue('medium');
    await page.getByLabel('Type').selectOption('bug');
    await page.getByLabel('Priority').selectOption('high');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Dragging a visit to another day takes seconds to settle.');
    await page
      .getByTestId('screenshot-input')
      .setInputFiles({ name: 'calendar.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'calendar.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByText('Thank you! We will get back to you soon.')).toBeVisible();
    const mine = page.getByTestId('my-feedback').filter({ hasText: title });
    await expect(mine).toContainText('open');
    await expect(mine.getByRole('img', { name: 'calendar.png' })).toBeVisible();
  });

  const adminMail = await caughtEmail(ADMIN.email, `New feedback: ${title}`);
  expect(adminMail.text).toContain('Dragging a visit to another day');

  const context = await browser.newContext();
  const admin = await watchedPage(context, consoleErrors);
  await test.step('the administrator sets the status and answers with an internal note and a public response', async () => {
    await signIn(admin, ADMIN);
    await admin.goto('/admin/feedback');
    await expect(admin.getByRole('heading', { level: 1, name: 'Feedback Manager' })).toBeVisible();
    const card = admin.getByTestId('feedback-card').filter({ hasText: title });
    await card.getByRole('combobox', { name: `Status of ${title}` }).selectOption('in_progress');
    await expect(admin.getByText('Feedback status has been updated successfully.')).toBeVisible();
    await expect(card).toContainText('in progress');

    await card.getByRole('button', { name: title }).click();
    const dialog = admin.getByRole('dialog', { name: title });
    await expect(dialog).toContainText(/User #\d+/);
    await expect(dialog).toContainText('No responses yet');
    await expect(dialog.getByRole('img', { name: 'calendar.png' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Add Response' }).click();
    await dialog.getByLabel('Response', { exact: true }).fill(note);
    await dialog.getByLabel('Response type').selectOption({ label: 'Internal Note (Admin Only)' });
    await dialog.getByRole('button', { name: 'Submit Response' }).click();
    await expect(admin.getByText('Your response has been submitted successfully.')).toBeVisible();
    await expect(dialog.getByTestId('feedback-response').filter({ hasText: note })).toContainText('Internal Note');

    await dialog.getByRole('button', { name: 'Add Response' }).click();
    await dialog.getByLabel('Response', { exact: true }).fill(answer);
    await dialog.getByRole('button', { name: 'Submit Response' }).click();
    await expect(dialog.getByTestId('feedback-response').filter({ hasText: answer })).toContainText('Public Response');
    await shoot(admin, 'feedback-detail');
    await admin.keyboard.press('Escape');
    await shoot(admin, 'feedback-manager');
  });
  await context.close();

  await test.step('the owner reads the public response, never the note', async () => {
    const reply = await caughtEmail(DEMO.email, `Re: ${title}`);
    expect(reply.text).toContain(answer);
    expect(reply.text).not.toContain(note);
    await page.reload();
    const mine = page.getByTestId('my-feedback').filter({ hasText: title });
    await expect(mine).toContainText(answer);
    await expect(mine).toContainText('in progress');
    await expect(page.getByText(note)).toHaveCount(0);
    await shoot(page, 'feedback-owner');
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'feedback-owner-375');
  });
});
