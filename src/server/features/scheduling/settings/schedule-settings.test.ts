import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS, type ScheduleSettings } from '../../../../shared/scheduling/schedule-settings.schemas';
import { createTestApp, signIn, type TestApp } from '../../../../test/app';
import { seedUser } from '../../../db/seed/factories';
import { appointments, scheduleSettings, users } from '../../../db/schema';
import { visitForm, visitTestApi } from '../visits/visit-fixtures';

/** A valid Settings tab, every value off its default. */
const settingsForm = (overrides: Record<string, unknown> = {}): ScheduleSettings =>
  ({
    appointmentDuration: 45,
    bufferTime: 30,
    timeZone: 'America/Chicago',
    workingHours: { ...DEFAULT_WORKING_HOURS, saturday: { enabled: true, start: '09:00', end: '13:00' } },
    advanceBookingDays: 60,
    reminderSettings: { enabled: true, hoursBefore: 48 },
    autoConfirmation: true,
    allowOnlineBooking: false,
    ...overrides,
  }) as ScheduleSettings;

describe('schedule settings API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createVisit, setStatus } = visitTestApi(() => t);
  const ownerZone = async (userId: number) =>
    (await t.db.select({ tz: users.timezone }).from(users).where(eq(users.id, userId)))[0]!.tz;

  it('answers the defaults until saved, then what was saved, with the time zone made the owner’s', async () => {
    const { user, cookie } = await owner();
    const first = await call('GET', '/api/schedule-settings', cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      appointmentDuration: 60,
      bufferTime: 15,
      timeZone: 'America/New_York',
      workingHours: DEFAULT_WORKING_HOURS,
      advanceBookingDays: 30,
      reminderSettings: { enabled: true, hoursBefore: 24 },
      autoConfirmation: false,
      allowOnlineBooking: true,
      calendarFeedUrl: null,
    });

    const saved = await call('PUT', '/api/schedule-settings', cookie, settingsForm());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...settingsForm(), calendarFeedUrl: null });
    expect((await call('GET', '/api/schedule-settings', cookie)).json()).toEqual(saved.json());
    expect(await ownerZone(user.id)).toBe('America/Chicago');

    const again = await call('PUT', '/api/schedule-settings', cookie, settingsForm({ bufferTime: 0 }));
    expect(again.json()).toMatchObject({ bufferTime: 0, timeZone: 'America/Chicago' });
  });

  it('names the private feed by its absolute URL, and keeps it when the settings are saved', async () => {
    const { company, cookie } = await owner();
    await call('PUT', '/api/schedule-settings', cookie, settingsForm());
    await t.db
      .update(scheduleSettings)
      .set({ calendarFeedToken: 'feed-token-1' })
      .where(eq(scheduleSettings.companyId, company.id));
    const url = `${t.ctx.origin.url}/api/calendar-feed/feed-token-1.ics`;
    expect((await call('GET', '/api/schedule-settings', cookie)).json()).toMatchObject({ calendarFeedUrl: url });
    const saved = await call('PUT', '/api/schedule-settings', cookie, settingsForm({ bufferTime: 5 }));
    expect(saved.json()).toMatchObject({ bufferTime: 5, calendarFeedUrl: url });
  });

  it.each([
    [{ appointmentDuration: 4 }, 'appointmentDuration', 'Duration must be between 5 and 720 minutes'],
    [{ bufferTime: 241 }, 'bufferTime', 'Buffer must be between 0 and 240 minutes'],
    [{ timeZone: 'Europe/Paris' }, 'timeZone', 'Choose Eastern, Central, Mountain or Pacific time'],
    [{ advanceBookingDays: 0 }, 'advanceBookingDays', 'Advance booking must be between 1 and 365 days'],
    [
      { reminderSettings: { enabled: true, hoursBefore: 169 } },
      'reminderSettings.hoursBefore',
      'Reminder time must be between 1 and 168 hours',
    ],
    [
      { workingHours: { ...DEFAULT_WORKING_HOURS, monday: { enabled: true, start: '17:00', end: '08:00' } } },
      'workingHours.monday.end',
      'Closing time must be after opening time',
    ],
    [
      { workingHours: { ...DEFAULT_WORKING_HOURS, friday: { enabled: true, start: '8am', end: '17:00' } } },
      'workingHours.friday.start',
      'Use a time like 08:00',
    ],
  ])('refuses %j (%s) and changes nothing', async (overrides, field, message) => {
    const { user, company, cookie } = await owner();
    const response = await call('PUT', '/api/schedule-settings', cookie, settingsForm(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await t.db.select().from(scheduleSettings).where(eq(scheduleSettings.companyId, company.id))).toEqual([]);
    expect(await ownerZone(user.id)).toBe('America/New_York');
  });

  it("moves the reminders of the visits ahead that are open and not yet reminded, and no one else's", async () => {
    const { cookie, customer } = await owner();
    const other = await owner();
    const at = (o: { cookie: string; customer: { id: number } }, day: string, technician: string) =>
      createVisit(
        o.cookie,
        visitForm(o.customer.id, {
          assignedTechnician: technician,
          startTime: `${day}T09:00:00-05:00`,
          endTime: `${day}T10:00:00-05:00`,
          allowOutsideHours: true,
        }),
      );
    const ahead = await at({ cookie, customer }, '2030-01-10', 'Dana');
    const reminded = await at({ cookie, customer }, '2030-01-11', 'Dana');
    const cancelled = await at({ cookie, customer }, '2030-01-12', 'Dana');
    const past = await at({ cookie, customer }, '2020-01-10', 'Dana');
    const theirs = await at(other, '2030-01-10', 'Dana');
    await t.db.update(appointments).set({ reminderSent: true }).where(eq(appointments.id, reminded.id));
    await setStatus(cookie, cancelled.id, 'cancelled');
    const ids = [ahead.id, reminded.id, cancelled.id, past.id, theirs.id];
    const reminders = async () =>
      new Map(
        (await t.db.select().from(appointments).where(inArray(appointments.id, ids))).map((r) => [
          r.id,
          r.reminderTime?.toISOString() ?? null,
        ]),
      );
    const before = await reminders();
    expect(before.get(ahead.id)).toBe('2030-01-09T14:00:00.000Z');

    await call(
      'PUT',
      '/api/schedule-settings',
      cookie,
      settingsForm({ reminderSettings: { enabled: true, hoursBefore: 2 } }),
    );
    const after = await reminders();
    expect(after.get(ahead.id)).toBe('2030-01-10T12:00:00.000Z');
    for (const id of [reminded.id, cancelled.id, past.id, theirs.id]) expect(after.get(id)).toBe(before.get(id));

    await call(
      'PUT',
      '/api/schedule-settings',
      cookie,
      settingsForm({ reminderSettings: { enabled: false, hoursBefore: 2 } }),
    );
    expect((await reminders()).get(ahead.id)).toBeNull();
    // New visits follow the settings too: no reminder while they are off.
    const later = await at({ cookie, customer }, '2030-02-10', 'Dana');
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, later.id));
    expect(row).toMatchObject({ reminderTime: null, status: 'confirmed', confirmationRequestedAt: null });
  });

  it('needs a verified owner with a company', async () => {
    expect((await call('GET', '/api/schedule-settings')).statusCode).toBe(401);
    expect((await call('PUT', '/api/schedule-settings', undefined, settingsForm())).statusCode).toBe(401);
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    const response = await call('GET', '/api/schedule-settings', cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Company not found' });
  });
});
