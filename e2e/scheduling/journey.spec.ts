import type { Locator, Page } from '@playwright/test';
import { addDays, dayAt, instantOf, wallClockAt, weekdayOf } from '../../src/shared/scheduling/zoned-time';
import {
  formatVisitClock,
  formatVisitClockWithZone,
  formatVisitDay,
  formatVisitTime,
} from '../../src/shared/scheduling/visit-time-text';
import { outsideHoursMessage } from '../../src/shared/scheduling/working-hours';
import { caughtEmail, expect, guestPage, linkIn, test, uniqueEmail } from '../fixtures';
import { expectNoSidewaysScroll, ownerWithCompany, postAs, shoot } from '../billing/billing-helpers';

const PHONE = { width: 390, height: 844 };
// The browser's clock far from the business's (America/New_York): a day apart most of the time. What the screens
// show must be the business's day and time whatever the browser's zone.
test.use({ timezoneId: 'Pacific/Auckland' });
const COMPANY = 'Cedar Ridge Landscaping';
const TECHNICIAN = 'Sam Ortiz';
const customer = { name: 'Avery Lindqvist', email: uniqueEmail('avery'), phone: '(555) 314-2200' };
const visitA = { title: 'Hedge trimming and cleanup', estimate: '145.00', total: '$145.00' };
const visitB = { title: 'Irrigation check' };
// A one-pixel PNG: the server checks a photo by its bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const dayText = (day: string, weekday: 'long' | 'short') =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));
/** A day's column and head are named like `Tuesday, Nov 24, 2026` (the calendar's `longDay`). */
const longDay = (day: string) => dayText(day, 'long');
/** `Tue, Nov 24, 2026`: a visit's day in its details. */
const shortDay = (day: string) => dayText(day, 'short');
/** The Monday of a day's week (the calendar's weeks run Monday to Sunday). */
const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));
const two = (n: number) => String(n).padStart(2, '0');
const minutesToTime = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
const at = (day: string, minutes: number, timeZone: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOf({ year, month, day: date, hour: Math.floor(minutes / 60), minute: minutes % 60 }, timeZone);
};
/** The hour from `start`: the first visit. */
const slotAt = (start: Date) => ({ start, end: new Date(start.getTime() + 3_600_000) });
/** An e-mail's text on one line: the plain text may wrap long sentences. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the first visit is booked: the next quarter hour at least 45 minutes ahead, today, when an hour's visit
 * still fits in the business's day; late in the evening tomorrow at 9:00 instead. Either is inside 24 hours, so its
 * reminder is due at once. It is dragged to the next day, or on a Sunday (the week's last column) to the day before.
 */
function planFirstVisit(timeZone: string, now = new Date()) {
  const clock = wallClockAt(now, timeZone);
  const today = dayAt(now, timeZone);
  const soon = Math.ceil((clock.hour * 60 + clock.minute + 45) / 15) * 15;
  const [day, minutes] = soon + 60 <= 24 * 60 ? [today, soon] : [addDays(today, 1), 9 * 60];
  const movedTo = weekdayOf(day) === 0 ? addDays(day, -1) : addDays(day, 1);
  return { today, day, minutes, movedTo, start: at(day, minutes, timeZone) };
}

/** The calendar showing the week of `day` (the one after today's at most). */
async function showWeekOf(page: Page, day: string, today: string) {
  if (mondayOf(day) !== mondayOf(today)) await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByRole('group', { name: longDay(day) })).toBeVisible();
}

/** A visit on the calendar, by its title, in the column of `day`. */
const visitIn = (page: Page, day: string, title: string) =>
  page.getByRole('group', { name: longDay(day) }).getByRole('button', { name: new RegExp(`[AP]M ${escape(title)} `) });

/** Presses the visit with the mouse, carries it sideways from one day's column to another's, and lets go. */
async function dragAcross(page: Page, block: Locator, from: Locator, to: Locator) {
  // In the middle of the window: near its top or bottom edge the page would scroll, carrying the visit along.
  await block.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await block.boundingBox())!;
  const dx = (await to.boundingBox())!.x - (await from.boundingBox())!.x;
  // Near the top: the bottom edge is the resize handle.
  const x = box.x + box.width / 2;
  const y = box.y + 10;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 12 });
  await page.mouse.up();
}

