import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../shared/auth/auth.schemas';
import { emailOutbox, platformSettings, users } from '../../db/schema';
import { createTestApp, sessionCookie, waitForOutbox, type TestApp } from '../../../test/app';
import { registration } from '../../../test/auth';
import { seedUser } from '../../db/seed/factories';

describe('POST /api/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/register', payload });
  const usersWith = (email: string) => t.db.select().from(users).where(eq(users.email, email.toLowerCase()));

  it('creates an unverified account, signs it in and e-mails a verification link', async () => {
    const form = registration();
    const response = await register(form);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      email: form.email,
      firstName: 'Jamie',
      lastName: 'Lee',
      businessLine: 'Pool Service & Maintenance',
      servicesOffered: ['Weekly Pool Cleaning', 'Chemical Balancing'],
      subscriptionTier: 'basic',
      isAdmin: false,
      emailVerified: false,
    });
    expect(body).not.toHaveProperty('password');

    const [stored] = await usersWith(form.email);
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect(stored.emailVerificationToken).toMatch(/^[0-9a-f]{64}$/);

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookie(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.id);

    const mail = await waitForOutbox(t.db, (m) => m.to === form.email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toMatch(/\/api\/verify-email\?token=[\w-]{43}/);
    expect(mail.text).toContain(`${t.ctx.origin.url}/api/verify-email?token=`);
    expect(mail.relatedTo).toBe(`user:${body.id}`);
  });

  it('without SMTP, prints the e-mail, link included, and marks it sent', async () => {
    const form = registration();
    await register(form);
    const mail = await waitForOutbox(t.db, (m) => m.to === form.email && m.status === 'sent');
    expect(mail.sentAt).toBeInstanceOf(Date);
    expect(mail.attempts).toBe(1);
    const printed = t.printed.find((p) => p.includes(`E-mail to ${form.email}`));
    expect(printed).toContain('Subject: Confirm your e-mail address');
    expect(printed).toContain('/api/verify-email?token=');
  });

  it('keeps e-mail addresses case-insensitive and trimmed', async () => {
    const form = registration();
    const response = await register({ ...form, email: `  ${form.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(201);
    expect(response.json().email).toBe(form.email);
  });

  it('refuses an address already registered, whatever its case, with 409', async () => {
    const existing = await seedUser(t.db);
    const response = await register(registration({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: authMessages.emailTaken, fields: { email: authMessages.emailTaken } });
    expect(sessionCookie(response)).toBeUndefined();
    expect(await usersWith(existing.email)).toHaveLength(1);
  });

  const invalid: [string, unknown, string][] = [
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['email', undefined, 'Please enter a valid email address'],
    ['password', 'short', 'Password must be at least 8 characters long'],
    ['password', undefined, 'Password must be at least 8 characters long'],
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', undefined, 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['lastName', undefined, 'Last name is required'],
    ['businessLine', 'Space Tourism', 'Please select your line of business'],
    ['businessLine', undefined, 'Please select your line of business'],
    ['servicesOffered', [], 'Please select at least one service you offer'],
    ['servicesOffered', undefined, 'Please select at least one service you offer'],
  ];

  it.each(invalid)('refuses %s = %j with "%s" and writes nothing', async (field, value, message) => {
    const form = registration({ [field]: value });
    const response = await register(form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, fields: { [field]: message } });
    const emailLooksValid = typeof form.email === 'string' && form.email.includes('@');
    if (emailLooksValid) expect(await usersWith(form.email)).toHaveLength(0);
  });

  it('lists every invalid field at once', async () => {
    const response = await register({
      email: 'nope',
      password: '1',
      firstName: '',
      lastName: '',
      businessLine: 'x',
      servicesOffered: [],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'businessLine',
      'email',
      'firstName',
      'lastName',
      'password',
      'servicesOffered',
    ]);
  });

  describe('with platform settings changed', () => {
    const setSettings = (values: Partial<typeof platformSettings.$inferInsert>) =>
      t.db.update(platformSettings).set(values);

    it('answers 403 while new registrations are closed', async () => {
      await setSettings({ newUserRegistration: false });
      try {
        const form = registration();
        const response = await register(form);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: authMessages.registrationClosed });
        expect(await usersWith(form.email)).toHaveLength(0);
      } finally {
        await setSettings({ newUserRegistration: true });
      }
    });

    it('creates a verified account and sends nothing when verification is not required', async () => {
      await setSettings({ emailVerificationRequired: false, defaultPlan: 'pro' });
      try {
        const form = registration();
        const response = await register(form);
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({ emailVerified: true, subscriptionTier: 'pro' });
        expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, form.email))).toHaveLength(0);
      } finally {
        await setSettings({ emailVerificationRequired: true, defaultPlan: 'basic' });
      }
    });
  });
});
