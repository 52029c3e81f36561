import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontMessages as m } from '../../../../shared/storefronts/storefront.schemas';
import { emailOutbox, landingPageConfigs, leads, notifications } from '../../../db/schema';
import { createTestApp, waitForOutbox, type TestApp } from '../../../../test/app';
import { LEAD_LIMITS } from './lead-rate-limit';
import { seedStorefront } from './public.test-helpers';

const form = {
  name: '  Jamie Lee Cruz ',
  email: 'Jamie@Example.com',
  phone: '555-0142',
  serviceRequested: 'Pool Cleaning',
  message: 'Green water after the storm.\nCan you come this week?',
};

let address = 0;
/** A client address of its own, so one test's requests do not fill another's rate limit. */
const nextAddress = () => `203.0.113.${++address}`;

describe('POST /api/submit-lead', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const submit = (payload: object, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/submit-lead', payload, remoteAddress });
  const leadsOf = (companyId: number) => t.db.select().from(leads).where(eq(leads.companyId, companyId));
  const outboxSize = async () => (await t.db.select({ n: count() }).from(emailOutbox))[0].n;

  it('stores the lead, notifies and e-mails the owner, and thanks the visitor', async () => {
    const { user, company, config } = await seedStorefront(t, { owner: { firstName: 'Dana' } });
    const response = await submit({ ...form, subdomain: config.subdomain.toUpperCase() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: m.leadSent });

    const [lead] = await leadsOf(company.id);
    expect(lead).toMatchObject({
      firstName: 'Jamie',
      lastName: 'Lee Cruz',
      email: 'jamie@example.com',
      phone: '555-0142',
      serviceRequested: 'Pool Cleaning',
      message: form.message,
      status: 'new',
      source: 'landing_page',
      domainId: null,
      metadata: { subdomain: config.subdomain, channel: 'script' },
    });

    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(note).toMatchObject({
      kind: 'storefront.lead',
      title: 'New request from Jamie Lee Cruz',
      link: '/landing-page-builder',
      readAt: null,
    });
    expect(note.body).toContain('jamie@example.com');

    const mail = await waitForOutbox(t.db, (msg) => msg.relatedTo === `lead:${lead.id}`);
    expect(mail).toMatchObject({
      to: user.email,
      replyTo: 'jamie@example.com',
      subject: 'New request from Jamie Lee Cruz on Bluewater Pool Service',
    });
    for (const text of ['Hi Dana,', 'jamie@example.com', '555-0142', 'Pool Cleaning', 'Green water after the storm.']) {
      expect(mail.text).toContain(text);
    }
    expect(mail.text).toContain(`${t.ctx.origin.url}/landing-page-builder`);
  });

  it('takes a one-word name as the first name, and the optional fields left out', async () => {
    const { company, config } = await seedStorefront(t);
    const response = await submit({
      name: 'Prince',
      email: 'p@example.com',
      phone: '555',
      subdomain: config.subdomain,
    });
    expect(response.statusCode).toBe(201);
    expect((await leadsOf(company.id))[0]).toMatchObject({
      firstName: 'Prince',
      lastName: null,
      serviceRequested: null,
      message: null,
    });
  });

  it.each([
    ['the name is missing', { name: undefined }, 'name', m.missingText],
    ['the name is blank', { name: '   ' }, 'name', m.missingText],
    ['the phone is missing', { phone: undefined }, 'phone', m.missingText],
    ['the phone is blank', { phone: ' ' }, 'phone', m.missingText],
    ['the e-mail is not an address', { email: 'jamie-at-example' }, 'email', m.emailInvalid],
    ['the e-mail is missing', { email: undefined }, 'email', m.emailInvalid],
    ['the name spans lines', { name: 'Jamie\nLee' }, 'name', undefined],
    ['the message is too long', { message: 'x'.repeat(4001) }, 'message', 'Must be at most 4000 characters'],
    ['the message holds a NUL', { message: 'a\u0000b' }, 'message', 'Text cannot contain a NUL character'],
  ])('refuses with 400 when %s, storing and sending nothing', async (_case, change, field, message) => {
    const { company, config } = await seedStorefront(t);
    const mails = await outboxSize();
    const response = await submit({ ...form, subdomain: config.subdomain, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fields: Record<string, string> }>();
    expect(Object.keys(body.fields)).toEqual([field]);
    if (message) expect(body).toMatchObject({ message, fields: { [field]: message } });
    expect(await leadsOf(company.id)).toEqual([]);
    expect(await outboxSize()).toBe(mails);
  });

  it("answers 404 'Landing page not found' for an unknown or inactive storefront", async () => {
    const { company, config } = await seedStorefront(t);
    await t.db.update(landingPageConfigs).set({ isActive: false }).where(eq(landingPageConfigs.id, config.id));
    for (const subdomain of [config.subdomain, 'no-such-storefront', 'Not a subdomain!']) {
      const response = await submit({ ...form, subdomain });
      expect(response.statusCode, subdomain).toBe(404);
      expect(response.json()).toEqual({ message: m.pageNotFound });
    }
    expect(await leadsOf(company.id)).toEqual([]);
  });

  it('answers a filled honeypot exactly as a success, storing, notifying and sending nothing', async () => {
    const { user, company, config } = await seedStorefront(t);
    const mails = await outboxSize();
    const response = await submit({ ...form, subdomain: config.subdomain, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: m.leadSent });
    expect(await leadsOf(company.id)).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
    expect(await outboxSize()).toBe(mails);
  });

  it('limits each client address to 5 requests a minute, with a message and Retry-After', async () => {
    const { company, config } = await seedStorefront(t);
    const from = nextAddress();
    const minute = LEAD_LIMITS[0];
    expect(minute).toMatchObject({ max: 5, timeWindow: 60_000 });
    for (let i = 0; i < minute.max; i++) {
      expect((await submit({ ...form, subdomain: config.subdomain }, from)).statusCode).toBe(201);
    }
    const refused = await submit({ ...form, subdomain: config.subdomain }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: m.leadRateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await leadsOf(company.id)).toHaveLength(minute.max);
    // Another address is not held back by this one.
    expect((await submit({ ...form, subdomain: config.subdomain })).statusCode).toBe(201);
  });

  it('limits each client address to 20 requests an hour', async () => {
    const { config } = await seedStorefront(t);
    const from = nextAddress();
    const hour = LEAD_LIMITS[1];
    expect(hour).toMatchObject({ max: 20, timeWindow: 3_600_000 });
    // Twenty requests over four minutes: each minute's window is let pass by ending it in the counters' table.
    for (let minute = 0; minute < hour.max / 5; minute++) {
      for (let i = 0; i < 5; i++) {
        expect((await submit({ ...form, subdomain: config.subdomain }, from)).statusCode).toBe(201);
      }
      await t.db.execute(sql`delete from rate_limits where key like ${`%storefront-lead:minute:${from}`}`);
    }
    const refused = await submit({ ...form, subdomain: config.subdomain }, from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  });
});