test('an owner books, drags and works a visit; the customer is e-mailed, reminded and confirms in the portal', async ({
  page,
  request,
  browser,
  consoleErrors,
}) => {
  // About 12 s of work on a quiet machine, plus the wait for the reminder: its job runs once a minute (pg-boss
  // looks at its schedules every 30 s), so that e-mail comes 0 to 90 s after the visit is booked.
  test.setTimeout(150_000);
  const owner = await ownerWithCompany(page, request, COMPANY);
  const { id: customerId } = await postAs<{ id: number }>(page, '/api/customers', customer);
  const settings = await (await page.request.get('/api/schedule-settings')).json();
  expect(settings).toMatchObject({ autoConfirmation: false, reminderSettings: { enabled: true, hoursBefore: 24 } });
  const zone: string = settings.timeZone;
  const plan = planFirstVisit(zone);
  const whenA = formatVisitTime(plan.start, zone);

  // A second visit two hours after the first, booked now (its reminder is due at once, and the job that sends it
  // runs every minute): the portal's Next Service once the first is done.
  const startB = new Date(plan.start.getTime() + 120 * 60_000);
  await postAs(page, '/api/appointments', {
    title: visitB.title,
    appointmentType: 'maintenance',
    customerId,
    startTime: startB.toISOString(),
    endTime: new Date(startB.getTime() + 45 * 60_000).toISOString(),
    duration: 45,
    assignedTechnician: TECHNICIAN,
    allowOutsideHours: true,
  });
  const whenB = formatVisitTime(startB, zone);

  await test.step('at desktop width the owner books a visit with New Appointment and sees it on the calendar', async () => {
    await page.goto('/scheduling');
    await expect(page.getByRole('heading', { name: 'Scheduling', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'New Appointment' }).click();
    const form = page.getByRole('dialog', { name: 'New Appointment' });
    await form.getByLabel('Title').fill(visitA.title);
    await form.getByLabel('Appointment Type').selectOption('maintenance');
    await form.getByRole('combobox', { name: 'Customer' }).fill('Lindq');
    await form.getByRole('option', { name: new RegExp(customer.name) }).click();
    await form.getByLabel('Start date').fill(plan.day);
    await form.getByLabel('Start time').fill(minutesToTime(plan.minutes));
    await form.getByLabel('Duration (minutes)').fill('60');
    await expect(form.getByLabel('End time')).toHaveValue(minutesToTime(plan.minutes + 60));
    await form.getByLabel('Assigned Technician').fill(TECHNICIAN);
    await form.getByLabel('Location').fill('42 Birch Lane, Springfield');
    await form.getByLabel('Estimated Cost ($)').fill(visitA.estimate);
    await shoot(page, 'visit-form-desktop');
    await form.getByRole('button', { name: 'Create Appointment' }).click();
    // Booked "now": outside the working hours in the evening and at weekends, where the owner books it anyway.
    const outside = outsideHoursMessage(slotAt(plan.start), settings.workingHours, zone);
    if (outside) {
      await expect(form.getByRole('alert')).toHaveText(new RegExp(escape(outside)));
      await form.getByRole('button', { name: 'Book anyway' }).click();
    }
    await expect(form).toBeHidden();
    await expect(page.getByText('Appointment created successfully')).toBeVisible();

    await showWeekOf(page, plan.day, plan.today);
    const block = visitIn(page, plan.day, visitA.title);
    await expect(block).toHaveAccessibleName(
      `${formatVisitClock(plan.start, zone)} – ${formatVisitClock(
        new Date(plan.start.getTime() + 3_600_000),
        zone,
      )} ${visitA.title} ${customer.name} ${TECHNICIAN} Scheduled`,
    );
    await shoot(page, 'calendar-desktop');
  });

  await test.step('the owner drags the visit to another day; it stays there, rescheduled', async () => {
    const block = visitIn(page, plan.day, visitA.title);
    await dragAcross(
      page,
      block,
      page.getByRole('group', { name: longDay(plan.day) }),
      page.getByRole('group', { name: longDay(plan.movedTo) }),
    );
    const movedStart = at(plan.movedTo, plan.minutes, zone);
    if (outsideHoursMessage(slotAt(movedStart), settings.workingHours, zone)) {
      const confirm = page.getByRole('alertdialog', { name: 'Outside working hours' });
      await confirm.getByRole('button', { name: 'Move anyway' }).click();
    }
    // Another day at the same time, saved: the server makes it Rescheduled.
    const moved = visitIn(page, plan.movedTo, visitA.title);
    const sameTime = new RegExp(`^${formatVisitClock(plan.start, zone)} – .* ${escape(visitA.title)} .* Rescheduled$`);
    await expect(moved).toHaveAccessibleName(sameTime);
    await expect(visitIn(page, plan.day, visitA.title)).toHaveCount(0);
    // A drag is not a click: the visit did not open.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    await showWeekOf(page, plan.movedTo, plan.today);
    await expect(visitIn(page, plan.movedTo, visitA.title)).toHaveAccessibleName(sameTime);
    await expect(visitIn(page, plan.day, visitA.title)).toHaveCount(0);
    await visitIn(page, plan.movedTo, visitA.title).click();
    const dialog = page.getByRole('dialog', { name: visitA.title });
    await expect(dialog.getByText('Status', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      'Rescheduled',
    );
    await expect(dialog.getByText('When', { exact: true }).locator('xpath=following-sibling::dd')).toContainText(
      `${shortDay(plan.movedTo)} · ${formatVisitClock(movedStart, zone)} – `,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await page.setViewportSize(PHONE);

  await test.step('on a phone the calendar shows a day; the visit is tapped and moved back to today', async () => {
    await page.goto('/scheduling');
    await expect(page.getByRole('heading', { name: longDay(plan.today) })).toBeVisible();
    await expect(page.locator('[data-day-column]')).toHaveCount(1);
    const days = daysBetween(plan.today, plan.movedTo);
    for (let i = 0; i < Math.abs(days); i++) {
      await page.getByRole('button', { name: days > 0 ? 'Next day' : 'Previous day' }).click();
    }
    await expect(page.getByRole('heading', { name: longDay(plan.movedTo) })).toBeVisible();
    await shoot(page, 'calendar-day-phone');
    await visitIn(page, plan.movedTo, visitA.title).click();
    const dialog = page.getByRole('dialog', { name: visitA.title });
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Edit Appointment' });
    await form.getByLabel('Start date').fill(plan.today);
    await expect(form.getByLabel('End date')).toHaveValue(plan.today);
    await shoot(page, 'visit-edit-phone');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    if (outsideHoursMessage(slotAt(at(plan.today, plan.minutes, zone)), settings.workingHours, zone)) {
      await form.getByRole('button', { name: 'Save anyway' }).click();
    }
    await expect(form).toBeHidden();
  });

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: visitA.title }) });
  let omwSentBetween: [number, number] = [0, 0];

  await test.step("on Today's Schedule the crew says they are on the way and starts the job", async () => {
    await page.getByRole('tab', { name: "Today's Schedule" }).click();
    await expect(page.getByRole('heading', { name: formatVisitDay(new Date(), zone) })).toBeVisible();
    await expect(card).toBeVisible();
    await expect(card).toContainText(customer.name);
    await expect(card).toContainText('0/0 tasks done');
    await expectNoSidewaysScroll(page);
    await shoot(page, 'today-phone');

    await card.getByRole('button', { name: 'On my way' }).click();
    const onMyWay = page.getByRole('dialog', { name: 'On my way' });
    await expect(onMyWay).toContainText(`We e-mail ${customer.email}.`);
    await onMyWay.getByLabel('Arriving in (minutes)').fill('20');
    const before = Date.now();
    await onMyWay.getByRole('button', { name: 'Send' }).click();
    await expect(onMyWay).toBeHidden();
    omwSentBetween = [before, Date.now()];
    await expect(page.getByText(`On my way sent to ${customer.email}, expected at`)).toBeVisible();
    await expect(card).toContainText('On my way sent at');

    await card.getByRole('button', { name: 'Start Job' }).click();
    await expect(card.getByRole('button', { name: 'Mark Complete' })).toBeVisible();
    await expect(card).toContainText('In Progress');
  });

  await test.step('the crew opens the visit, adds and ticks a task, and logs a note with a photo', async () => {
    await card.getByRole('button', { name: new RegExp(escape(visitA.title)) }).click();
    const tasks = card.getByRole('region', { name: 'Tasks' });
    await expect(tasks.getByText('0 of 0 tasks done')).toBeVisible();
    await tasks.getByRole('button', { name: 'Add Task' }).click();
    const taskForm = page.getByRole('dialog', { name: 'Add Task' });
    await taskForm.getByLabel('Title').fill('Trim the front hedge');
    await taskForm.getByRole('button', { name: 'Add Task' }).click();
    await expect(taskForm).toBeHidden();
    const tick = tasks.getByRole('checkbox', { name: /Trim the front hedge/ });
    await expect(tick).not.toBeChecked();
    await tick.click();
    await expect(tick).toBeChecked();
    await expect(tasks.getByText('1 of 1 tasks done')).toBeVisible();
    await expect(card).toContainText('1/1 tasks done');

    await card.getByRole('tab', { name: 'Progress' }).click();
    const progress = card.getByRole('region', { name: 'Progress' });
    const note = 'Front hedge trimmed, clippings hauled away';
    await progress.getByLabel('Message').fill(note);
    await progress.getByLabel('Photo files').setInputFiles({ name: 'hedge.png', mimeType: 'image/png', buffer: PNG });
    await expect(progress.getByRole('img', { name: 'hedge.png' })).toBeVisible();
    await progress.getByRole('button', { name: 'Add 1 Photo' }).click();
    const photo = progress.getByRole('img', { name: `Photo 1 of 1: ${note}` });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expect(progress.getByText('Rescheduled → In Progress', { exact: true })).toBeVisible();
    await expect(progress.getByText(/^On my way: expected at \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    await shoot(page, 'today-work-phone');
  });

  await test.step('the crew marks the visit complete and invoices it: a draft with the visit on it', async () => {
    await card.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(card).toContainText('Completed');
    await expect(card.getByRole('button', { name: 'On my way' })).toBeHidden();
    await card.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(page).toHaveURL(/\/invoices\?invoice=\d+$/);
    const details = page.getByRole('dialog', { name: 'Invoice INV-0001' });
    await expect(details.getByText('Status', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      'Draft',
    );
    await expect(details.getByText(visitA.title, { exact: true })).toBeVisible();
    await expect(details.getByTestId('details-total')).toHaveText(visitA.total);
    await expect(details).toContainText(customer.name);
    await shoot(page, 'visit-invoice-phone');
  });

  const booked = await test.step("the customer's e-mails: booked, on the way, and the reminder", async () => {
    const booked = await caughtEmail(customer.email, `Please confirm your visit with ${COMPANY} on ${whenA}`);
    expect(flat(booked.text)).toContain(`${COMPANY} has scheduled a visit for you on ${whenA}.`);
    expect(flat(booked.text)).toContain(`Technician: ${TECHNICIAN}`);

    const omw = await caughtEmail(customer.email, `${COMPANY} is on the way`);
    const arrival = /Expected arrival: around (\d{1,2}:\d{2} [AP]M [A-Z]+)\./.exec(flat(omw.text))?.[1];
    const possible = omwSentBetween.map((t) => formatVisitClockWithZone(new Date(t + 20 * 60_000), zone));
    expect(possible).toContain(arrival);
    expect(flat(omw.text)).toContain(`${TECHNICIAN} from ${COMPANY} is on the way to you for ${visitA.title}.`);

    const reminder = await caughtEmail(customer.email, `Reminder: your visit with ${COMPANY} on ${whenB}`, 90_000);
    expect(flat(reminder.text)).toContain(`This is a reminder of your visit with ${COMPANY} on ${whenB}.`);
    expect(flat(reminder.text)).toContain(visitB.title);
    expect(linkIn(reminder.text, '/customer/')).toBe(linkIn(booked.text, '/customer/'));
    return booked;
  });

  await test.step('the customer opens the portal from the e-mail and confirms the next visit', async () => {
    const guest = await guestPage(browser, consoleErrors);
    await guest.setViewportSize(PHONE);
    await guest.goto(linkIn(booked.text, '/customer/'));
    await expect(guest.getByRole('heading', { name: `Welcome, ${customer.name}` })).toBeVisible();
    const next = guest.getByTestId('next-service');
    await expect(next).toContainText(formatVisitDay(startB, zone));
    await expect(next).toContainText(`${formatVisitClockWithZone(startB, zone)} · ${visitB.title} · ${TECHNICIAN}`);
    await expect(next).toContainText('Does this time work for you?');
    await shoot(guest, 'portal-next-service-phone');
    await next.getByRole('button', { name: 'Confirm' }).click();
    await expect(next.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(next.getByRole('button', { name: 'Confirm' })).toBeHidden();
    await guest.reload();
    await expect(guest.getByTestId('next-service').getByText('Confirmed', { exact: true })).toBeVisible();
    await guest.context().close();

    await caughtEmail(owner.email, `${customer.name} confirmed their visit on ${whenB}`);
  });
});
