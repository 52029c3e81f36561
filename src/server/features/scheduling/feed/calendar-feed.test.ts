import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { scheduleSettings } from '../../../db/schema';
import { RATE_LIMIT_MESSAGE } from '../../../lib/rate-limit';
import { PORTAL_RATE_LIMIT } from '../../customer-portal/customer-portal.routes';
import { insertCustomer, insertSettings, insertVisit } from '../notices/visit-notices.test-helpers';
import { icsUtc, parseIcs } from './ics-test-parser';

const DAY = 24 * 60 * 60_000;
const PUBLIC_URL = 'https://app.crewdesk.test';

describe('the private calendar feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => t.close());

  let address = 0;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, remoteAddress?: string) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      remoteAddress: remoteAddress ?? `10.3.0.${++address % 250}`,
    });
  const enable = async (cookie: string) => {
    const response = await call('POST', '/api/schedule-settings/calendar-feed', cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ calendarFeedUrl: string }>().calendarFeedUrl;
  };
  const pathOf = (url: string) => new URL(url).pathname;

  it("lists the company's visits from 60 days back to a year ahead, cancelled ones left out", async () => {
    const { cookie, company } = await signedInOwner(t, { timezone: 'America/Denver' });
    const customer = await insertCustomer(t.db, { companyId: company.id, name: 'Dana Whitfield' });
    const ids = { companyId: company.id, customerId: customer.id };
    const now = Date.now();
    const soon = await insertVisit(t.db, {
      ...ids,
      start: new Date(Math.ceil((now + 3 * DAY) / 60_000) * 60_000),
      location: '12 Elm Street',
      assignedTechnician: 'Sam Ortiz',
      notes: 'Gate code 4411',
      reminderTime: null,
    });
    const recent = await insertVisit(t.db, { ...ids, start: new Date(now - 30 * DAY), title: 'Hedges' });
    const ahead = await insertVisit(t.db, { ...ids, start: new Date(now + 300 * DAY), title: 'Spring cleanup' });
    await insertVisit(t.db, { ...ids, start: new Date(now - 61 * DAY), title: 'Too old' });
    await insertVisit(t.db, { ...ids, start: new Date(now + 366 * DAY), title: 'Too far' });
    await insertVisit(t.db, { ...ids, start: new Date(now + 5 * DAY), title: 'Called off', status: 'cancelled' });
    const other = await signedInOwner(t);
    const otherCustomer = await insertCustomer(t.db, { companyId: other.company.id });
    await insertVisit(t.db, { companyId: other.company.id, customerId: otherCustomer.id, start: new Date(now + DAY) });

    const url = await enable(cookie);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar-feed/[A-Za-z0-9_-]{43}\\.ics$`));
    const response = await call('GET', pathOf(url));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');

    const { calendar, events } = parseIcs(response.body);
    expect(calendar['X-WR-CALNAME']).toBe(company.name);
    expect(calendar['X-WR-TIMEZONE']).toBe('America/Denver');
    expect(events.map((e) => e.UID)).toEqual([recent, soon, ahead].map((v) => `appointment-${v.id}@crewdesk`));
    expect(events[1]).toMatchObject({
      DTSTART: icsUtc(soon.startTime),
      DTEND: icsUtc(soon.endTime),
      SUMMARY: 'Lawn mowing – Dana Whitfield',
      LOCATION: '12 Elm Street',
      DESCRIPTION: 'Technician: Sam Ortiz\\nNotes: Gate code 4411',
    });
    // The same visit keeps its UID from one read to the next: calendar apps update it in place.
    expect(parseIcs((await call('GET', pathOf(url))).body).events.map((e) => e.UID)).toEqual(events.map((e) => e.UID));
  });

  it('keeps the other settings when the feed is turned on, and retires the old URL when regenerated', async () => {
    const { cookie, company } = await signedInOwner(t);
    await insertSettings(t.db, { companyId: company.id, reminderSettings: { enabled: false, hoursBefore: 6 } });
    const first = await enable(cookie);
    const second = await enable(cookie);
    expect(second).not.toBe(first);

    const old = await call('GET', pathOf(first));
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: 'Calendar feed not found' });
    expect((await call('GET', pathOf(second))).statusCode).toBe(200);
    const [row] = await t.db.select().from(scheduleSettings).where(eq(scheduleSettings.companyId, company.id));
    expect(row!.reminderSettings).toEqual({ enabled: false, hoursBefore: 6 });
  });

  it('creates the settings row with the defaults when the company has none', async () => {
    const { cookie, company } = await signedInOwner(t);
    await enable(cookie);
    const [row] = await t.db.select().from(scheduleSettings).where(eq(scheduleSettings.companyId, company.id));
    expect(row).toMatchObject({
      appointmentDuration: 60,
      bufferTime: 15,
      reminderSettings: { enabled: true, hoursBefore: 24 },
      calendarFeedToken: expect.any(String),
    });
    // An empty calendar still parses.
    expect(parseIcs((await call('GET', `/api/calendar-feed/${row!.calendarFeedToken}.ics`)).body).events).toEqual([]);
  });

  it('stops answering once turned off (204, and again 204)', async () => {
    const { cookie } = await signedInOwner(t);
    const url = await enable(cookie);
    const off = await call('DELETE', '/api/schedule-settings/calendar-feed', cookie);
    expect(off.statusCode).toBe(204);
    expect(off.body).toBe('');
    expect((await call('GET', pathOf(url))).statusCode).toBe(404);
    expect((await call('DELETE', '/api/schedule-settings/calendar-feed', cookie)).statusCode).toBe(204);
  });

  it("touches only the caller's own feed, and needs a signed-in owner", async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    const aUrl = await enable(a.cookie);
    await enable(b.cookie);
    await call('DELETE', '/api/schedule-settings/calendar-feed', b.cookie);
    expect((await call('GET', pathOf(aUrl))).statusCode).toBe(200);
    expect((await call('POST', '/api/schedule-settings/calendar-feed')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/schedule-settings/calendar-feed')).statusCode).toBe(401);
    expect((await call('GET', pathOf(aUrl))).statusCode).toBe(200);
  });

  it('answers 404 to an unknown token and limits each address like the portal', async () => {
    const unknown = await call('GET', '/api/calendar-feed/no-such-token.ics');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Calendar feed not found' });
    for (let i = 0; i < PORTAL_RATE_LIMIT.max; i++) {
      await call('GET', '/api/calendar-feed/guess.ics', undefined, '198.51.100.90');
    }
    const limited = await call('GET', '/api/calendar-feed/guess.ics', undefined, '198.51.100.90');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
  });
});
