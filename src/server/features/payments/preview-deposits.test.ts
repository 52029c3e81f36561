import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { invoiceHelpers } from '../invoices/invoices.test-helpers';
import { depositHelpers, GOOD_CARD } from './deposits.test-helpers';

describe("a quote's deposit paid from the link its e-mail carries (test mode)", () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());
  const d = depositHelpers(() => t);

  async function acceptedFromPreview() {
    const o = await h.ownerWithCustomer();
    const body = { processor: 'stripe', businessName: 'Green Acres', businessType: 'company' };
    expect((await h.call('POST', '/api/connected-accounts', o.cookie, body)).statusCode).toBe(201);
    const quote = await d.depositQuote(o, { answer: null });
    const { previewToken } = (await h.call('GET', `/api/quotes/${quote.id}`, o.cookie)).json<{
      previewToken: string;
    }>();
    const accept = await send('POST', `/api/quote-preview/${quote.id}/accept?token=${previewToken}`, {
      signerName: 'Dana Whitfield',
    });
    expect(accept.statusCode).toBe(200);
    return { ...o, quote, previewToken };
  }
  const send = (method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url,
      headers: key ? { 'idempotency-key': key } : {},
      remoteAddress: `10.8.0.${++address % 250}`,
      ...(payload ? { payload } : {}),
    });

  it('tells the page what is left to pay and how, then takes the deposit once and comes back to the preview', async () => {
    const { quote, previewToken } = await acceptedFromPreview();
    const base = `/api/quote-preview/${quote.id}`;
    const options = await send('GET', `${base}/payment-options?token=${previewToken}`);
    expect(options.json()).toEqual({
      payments: { enabled: true, mode: 'test', allowPartial: false, minimumPartial: '1.00' },
      depositDue: '38.38',
    });
    const paid = await send('POST', `${base}/pay-deposit?token=${previewToken}`, { card: GOOD_CARD }, 'preview-1');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().redirectUrl).toMatch(new RegExp(`^/payment-success\\?quote=${quote.id}&payment_id=pay_test_`));
    const again = await send('POST', `${base}/pay-deposit?token=${previewToken}`, { card: GOOD_CARD }, 'preview-1');
    expect(again.json().redirectUrl).toBe(paid.json().redirectUrl);
    expect(await d.paymentsOfQuote(quote.id)).toHaveLength(1);
    expect((await d.quoteRow(quote.id)).depositPaid).toBe('38.38');
    const after = await send('GET', `${base}/payment-options?token=${previewToken}`);
    expect(after.json().depositDue).toBe('0.00');
  });

  it("answers 404 to another quote's token, a made-up one or none, and takes nothing", async () => {
    const a = await acceptedFromPreview();
    const b = await acceptedFromPreview();
    for (const token of [b.previewToken, 'made-up', '']) {
      const pay = await send(
        'POST',
        `/api/quote-preview/${a.quote.id}/pay-deposit?token=${token}`,
        { card: GOOD_CARD },
        'x',
      );
      expect(pay.statusCode).toBe(404);
      expect((await send('GET', `/api/quote-preview/${a.quote.id}/payment-options?token=${token}`)).statusCode).toBe(
        404,
      );
    }
    expect(await d.paymentsOfQuote(a.quote.id)).toEqual([]);
  });
});
