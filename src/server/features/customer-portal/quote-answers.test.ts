import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalMessages } from '../../../shared/customer-portal/customer-portal.schemas';
import { notifications, quotes } from '../../db/schema';
import { seedOwner } from '../../db/seed/factories';
import { createTestApp, waitForOutbox, type TestApp } from '../../../test/app';
import { insertCustomer, insertQuote } from './portal-test-data';

describe('accepting and declining quotes in the portal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://crewdesk.test' } });
  });
  afterAll(() => t.close());

  let address = 0;
  const post = (url: string, payload: object, remoteAddress = `10.3.0.${++address % 250}`) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const quoteRow = async (id: number) => (await t.db.select().from(quotes).where(eq(quotes.id, id)))[0];
  const notificationsOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

  async function sentQuote(values: Partial<Parameters<typeof insertQuote>[1]> = {}) {
    const { user, company } = await seedOwner(t.db, { firstName: 'Morgan' });
    const customer = await insertCustomer(t.db, { companyId: company.id, name: 'Dana Whitfield' });
    const quote = await insertQuote(t.db, {
      companyId: company.id,
      customerId: customer.id,
      amount: '1250.00',
      ...values,
    });
    const base = `/api/customer-portal/${customer.accessToken}/quotes/${quote.id}`;
    return { user, company, customer, quote, base };
  }

  it('accepts a sent quote with the typed name, then tells the owner in the app and by e-mail', async () => {
    const { user, customer, quote, base } = await sentQuote();
    const response = await post(`${base}/accept`, { signerName: '  Dana Whitfield ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: quote.id, status: 'accepted', signerName: 'Dana Whitfield' });
    expect(await quoteRow(quote.id)).toMatchObject({
      status: 'accepted',
      signerName: 'Dana Whitfield',
      acceptedDate: expect.any(Date),
    });

    expect(await notificationsOf(user.id)).toEqual([
      expect.objectContaining({
        kind: 'quote.accepted',
        title: `Quote ${quote.quoteNumber} accepted`,
        body: `Dana Whitfield accepted ${quote.quoteNumber} ($1,250.00), signed by Dana Whitfield.`,
        link: '/quotes',
      }),
    ]);
    const mail = await waitForOutbox(t.db, (m) => m.to === user.email && m.relatedTo === `quote:${quote.id}`);
    expect(mail.subject).toBe(`Quote ${quote.quoteNumber} accepted by Dana Whitfield`);
    expect(mail.replyTo).toBe(customer.email); // the owner answers the customer directly
    expect(mail.text).toContain('Hi Morgan,');
    expect(mail.text).toContain('$1,250.00');
    expect(mail.text).toContain('https://crewdesk.test/quotes');
  });

  it.each([[{}], [{ signerName: '   ' }]])('refuses to accept without a name (%j)', async (payload) => {
    const { user, quote, base } = await sentQuote();
    const response = await post(`${base}/accept`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please type your name to accept',
      fields: { signerName: 'Please type your name to accept' },
    });
    expect((await quoteRow(quote.id)).status).toBe('sent');
    expect(await notificationsOf(user.id)).toEqual([]);
  });

  it('declines with a reason', async () => {
    const { user, quote, base } = await sentQuote();
    const response = await post(`${base}/decline`, { reason: ' Found a cheaper offer ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'declined', declineReason: 'Found a cheaper offer' });
    expect(await quoteRow(quote.id)).toMatchObject({
      status: 'declined',
      declineReason: 'Found a cheaper offer',
      declinedDate: expect.any(Date),
    });
    const [notice] = await notificationsOf(user.id);
    expect(notice).toMatchObject({
      kind: 'quote.declined',
      title: `Quote ${quote.quoteNumber} declined`,
      body: `Dana Whitfield declined ${quote.quoteNumber} ($1,250.00): "Found a cheaper offer"`,
      link: '/quotes',
    });
    const mail = await waitForOutbox(t.db, (m) => m.to === user.email && m.relatedTo === `quote:${quote.id}`);
    expect(mail.subject).toBe(`Quote ${quote.quoteNumber} declined by Dana Whitfield`);
    expect(mail.text).toContain('Their reason: "Found a cheaper offer"');
  });

  it('refuses a reason over 1000 characters and a malformed quote id', async () => {
    const { quote, base, customer } = await sentQuote();
    const long = await post(`${base}/decline`, { reason: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ fields: { reason: 'Must be at most 1000 characters' } });
    const malformed = await post(`/api/customer-portal/${customer.accessToken}/quotes/abc/decline`, {});
    expect(malformed.statusCode).toBe(400);
    expect((await quoteRow(quote.id)).status).toBe('sent');
  });

  it('declines without a reason', async () => {
    const { user, quote, base } = await sentQuote();
    const response = await post(`${base}/decline`, {});
    expect(response.statusCode).toBe(200);
    expect(await quoteRow(quote.id)).toMatchObject({ status: 'declined', declineReason: null });
    expect((await notificationsOf(user.id))[0].body).toBe(`Dana Whitfield declined ${quote.quoteNumber} ($1,250.00).`);
    const mail = await waitForOutbox(t.db, (m) => m.to === user.email && m.relatedTo === `quote:${quote.id}`);
    expect(mail.text).toContain('They did not give a reason.');
  });

  it.each([
    ['accepted', portalMessages.quoteAlreadyAccepted],
    ['declined', portalMessages.quoteAlreadyDeclined],
    ['expired', portalMessages.quoteExpired],
  ])('answers 409 to both answers on a %s quote, changing nothing', async (status, message) => {
    const { user, quote, base } = await sentQuote({ status });
    for (const [path, payload] of [
      ['accept', { signerName: 'Dana' }],
      ['decline', { reason: 'No' }],
    ] as const) {
      const response = await post(`${base}/${path}`, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message });
    }
    expect(await quoteRow(quote.id)).toMatchObject({ status, signerName: null, declineReason: null });
    expect(await notificationsOf(user.id)).toEqual([]);
  });

  it('refuses to accept a sent quote whose validity date has passed', async () => {
    const { quote, base } = await sentQuote({ validUntil: '2001-01-31' });
    const response = await post(`${base}/accept`, { signerName: 'Dana Whitfield' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This quote has expired.' });
    expect((await quoteRow(quote.id)).status).toBe('sent');
  });

  it('accepts on the last day of validity', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const { base } = await sentQuote({ validUntil: today });
    expect((await post(`${base}/accept`, { signerName: 'Dana Whitfield' })).statusCode).toBe(200);
  });

  it("answers 404 for drafts and other customers' quotes, and for an unknown token", async () => {
    const mine = await sentQuote();
    const draft = await insertQuote(t.db, {
      companyId: mine.company.id,
      customerId: mine.customer.id,
      status: 'draft',
    });
    const neighbour = await insertCustomer(t.db, { companyId: mine.company.id });
    const theirs = await insertQuote(t.db, { companyId: mine.company.id, customerId: neighbour.id });
    const foreign = await sentQuote();
    for (const id of [draft.id, theirs.id, foreign.quote.id]) {
      for (const [path, payload] of [
        ['accept', { signerName: 'Dana' }],
        ['decline', {}],
      ] as const) {
        const response = await post(`/api/customer-portal/${mine.customer.accessToken}/quotes/${id}/${path}`, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: portalMessages.quoteNotFound });
      }
    }
    expect((await quoteRow(theirs.id)).status).toBe('sent');
    expect((await quoteRow(foreign.quote.id)).status).toBe('sent');

    const unknown = await post(`/api/customer-portal/not-a-real-token/quotes/${mine.quote.id}/accept`, {
      signerName: 'Dana',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: portalMessages.invalidLink });
  });
  it("answers a quote from its e-mailed preview link: the preview token with that very quote's id, nothing else", async () => {
    const { user, quote } = await sentQuote();
    const other = await sentQuote();
    const preview = (id: number, token: string, verb: string) => `/api/quote-preview/${id}/${verb}?token=${token}`;
    // Another quote's token, a made-up one, or none: the quote's 404, and nothing changes.
    for (const url of [
      preview(quote.id, other.quote.previewToken, 'accept'),
      preview(quote.id, 'made-up', 'accept'),
      `/api/quote-preview/${quote.id}/accept`,
    ]) {
      const refused = await post(url, { signerName: 'Dana Whitfield' });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().message).toBe(portalMessages.quoteNotFound);
    }
    expect((await quoteRow(quote.id)).status).toBe('sent');

    const empty = await post(preview(quote.id, quote.previewToken, 'accept'), { signerName: ' ' });
    expect(empty.statusCode).toBe(400);
    const accepted = await post(preview(quote.id, quote.previewToken, 'accept'), { signerName: 'Dana Whitfield' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: quote.id, status: 'accepted', signerName: 'Dana Whitfield' });
    expect((await notificationsOf(user.id)).map((n) => n.kind)).toEqual(['quote.accepted']);
    const again = await post(preview(quote.id, quote.previewToken, 'decline'), { reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(portalMessages.quoteAlreadyAccepted);

    const declined = await post(preview(other.quote.id, other.quote.previewToken, 'decline'), { reason: 'Too dear' });
    expect(declined.json()).toMatchObject({ status: 'declined', declineReason: 'Too dear' });
  });
});
