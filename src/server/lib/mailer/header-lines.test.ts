import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/quotes/quotes.schemas';
import { SINGLE_LINE_MESSAGE } from '../../../shared/text';
import { companies } from '../../db/schema';
import { createTestApp, waitForOutbox, type TestApp } from '../../../test/app';
import { registration, signedInOwner } from '../../../test/auth';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../test/smtp';
import { quoteForm, seedQuoteCustomer } from '../../features/quotes/quote-fixtures';

// A name stored before the schemas refused line breaks, trying to add a recipient and a line of its own.
const FORGED = 'Acme\r\nBcc: victim@evil.test\nX-Forged: yes\u2028Pay to: evil';
const FOLDED = 'Acme Bcc: victim@evil.test X-Forged: yes Pay to: evil';

/** Sends a quote of an owner whose company name was stored with line breaks; returns the customer's address. */
async function sendQuoteOfForgedCompany(t: TestApp) {
  const { company, cookie } = await signedInOwner(t);
  await t.db.update(companies).set({ name: FORGED }).where(eq(companies.id, company.id));
  const customer = await seedQuoteCustomer(t.db, { companyId: company.id });
  const call = (method: 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const created = await call('POST', '/api/quotes', quoteForm(customer.id));
  expect(created.statusCode, created.body).toBe(201);
  const sent = await call('POST', `/api/quotes/${created.json<Quote>().id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  return customer.email!;
}

describe('names in e-mail headers over SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('folds line breaks in a stored name into spaces: one subject line, no forged header', async () => {
    const to = await sendQuoteOfForgedCompany(t);
    const mail = await smtp.waitForMessage(addressedTo(to));
    expect(mail.subject).toBe(`Quote Q-0001 from ${FOLDED}`);
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has('x-forged')).toBe(false);
    expect(smtp.messages.some(addressedTo('victim@evil.test'))).toBe(false);
    const row = await waitForOutbox(t.db, (m) => m.to === to);
    expect(row.subject).toBe(`Quote Q-0001 from ${FOLDED}`);
  });
});

describe('names in the printed outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prints the subject of a stored name with line breaks on one line', async () => {
    const to = await sendQuoteOfForgedCompany(t);
    await waitForOutbox(t.db, (m) => m.to === to && m.status === 'sent');
    const printed = t.printed.find((p) => p.includes(`E-mail to ${to}`))!;
    // The lines a terminal shows: the body's text keeps a stored U+2028 as it is, which is no line break there.
    const lines = printed.split(/\r\n|\r|\n/).map((line) => line.replace(/^\| ?/, ''));
    expect(lines).toContain(`Subject: Quote Q-0001 from ${FOLDED}`);
    expect(lines.some((line) => /^(Bcc|X-Forged|Pay to):/.test(line))).toBe(false);
  });
});

describe('single-line names at validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refusedField = (response: { statusCode: number; json(): { fields?: Record<string, string> } }) => {
    expect(response.statusCode).toBe(400);
    return response.json().fields;
  };

  it('refuses line breaks and control characters in names, and keeps them in notes', async () => {
    const { cookie } = await signedInOwner(t);
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: { cookie }, payload });

    for (const name of ['Acme\nBcc: x@evil.test', 'Acme\rCorp', 'Acme\tCorp', 'Acme\u2028Corp', 'Acme\u0085Corp']) {
      expect(refusedField(await call('PUT', '/api/company', { name })), name).toEqual({ name: SINGLE_LINE_MESSAGE });
    }
    expect(refusedField(await call('POST', '/api/customers', { name: 'Dana\nWhitfield' }))).toEqual({
      name: SINGLE_LINE_MESSAGE,
    });
    expect(refusedField(await call('POST', '/api/services', { name: 'Mowing\r\nX' }))).toEqual({
      name: SINGLE_LINE_MESSAGE,
    });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration({ lastName: 'Lee\nBcc: x@evil.test' }),
    });
    expect(refusedField(signUp)).toEqual({ lastName: SINGLE_LINE_MESSAGE });

    // Surrounding whitespace is trimmed, and multi-line text stays welcome where it belongs.
    expect((await call('PUT', '/api/company', { name: '  Acme Corp\n' })).json()).toMatchObject({ name: 'Acme Corp' });
    const customer = await call('POST', '/api/customers', { name: 'Dana', notes: 'Gate code 1234\nDog in yard' });
    expect(customer.statusCode, customer.body).toBe(201);
    expect(customer.json()).toMatchObject({ notes: 'Gate code 1234\nDog in yard' });
  });
});
