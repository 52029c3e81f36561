import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, bookingSlotsSchema } from '../../../../shared/storefronts/booking.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { waitFor } from '../../../../test/wait';
import { at, book, bookingBusiness, nextMonday, storedOf } from '../booking/booking.test-helpers';
import { openInBrowser, type BrowserPage } from './browser.test-helpers';

describe('the storefront page script: Book a Visit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const daySelect = (page: BrowserPage) => page.byId('booking-day') as HTMLSelectElement;
  const times = (page: BrowserPage) =>
    [...page.doc.querySelectorAll<HTMLInputElement>('#booking-slots input[name="start"]')].map((r) => r.value);
  const slotCalls = (page: BrowserPage) => page.calls.filter((c) => c.url.includes('/slots'));
  /** The page once its days are loaded (the select holds more than its prompt). */
  async function openBooking(url: string) {
    const page = await openInBrowser(t, url);
    await waitFor(() => (daySelect(page).options.length > 1 ? true : undefined), 'the days to load');
    return page;
  }
  const choose = (page: BrowserPage, start: string) => {
    page.doc.querySelector<HTMLInputElement>(`#booking-slots input[value="${start}"]`)!.checked = true;
  };

  it("loads the next 14 days' free times, shows a day's times with the API's labels, again for a service", async () => {
    const b = await bookingBusiness(t);
    const monday = nextMonday();
    const page = await openBooking(`/landing/${b.subdomain}`);
    expect(slotCalls(page).map((c) => [c.method, c.url])).toEqual([
      ['GET', `/api/landing/${b.subdomain}/slots?days=14`],
    ]);
    const api = bookingSlotsSchema.parse(
      (await t.app.inject({ url: `/api/landing/${b.subdomain}/slots?days=14` })).json(),
    );
    const free = api.days.filter((d) => d.slots.length > 0);
    expect([...daySelect(page).options].slice(1).map((o) => o.value)).toEqual(free.map((d) => d.date));
    const option = [...daySelect(page).options].find((o) => o.value === monday)!;
    expect(option.textContent).toMatch(/^Mon, [A-Z][a-z]{2} \d{1,2}$/);
    expect(times(page)).toEqual([]);

    page.fill('booking-form', { day: monday });
    const monday9 = free.find((d) => d.date === monday)!.slots;
    expect(times(page)).toEqual(monday9.map((s) => s.start));
    const labels = [...page.doc.querySelectorAll('#booking-slots label')].map((l) => l.textContent);
    expect(labels).toEqual(monday9.map((s) => s.label));

    page.fill('booking-form', { serviceId: String(b.service.id) });
    await waitFor(() => (slotCalls(page).length === 2 ? true : undefined), 'the times for the service');
    expect(slotCalls(page)[1].url).toBe(`/api/landing/${b.subdomain}/slots?days=14&serviceId=${b.service.id}`);
    await waitFor(() => (times(page).length > 0 ? true : undefined), 'the times again');
    expect(daySelect(page).value).toBe(monday);
  });

  it('asks for a time and the required fields, then books and says so, focused, with the times reloaded', async () => {
    const b = await bookingBusiness(t);
    const monday = nextMonday();
    const page = await openBooking(`/landing/${b.subdomain}`);
    page.submit('booking-form');
    expect(await page.said('booking-status')).toBe(bookingMessages.startInvalid);

    page.fill('booking-form', { day: monday, serviceId: String(b.service.id) });
    await waitFor(() => (times(page).includes(at(monday, 9)) ? true : undefined), 'the times');
    choose(page, at(monday, 9));
    page.byId('booking-status').textContent = '';
    page.fill('booking-form', {
      name: 'Jamie Lee',
      email: 'jamie@example.test',
      phone: '555-0100',
      message: 'Gate code 4',
    });
    page.submit('booking-form');
    const said = await page.said('booking-status');
    expect(said.startsWith(bookingMessages.waiting)).toBe(true);
    expect(page.byId('booking-status').className).toBe('notice ok');
    // Focus goes to the confirmation once the times are loaded again.
    await waitFor(() => (page.doc.activeElement?.id === 'booking-status' ? true : undefined), 'the focus');
    const post = page.calls.find((c) => c.method === 'POST')!;
    expect(post).toMatchObject({
      url: `/api/landing/${b.subdomain}/book`,
      body: {
        serviceId: b.service.id,
        start: at(monday, 9),
        name: 'Jamie Lee',
        phone: '555-0100',
        message: 'Gate code 4',
      },
    });
    const { visits } = await storedOf(t, b.companyId);
    expect(visits.map((v) => v.startTime.toISOString())).toEqual([at(monday, 9)]);
    page.fill('booking-form', { day: monday });
    expect(times(page)).not.toContain(at(monday, 9));
  });

  it('says when the chosen time was taken meanwhile, and loads the times again without it', async () => {
    const b = await bookingBusiness(t);
    const monday = nextMonday();
    const page = await openBooking(`/landing/${b.subdomain}`);
    page.fill('booking-form', { day: monday });
    choose(page, at(monday, 11));
    expect((await book(t, b.subdomain, { start: at(monday, 11) })).statusCode).toBe(201);
    page.fill('booking-form', { name: 'Sam Roe', email: 'sam@example.test', phone: '555-0199' });
    page.submit('booking-form');
    expect(await page.said('booking-status')).toBe(bookingMessages.slotTaken);
    // Focus goes to the message once the times are loaded again.
    await waitFor(() => (page.doc.activeElement?.id === 'booking-status' ? true : undefined), 'the focus');
    expect(slotCalls(page)).toHaveLength(2);
    // The day stays chosen, its times now without 11:00 (nor 10:00, within the buffer of the new visit).
    expect(daySelect(page).value).toBe(monday);
    expect(times(page)).toEqual([at(monday, 9), at(monday, 9, 30)]);
    expect((await storedOf(t, b.companyId)).visits).toHaveLength(1);
  });
});
