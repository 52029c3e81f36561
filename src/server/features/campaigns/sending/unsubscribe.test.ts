import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../../../shared/customers/customers.schemas';
import { createTestApp, type TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../../test/smtp';
import { quoteForm } from '../../quotes/quote-fixtures';
import { campaignRow, recipientRows, seedCustomers, startedCampaign } from './sending-fixtures';

const NOT_VALID = { message: 'This unsubscribe link is not valid' };

describe('unsubscribing from campaigns', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url, env: { CAMPAIGN_RATE_PER_MINUTE: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function recipientOf() {
    const owner = await signedInOwner(t);
    const [customer] = await seedCustomers(t, owner.company.id, 1, { name: 'Robin Hale' });
    const { campaign, recipients } = await startedCampaign(t, { companyId: owner.company.id, customers: [customer!] });
    return { owner, customer: customer!, campaign, token: recipients[0]!.token };
  }
  const call = (
    method: 'GET' | 'POST',
    url: string,
    init: { headers?: Record<string, string>; payload?: string } = {},
  ) => t.app.inject({ method, url, ...init });
  const customerRead = async (owner: { cookie: string }, id: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/customers/${id}`, headers: { cookie: owner.cookie } })
    ).json<Customer>();

  it("takes RFC 8058's one-click POST (a form body, no Origin), once", async () => {
    const { owner, customer, campaign, token } = await recipientOf();
    const oneClick = {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    };
    const response = await call('POST', `/api/unsubscribe/${token}`, oneClick);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      companyName: owner.company.name,
      email: customer.email,
      unsubscribed: true,
      language: 'en',
    });
    expect((await customerRead(owner, customer.id)).unsubscribedAt).toEqual(expect.any(String));
    expect((await recipientRows(t, campaign.id))[0]!.unsubscribedAt).toBeInstanceOf(Date);

    const multipart = await call('POST', `/api/unsubscribe/${token}`, {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect((await campaignRow(t, campaign.id)).unsubscribesCount).toBe(1);
  });

  it('shows the page, unsubscribes, subscribes again and unsubscribes again, counting the recipient once', async () => {
    const { owner, customer, campaign, token } = await recipientOf();
    const status = await call('GET', `/api/unsubscribe/${token}`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      companyName: owner.company.name,
      email: customer.email,
      unsubscribed: false,
      language: 'en',
    });
    expect((await customerRead(owner, customer.id)).unsubscribedAt).toBeNull();

    expect((await call('POST', `/api/unsubscribe/${token}`)).json()).toMatchObject({ unsubscribed: true });
    const first = (await customerRead(owner, customer.id)).unsubscribedAt;
    expect(first).toEqual(expect.any(String));

    const undo = await call('POST', `/api/unsubscribe/${token}/undo`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ unsubscribed: false });
    expect((await customerRead(owner, customer.id)).unsubscribedAt).toBeNull();
    expect((await call('GET', `/api/unsubscribe/${token}`)).json()).toMatchObject({ unsubscribed: false });

    expect((await call('POST', `/api/unsubscribe/${token}`)).json()).toMatchObject({ unsubscribed: true });
    expect((await customerRead(owner, customer.id)).unsubscribedAt).toEqual(expect.any(String));
    expect((await campaignRow(t, campaign.id)).unsubscribesCount).toBe(1);
  });

  it('answers 404 to a token that names no recipient, 400 to a malformed one, and changes nothing', async () => {
    const { owner, customer, campaign } = await recipientOf();
    const unknown = 'A'.repeat(43);
    for (const [method, url] of [
      ['GET', `/api/unsubscribe/${unknown}`],
      ['POST', `/api/unsubscribe/${unknown}`],
      ['POST', `/api/unsubscribe/${unknown}/undo`],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(NOT_VALID);
    }
    const malformed = await call('POST', '/api/unsubscribe/short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(NOT_VALID.message);
    expect((await customerRead(owner, customer.id)).unsubscribedAt).toBeNull();
    expect((await campaignRow(t, campaign.id)).unsubscribesCount).toBe(0);
  });

  it('keeps transactional e-mail going to an unsubscribed customer (a quote)', async () => {
    const { owner, customer, token } = await recipientOf();
    await call('POST', `/api/unsubscribe/${token}`);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { cookie: owner.cookie },
      payload: quoteForm(customer.id),
    });
    expect(created.statusCode, created.body).toBe(201);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${created.json<{ id: number }>().id}/send`,
      headers: { cookie: owner.cookie },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await smtp.waitForMessage(addressedTo(customer.email!));
    expect(mail.subject).toContain('Quote');
  });
});
