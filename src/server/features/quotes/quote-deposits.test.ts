import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/quotes/quotes.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { emailOutbox } from '../../db/schema';
import { quoteForm, quoteTestApi } from './quote-fixtures';

const pdfText = async (bytes: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

/** The form's items come to 153.50 (2 x 45.50 + 10 x 6.25). */
describe('quote deposits: asked on the quote', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, createQuote, quoteRows } = quoteTestApi(() => t);

  it('computes a percentage of the amount, rounded to the cent, and shows it in the quote and the list', async () => {
    const { cookie, customer } = await owner();
    // 25 % of 153.50 is 38.375: half a cent rounds up.
    const quote = await createQuote(cookie, customer.id, { depositType: 'percent', depositValue: '25' });
    expect(quote).toMatchObject({
      amount: '153.50',
      depositType: 'percent',
      depositValue: '25.00',
      depositAmount: '38.38',
      depositPaid: '0.00',
    });
    const one = (await call('GET', `/api/quotes/${quote.id}`, cookie)).json<Quote>();
    expect(one).toEqual(quote);
    const [listed] = (await call('GET', '/api/quotes', cookie)).json<Quote[]>();
    expect(listed).toEqual(quote);
  });

  it('keeps a fixed deposit as entered, and none as 0.00', async () => {
    const { cookie, customer } = await owner();
    const fixed = await createQuote(cookie, customer.id, { depositType: 'fixed', depositValue: 50 });
    expect(fixed).toMatchObject({ depositType: 'fixed', depositValue: '50.00', depositAmount: '50.00' });
    const whole = await createQuote(cookie, customer.id, { depositType: 'fixed', depositValue: '153.50' });
    expect(whole.depositAmount).toBe('153.50');
    const none = await createQuote(cookie, customer.id, { depositType: '', depositValue: '' });
    expect(none).toMatchObject({ depositType: null, depositValue: null, depositAmount: '0.00', depositPaid: '0.00' });
    const absent = await createQuote(cookie, customer.id);
    expect(absent).toMatchObject({ depositType: null, depositAmount: '0.00' });
  });

  it('computes the deposit again when the amount changes, and takes it away when asked', async () => {
    const { company, cookie, customer } = await owner();
    const quote = await createQuote(cookie, customer.id, { depositType: 'percent', depositValue: '10' });
    expect(quote.depositAmount).toBe('15.35');
    const items = [{ description: 'Patio', quantity: 1, rate: '1000.00' }];
    const edit = (overrides: object) =>
      call('PUT', `/api/quotes/${quote.id}`, cookie, quoteForm(customer.id, { items, ...overrides }));
    const grown = await edit({ depositType: 'percent', depositValue: '10' });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(grown.json()).toMatchObject({ amount: '1000.00', depositAmount: '100.00' });

    const fixed = await edit({ depositType: 'fixed', depositValue: '400' });
    expect(fixed.json()).toMatchObject({ depositType: 'fixed', depositAmount: '400.00' });
    // Fewer items: the fixed deposit is now more than the amount, and nothing changes.
    const shrunk = await call(
      'PUT',
      `/api/quotes/${quote.id}`,
      cookie,
      quoteForm(customer.id, { depositType: 'fixed', depositValue: '400' }),
    );
    expect(shrunk.statusCode).toBe(400);
    const overAmount = "The deposit cannot be more than the quote's amount";
    expect(shrunk.json()).toEqual({ message: overAmount, fields: { depositValue: overAmount } });
    expect((await quoteRows(company.id))[0]).toMatchObject({ amount: '1000.00', depositAmount: '400.00' });

    const removed = await edit({ depositType: null, depositValue: '400' });
    expect(removed.json()).toMatchObject({ depositType: null, depositValue: null, depositAmount: '0.00' });
  });

  it.each([
    [{ depositType: 'percent', depositValue: '0' }, 'depositValue', 'The deposit percentage must be between 1 and 100'],
    [
      { depositType: 'percent', depositValue: '0.99' },
      'depositValue',
      'The deposit percentage must be between 1 and 100',
    ],
    [
      { depositType: 'percent', depositValue: 100.01 },
      'depositValue',
      'The deposit percentage must be between 1 and 100',
    ],
    [
      { depositType: 'percent', depositValue: 'half' },
      'depositValue',
      'The deposit percentage must be between 1 and 100',
    ],
    [{ depositType: 'percent' }, 'depositValue', 'Please enter the deposit'],
    [{ depositType: 'fixed', depositValue: ' ' }, 'depositValue', 'Please enter the deposit'],
    [{ depositType: 'fixed', depositValue: '0' }, 'depositValue', 'The deposit must be at least $0.01'],
    [
      { depositType: 'fixed', depositValue: '12.345' },
      'depositValue',
      'Please enter the deposit as an amount like 50.00',
    ],
    [{ depositType: 'fixed', depositValue: '-5' }, 'depositValue', 'Please enter the deposit as an amount like 50.00'],
    [
      { depositType: 'fixed', depositValue: '153.51' },
      'depositValue',
      "The deposit cannot be more than the quote's amount",
    ],
    [
      { depositType: 'half', depositValue: '10' },
      'depositType',
      'Deposit must be none, a percentage or a fixed amount',
    ],
    [{ depositType: 'fixed', depositValue: true }, 'depositValue', 'Please enter the deposit'],
  ])('refuses %j with "%s: %s" and writes nothing', async (overrides, field, message) => {
    const { company, cookie, customer } = await owner();
    const response = await call('POST', '/api/quotes', cookie, quoteForm(customer.id, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, fields: { [field]: message } });
    expect(await quoteRows(company.id)).toHaveLength(0);
  });

  it('shows the deposit in the preview, the PDF, the e-mail and the portal', async () => {
    const { cookie, customer } = await owner();
    const quote = await createQuote(cookie, customer.id, { depositType: 'percent', depositValue: '20' });
    const preview = await call('GET', `/api/quote-preview/${quote.id}?token=${quote.previewToken}`);
    expect(preview.json().quote).toMatchObject({
      depositType: 'percent',
      depositValue: '20.00',
      depositAmount: '30.70',
    });

    const pdf = await pdfText((await call('GET', `/api/quotes/${quote.id}/pdf`, cookie)).rawPayload);
    expect(pdf).toContain('Deposit due on acceptance');
    expect(pdf).toContain('$30.70');

    expect((await call('POST', `/api/quotes/${quote.id}/send`, cookie)).statusCode).toBe(200);
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, customer.email!), eq(emailOutbox.relatedTo, `quote:${quote.id}`)));
    expect(mail.text).toContain('Deposit due on acceptance: $30.70');

    const portal = `/api/customer-portal/${customer.accessToken}`;
    const shown = (await call('GET', `${portal}/quotes/${quote.id}`)).json();
    expect(shown).toMatchObject({
      depositType: 'percent',
      depositValue: '20.00',
      depositAmount: '30.70',
      depositPaid: '0.00',
      depositPayable: false,
    });
    expect((await call('GET', portal)).json().quotes[0]).toMatchObject({
      depositAmount: '30.70',
      depositPayable: false,
    });
    await call('POST', `${portal}/quotes/${quote.id}/accept`, undefined, { signerName: 'Dana Whitfield' });
    expect((await call('GET', portal)).json().quotes[0]).toMatchObject({ depositPayable: true });
  });

  it('says nothing of a deposit on a quote without one', async () => {
    const { cookie, customer } = await owner();
    const quote = await createQuote(cookie, customer.id);
    expect(await pdfText((await call('GET', `/api/quotes/${quote.id}/pdf`, cookie)).rawPayload)).not.toContain(
      'Deposit',
    );
    await call('POST', `/api/quotes/${quote.id}/send`, cookie);
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedTo, `quote:${quote.id}`));
    expect(mail.text).not.toContain('Deposit');
  });
});
