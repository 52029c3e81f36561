import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages as m } from '../../../../shared/account/profile.schemas';
import { createTestApp, linkIn, sessionCookie, signIn, type TestApp } from '../../../../test/app';
import { tokenOf } from '../../../../test/auth';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../../test/smtp';
import { TEST_ADMIN } from '../../../../test/test-env';
import { users } from '../../../db/schema';
import { seedUser } from '../../../db/seed/factories';

describe('PUT /api/user/profile and the e-mail change', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url, env: { PUBLIC_URL: 'https://crewdesk.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: 'PUT' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
  let n = 0;
  const fresh = () => `new-${Date.now().toString(36)}-${++n}@example.com`;
  const form = (user: { email: string }, values: object = {}) => ({
    firstName: 'Robin',
    lastName: 'Ortega',
    email: user.email,
    phone: '555-0100',
    address: '12 Elm Street\nSpringfield',
    bio: 'Pools since 2009.',
    timezone: 'America/Chicago',
    ...values,
  });
  async function owner() {
    const user = await seedUser(t.db);
    return { user, cookie: await signIn(t.app, user.email, user.plainPassword) };
  }
  /** The token of the newest link sent to `to`. */
  async function linkTo(to: string) {
    const mail = await smtp.waitForMessage(addressedTo(to));
    expect(mail.subject).toBe('Confirm your new e-mail address');
    return tokenOf(linkIn(mail.text ?? '', '/confirm-email'));
  }

  it('saves names, contact details and the time zone at once, and answers the refreshed user', async () => {
    const { user, cookie } = await owner();
    const response = await call('PUT', '/api/user/profile', cookie, form(user));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.updated,
      user: {
        firstName: 'Robin',
        lastName: 'Ortega',
        email: user.email,
        phone: '555-0100',
        address: '12 Elm Street\nSpringfield',
        bio: 'Pools since 2009.',
        timezone: 'America/Chicago',
        pendingEmail: null,
        preferences: { timezone: 'America/Chicago' },
      },
    });
    const blanked = await call('PUT', '/api/user/profile', cookie, form(user, { phone: '', bio: '  ', address: null }));
    expect(blanked.json().user).toMatchObject({ phone: null, bio: null, address: null });
  });

  it('refuses bad input with the field and its message, changing nothing', async () => {
    const { user, cookie } = await owner();
    const before = await userRow(user.id);
    const cases: [object, string, string][] = [
      [{ firstName: ' ' }, 'firstName', m.firstNameRequired],
      [{ lastName: undefined }, 'lastName', m.lastNameRequired],
      [{ email: 'not-an-address' }, 'email', m.invalidEmail],
      [{ phone: '5'.repeat(41) }, 'phone', m.phoneTooLong],
      [{ bio: 'b'.repeat(1001) }, 'bio', m.bioTooLong],
      [{ timezone: 'Asia/Tokyo' }, 'timezone', 'Please choose one of the offered time zones'],
    ];
    for (const [values, field, message] of cases) {
      const response = await call('PUT', '/api/user/profile', cookie, form(user, values));
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    expect(await userRow(user.id)).toEqual(before);
    expect((await call('PUT', '/api/user/profile', undefined, form(user))).statusCode).toBe(401);
  });

  it('changes the e-mail only once the link sent to the new address is followed, and tells the old one', async () => {
    const { user, cookie } = await owner();
    const next = fresh();
    const asked = await call('PUT', '/api/user/profile', cookie, form(user, { email: next }));
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      message: m.emailChangeSent(next),
      user: { email: user.email, pendingEmail: next },
    });
    expect(await userRow(user.id)).toMatchObject({ email: user.email, pendingEmail: next });
    const token = await linkTo(next);
    expect((await userRow(user.id)).pendingEmailToken).not.toBe(token); // stored hashed

    const confirmed = await call('POST', '/api/user/email-change/confirm', undefined, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: m.emailChanged(next) });
    expect(await userRow(user.id)).toMatchObject({ email: next, emailVerified: true, pendingEmail: null });
    const notice = await smtp.waitForMessage(addressedTo(user.email));
    expect(notice.subject).toBe('Your e-mail address has changed');
    expect(notice.text).toContain(next);
    // The new address signs in; the link works once.
    await signIn(t.app, next, user.plainPassword);
    const again = await call('POST', '/api/user/email-change/confirm', undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: m.emailChangeInvalid, fields: { token: m.emailChangeInvalid } });
  });

  it('refuses a link past 24 hours, and a made-up one', async () => {
    const { user, cookie } = await owner();
    const next = fresh();
    await call('PUT', '/api/user/profile', cookie, form(user, { email: next }));
    const token = await linkTo(next);
    await t.db
      .update(users)
      .set({ pendingEmailSentAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(users.id, user.id));
    expect((await call('POST', '/api/user/email-change/confirm', undefined, { token })).json().message).toBe(
      m.emailChangeInvalid,
    );
    expect((await call('POST', '/api/user/email-change/confirm', undefined, { token: 'made-up' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/user/email-change/confirm', undefined, {})).statusCode).toBe(400);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('refuses an address another account uses, then and when the link is followed', async () => {
    const { user, cookie } = await owner();
    const other = await seedUser(t.db);
    const before = await userRow(user.id);
    const taken = await call('PUT', '/api/user/profile', cookie, form(user, { email: other.email.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'An account with this email already exists',
      fields: { email: m.emailTaken },
    });
    expect(await userRow(user.id)).toEqual(before);

    const next = fresh();
    await call('PUT', '/api/user/profile', cookie, form(user, { email: next }));
    const token = await linkTo(next);
    await seedUser(t.db, { email: next });
    const late = await call('POST', '/api/user/email-change/confirm', undefined, { token });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(m.emailTakenMeanwhile);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('resends the link (the old one stops working) and cancels the change', async () => {
    const { user, cookie } = await owner();
    const next = fresh();
    await call('PUT', '/api/user/profile', cookie, form(user, { email: next }));
    const first = await linkTo(next);
    const resent = await call('POST', '/api/user/email-change/resend', cookie);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ message: m.emailChangeResent(next), user: { pendingEmail: next } });
    const resentMail = await smtp.waitForMessage(
      (mail) => addressedTo(next)(mail) && tokenOf(linkIn(mail.text ?? '', '/confirm-email')) !== first,
    );
    const second = tokenOf(linkIn(resentMail.text ?? '', '/confirm-email'));
    expect((await call('POST', '/api/user/email-change/confirm', undefined, { token: first })).statusCode).toBe(400);

    const cancelled = await call('DELETE', '/api/user/email-change', cookie);
    expect(cancelled.json()).toMatchObject({ message: m.emailChangeCancelled, user: { pendingEmail: null } });
    expect((await call('POST', '/api/user/email-change/confirm', undefined, { token: second })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/user/email-change', cookie)).json()).toMatchObject({
      message: m.noPendingEmail,
    });
    expect((await call('POST', '/api/user/email-change/resend', cookie)).statusCode).toBe(400);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('refuses an e-mail change to an administrator impersonating the user, who may edit the rest', async () => {
    const user = await seedUser(t.db);
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonate',
      headers: { cookie: admin },
      payload: { userId: user.id, reason: 'Helping with the profile' },
    });
    const cookie = sessionCookie(started)!;
    const before = await userRow(user.id);
    const refused = await call('PUT', '/api/user/profile', cookie, form(user, { email: fresh() }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This cannot be changed while impersonating a user.' });
    expect(await userRow(user.id)).toEqual(before);
    const helped = await call('PUT', '/api/user/profile', cookie, form(user, { firstName: 'Helped' }));
    expect(helped.statusCode).toBe(200);
    expect(helped.json().user).toMatchObject({ firstName: 'Helped', impersonating: true });
  });
});
