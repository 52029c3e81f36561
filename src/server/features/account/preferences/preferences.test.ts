import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, preferencesMessages as m } from '../../../../shared/account/preferences.schemas';
import { createTestApp, signIn, waitForOutbox, type TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { TEST_ADMIN } from '../../../../test/test-env';
import { createElement } from 'react';
import {
  emailOutbox,
  emailSchedulerSettings,
  newsletterSubscriptions,
  notifications,
  sessions,
  userPreferences,
  users,
} from '../../../db/schema';
import { seedUser } from '../../../db/seed/factories';
import { SESSION_COOKIE } from '../../../lib/session';
import { hashToken, newToken } from '../../../lib/tokens';
import { insertCustomer, insertQuote } from '../../customer-portal/portal-test-data';

describe('GET and PUT /api/user/preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (cookie?: string, url = '/api/user/preferences') =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const put = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/user/preferences', headers: cookie ? { cookie } : {}, payload });
  const rowOf = async (userId: number) =>
    (await t.db.select().from(userPreferences).where(eq(userPreferences.userId, userId)))[0];
  /** A second browser's session (a row, as sign-in writes it). */
  async function anotherSession(userId: number) {
    const token = newToken();
    const expire = new Date(Date.now() + 60 * 60 * 1000);
    await t.db.insert(sessions).values({ sid: hashToken(token), userId, sess: { userId }, expire });
    return `${SESSION_COOKIE}=${token}`;
  }
  const defaults = {
    ...DEFAULT_PREFERENCES,
    timezone: 'America/New_York',
    securityAlerts: true,
    loginNotifications: true,
  };

  it('answers the defaults before anything is saved, with the user as GET /api/user gives it', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    expect((await get(cookie)).json()).toEqual(defaults);
    expect((await get(cookie, '/api/user')).json().preferences).toEqual(defaults);
    expect(await rowOf(user.id)).toBeUndefined();
  });

  it('saves what is sent, keeps the rest, and returns the preferences with the user', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    const first = await put(cookie, { theme: 'dark', dateFormat: 'DD/MM/YYYY', compactView: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ...defaults, theme: 'dark', dateFormat: 'DD/MM/YYYY', compactView: true });
    const second = await put(cookie, {
      language: 'fr',
      numberFormat: '1.234,56',
      autoSave: false,
      weeklyDigest: false,
      timezone: 'America/Denver',
    });
    const expected = {
      ...defaults,
      theme: 'dark',
      dateFormat: 'DD/MM/YYYY',
      compactView: true,
      language: 'fr',
      numberFormat: '1.234,56',
      autoSave: false,
      weeklyDigest: false,
      timezone: 'America/Denver',
    };
    expect(second.json()).toEqual(expected);
    // Another device signed in as the same user reads the same.
    const elsewhere = await anotherSession(user.id);
    expect((await get(elsewhere, '/api/user')).json()).toMatchObject({
      timezone: 'America/Denver',
      preferences: expected,
    });
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0].timezone).toBe('America/Denver');
  });

  it('refuses bad values with the field and its message, changing nothing', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    await put(cookie, { theme: 'light' });
    const cases: [object, string, string][] = [
      [{ theme: 'blue' }, 'theme', m.theme],
      [{ language: 'de' }, 'language', m.language],
      [{ dateFormat: 'D.M.YY' }, 'dateFormat', m.dateFormat],
      [{ numberFormat: '1234' }, 'numberFormat', m.numberFormat],
      [{ compactView: 'yes' }, 'compactView', m.toggle],
      [{ timezone: 'Europe/Paris' }, 'timezone', m.timezone],
      [{ timezone: '../etc' }, 'timezone', m.timezone],
    ];
    for (const [payload, field, message] of cases) {
      const response = await put(cookie, { ...payload, compactView: field === 'compactView' ? 'yes' : true });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    expect(await rowOf(user.id)).toMatchObject({ theme: 'light', compactView: false });
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0].timezone).toBe('America/New_York');
    expect((await put(undefined, { theme: 'dark' })).statusCode).toBe(401);
    expect((await get(undefined)).statusCode).toBe(401);
  });

  it('keeps a time zone the user already has, though it is not offered', async () => {
    const user = await seedUser(t.db, { timezone: 'Europe/Paris' });
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    const kept = await put(cookie, { timezone: 'Europe/Paris', theme: 'dark' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ timezone: 'Europe/Paris', theme: 'dark' });
    expect((await put(cookie, { timezone: 'Europe/Berlin' })).statusCode).toBe(400);
  });

  it('moves the weekly TODO e-mail to the new time zone', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    await t.db.insert(emailSchedulerSettings).values({ userId: user.id, recipientEmail: user.email });
    const nextOf = async () =>
      (await t.db.select().from(emailSchedulerSettings).where(eq(emailSchedulerSettings.userId, user.id)))[0]
        .nextSendAt;
    expect(await nextOf()).toBeNull();
    await put(cookie, { timezone: 'America/Los_Angeles' });
    const pacific = await nextOf();
    expect(pacific).toBeInstanceOf(Date);
    await put(cookie, { timezone: 'America/New_York' });
    // Monday 09:00 on the East coast comes three hours before Monday 09:00 on the West coast.
    expect(pacific!.getTime() - (await nextOf())!.getTime()).toBe(3 * 60 * 60 * 1000);
  });

  it('marketing e-mails put the address on the newsletter list and take it off, reading the list', async () => {
    const user = await seedUser(t.db);
    const cookie = await signIn(t.app, user.email, user.plainPassword);
    const onList = async () =>
      (await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email))).length;
    expect((await put(cookie, { marketingEmails: true })).json().marketingEmails).toBe(true);
    expect(await onList()).toBe(1);
    expect((await put(cookie, { marketingEmails: false })).json().marketingEmails).toBe(false);
    expect(await onList()).toBe(0);
    // Subscribed on the blog: the switch shows it.
    await t.app.inject({ method: 'POST', url: '/api/newsletter-subscriptions', payload: { email: user.email } });
    expect((await get(cookie)).json().marketingEmails).toBe(true);
  });

  it('an administrator has preferences too', async () => {
    const cookie = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await put(cookie, { theme: 'dark' })).json().theme).toBe('dark');
    expect((await put(cookie, { theme: 'auto' })).json().theme).toBe('auto');
  });
});

