import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/quotes/quotes.schemas';
import { invoices, quotes } from '../../db/schema';
import { createTestApp, linkIn, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../test/smtp';
import { waitFor } from '../../../test/wait';
import { quoteForm, seedQuoteCustomer } from './quote-fixtures';
import { businessDayFromToday } from '../../../test/dates';

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

describe('sending, previewing and converting quotes', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url, env: { PUBLIC_URL: 'https://app.crewdesk.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  async function quoteOf(customerOverrides: { email?: string | null } = {}) {
    const o = await signedInOwner(t);
    const customer = await seedQuoteCustomer(t.db, { companyId: o.company.id, ...customerOverrides });
    const response = await call('POST', '/api/quotes', o.cookie, quoteForm(customer.id));
    expect(response.statusCode, response.body).toBe(201);
    return { ...o, customer, quote: response.json<Quote>() };
  }

  async function acceptedQuote(customerOverrides: { email?: string | null } = {}) {
    const o = await quoteOf(customerOverrides);
    for (const status of ['sent', 'accepted']) {
      expect((await call('PUT', `/api/quotes/${o.quote.id}`, o.cookie, { status })).statusCode).toBe(200);
    }
    return o;
  }

  describe('POST /api/quotes/{id}/send', () => {
    it("writes the e-mail, its date and its PDF in the business's language", async () => {
      const { cookie, customer, company, quote } = await quoteOf();
      expect((await call('PUT', '/api/company', cookie, { name: company.name, language: 'es' })).statusCode).toBe(200);
      expect((await call('POST', `/api/quotes/${quote.id}/send`, cookie)).statusCode).toBe(200);
      const mail = await smtp.waitForMessage(addressedTo(customer.email!));
      expect(mail.text).toContain('Es válida hasta el 30 jun 2030.');
      expect(mail.text).not.toContain('Jun 30, 2030');
      expect(await pdfText(mail.attachments[0]!.content)).toContain('Cotización Q-0001');
    });

    it('e-mails the customer the amount, the validity, a link with the token and the PDF; the quote is sent', async () => {
      const { cookie, customer, company, quote } = await quoteOf();
      const response = await call('POST', `/api/quotes/${quote.id}/send`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'sent', sentDate: expect.any(String) });

      const mail = await smtp.waitForMessage(addressedTo(customer.email!));
      expect(mail.subject).toBe(`Quote Q-0001 from ${company.name}`);
      expect(mail.replyTo).toBeUndefined(); // the company has no e-mail address of its own
      expect(mail.text).toContain('$153.50');
      expect(mail.text).toContain('valid until Jun 30, 2030');
      expect(linkIn(mail.text!, `/quote-preview/${quote.id}`)).toBe(
        `/quote-preview/${quote.id}?token=${quote.previewToken}`,
      );
      expect(mail.text).toContain('https://app.crewdesk.test/quote-preview/');
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ filename: 'Q-0001.pdf', contentType: 'application/pdf' });
      const text = await pdfText(mail.attachments[0].content);
      expect(text).toContain('Q-0001');
      expect(text).toContain('Hedge trimming');
      expect(text).toContain('$153.50');

      const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
      expect(row).toMatchObject({ status: 'sent', emailsSent: 1, lastEmailId: expect.any(Number) });
      const listed = await waitFor(async () => {
        const [q] = (await call('GET', '/api/quotes', cookie)).json<Quote[]>();
        return q.delivery?.status === 'sent' ? q : undefined;
      }, 'the delivery to be recorded');
      expect(listed.delivery).toEqual({ status: 'sent', error: null, to: customer.email });
    });

    it('sends a sent quote again, counting the e-mails', async () => {
      const { cookie, customer, quote } = await quoteOf();
      await call('POST', `/api/quotes/${quote.id}/send`, cookie);
      const again = await call('POST', `/api/quotes/${quote.id}/send`, cookie);
      expect(again.statusCode).toBe(200);
      await waitFor(
        () => smtp.messages.filter(addressedTo(customer.email!)).length === 2 || undefined,
        'both e-mails to arrive',
      );
      const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
      expect(row.emailsSent).toBe(2);
    });

    it('refuses when the customer has no e-mail address, and when the quote was already answered', async () => {
      const noEmail = await quoteOf({ email: null });
      const refused = await call('POST', `/api/quotes/${noEmail.quote.id}/send`, noEmail.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'The customer needs an e-mail address before the quote can be sent.' });
      expect((await call('GET', `/api/quotes/${noEmail.quote.id}`, noEmail.cookie)).json().status).toBe('draft');

      const accepted = await acceptedQuote();
      const late = await call('POST', `/api/quotes/${accepted.quote.id}/send`, accepted.cookie);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: 'This quote is accepted: only draft or sent quotes can be sent.' });
    });
  });

  describe('public preview', () => {
    it('shows the quote with the company and the customer to whoever has the right token', async () => {
      const { company, customer, quote } = await quoteOf();
      const response = await call('GET', `/api/quote-preview/${quote.id}?token=${quote.previewToken}`);
      expect(response.statusCode).toBe(200);
      const preview = response.json();
      expect(preview).toEqual({
        quote: expect.objectContaining({ id: quote.id, quoteNumber: 'Q-0001', amount: '153.50', status: 'draft' }),
        language: 'en',
        company: { name: company.name, logo: null, address: null, phone: company.phone, email: null },
        customer: { name: customer.name, email: customer.email, phone: customer.phone, address: customer.address },
      });
      expect(preview.quote).not.toHaveProperty('previewToken');
      expect(preview.quote).not.toHaveProperty('delivery');
    });

    it('answers 404 to a wrong token, no token, or the token of another quote', async () => {
      const { quote } = await quoteOf();
      const other = await quoteOf();
      for (const query of ['?token=wrong', '', '?token=', `?token=${other.quote.previewToken}`]) {
        for (const path of [`/api/quote-preview/${quote.id}${query}`, `/api/quote-preview/${quote.id}/pdf${query}`]) {
          const response = await call('GET', path);
          expect(response.statusCode, path).toBe(404);
          expect(response.json()).toEqual({ message: 'Quote not found' });
        }
      }
      expect((await call('GET', `/api/quote-preview/999999?token=${quote.previewToken}`)).statusCode).toBe(404);
    });

    it('serves the PDF with the token, and to the signed-in owner', async () => {
      const { cookie, quote } = await quoteOf();
      for (const [url, who] of [
        [`/api/quote-preview/${quote.id}/pdf?token=${quote.previewToken}`, undefined],
        [`/api/quotes/${quote.id}/pdf`, cookie],
      ] as const) {
        const response = await call('GET', url, who);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe('inline; filename="Q-0001.pdf"');
        const text = await pdfText(response.rawPayload);
        expect(text).toContain('Q-0001');
        expect(text).toContain('Spring cleanup of the back garden');
      }
      expect((await call('GET', `/api/quotes/${quote.id}/pdf`)).statusCode).toBe(401);
    });
  });

  describe('POST /api/quotes/{id}/convert', () => {
    it('makes a draft invoice of an accepted quote once; a second attempt is refused', async () => {
      const { cookie, company, customer, quote } = await acceptedQuote();
      const response = await call('POST', `/api/quotes/${quote.id}/convert`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      const { invoiceId, invoiceNumber } = response.json();
      expect(invoiceNumber).toBe('INV-0001');

      const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
      expect(invoice).toMatchObject({
        companyId: company.id,
        customerId: customer.id,
        customerName: customer.name,
        customerEmail: customer.email,
        status: 'draft',
        amount: '153.50',
        subtotal: '153.50',
        total: '153.50',
        items: quote.items,
        dueDate: businessDayFromToday(30),
        terms: 'Payment is due within 30 days of the invoice date.',
        paymentInstructions: 'Please pay by check or bank transfer.',
        notes: quote.notes,
      });
      expect((await call('GET', `/api/quotes/${quote.id}`, cookie)).json().convertedInvoiceId).toBe(invoiceId);

      const again = await call('POST', `/api/quotes/${quote.id}/convert`, cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This quote has already been converted to an invoice.' });
      expect(await t.db.select().from(invoices).where(eq(invoices.companyId, company.id))).toHaveLength(1);

      // The quote may go; the invoice made from it stays.
      expect((await call('DELETE', `/api/quotes/${quote.id}`, cookie)).statusCode).toBe(204);
      expect(await t.db.select().from(invoices).where(eq(invoices.id, invoiceId))).toHaveLength(1);
    });

    it('converts only accepted quotes, and needs the customer e-mail address', async () => {
      const draft = await quoteOf();
      const refused = await call('POST', `/api/quotes/${draft.quote.id}/convert`, draft.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'Only accepted quotes can be converted to an invoice.' });

      const noEmail = await acceptedQuote({ email: null });
      const missing = await call('POST', `/api/quotes/${noEmail.quote.id}/convert`, noEmail.cookie);
      expect(missing.statusCode).toBe(409);
      expect(missing.json()).toEqual({ message: 'The customer needs an e-mail address before invoicing.' });
      expect(await t.db.select().from(invoices).where(eq(invoices.companyId, noEmail.company.id))).toHaveLength(0);
    });

    it('makes a single invoice when two conversions race', async () => {
      const { cookie, company, quote } = await acceptedQuote();
      const answers = await Promise.all([
        call('POST', `/api/quotes/${quote.id}/convert`, cookie),
        call('POST', `/api/quotes/${quote.id}/convert`, cookie),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await t.db.select().from(invoices).where(eq(invoices.companyId, company.id))).toHaveLength(1);
    });
  });
});

describe('rate limit on the public preview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '1' } });
  });
  afterAll(() => t.close());

  it('answers 429 to an address that keeps guessing', async () => {
    const remoteAddress = '203.0.113.77';
    for (let i = 0; i < 6; i++) {
      const guess = await t.app.inject({ method: 'GET', url: `/api/quote-preview/1?token=guess-${i}`, remoteAddress });
      expect(guess.statusCode).toBe(404);
    }
    const limited = await t.app.inject({ method: 'GET', url: '/api/quote-preview/1?token=guess', remoteAddress });
    expect(limited.statusCode).toBe(429);
  });
});