describe('notification switches, honoured when the owner is told of a quote accepted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function acceptedQuote(switches: object) {
    const { user, company, cookie } = await signedInOwner(t);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: { cookie },
      payload: switches,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const customer = await insertCustomer(t.db, { companyId: company.id, name: 'Dana Whitfield' });
    const quote = await insertQuote(t.db, { companyId: company.id, customerId: customer.id, amount: '80.00' });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/customer-portal/${customer.accessToken}/quotes/${quote.id}/accept`,
      payload: { signerName: 'Dana Whitfield' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // A marker sent after the notice would have been: the outbox keeps its order.
    await t.ctx.mailer.send(t.db, { to: user.email, subject: 'marker', body: createElement('p', null, 'marker') });
    await waitForOutbox(t.db, (mail) => mail.to === user.email && mail.subject === 'marker');
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    const bell = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'quote.accepted')));
    return { notice: mails.some((mail) => mail.relatedTo === `quote:${quote.id}`), bell: bell.length };
  }

  it('e-mails the owner with e-mail notifications on, and not with them off', async () => {
    expect(await acceptedQuote({ emailNotifications: true })).toEqual({ notice: true, bell: 1 });
    expect(await acceptedQuote({ emailNotifications: false })).toEqual({ notice: false, bell: 1 });
  });

  it('adds to the bell with push notifications on, and not with them off', async () => {
    expect(await acceptedQuote({ pushNotifications: false })).toEqual({ notice: true, bell: 0 });
  });
});
