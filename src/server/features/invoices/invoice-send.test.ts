import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { addressedTo, SMTP_REJECTION, startSmtpServer, type SmtpTestServer } from '../../../test/smtp';
import { waitFor } from '../../../test/wait';
import { companies } from '../../db/schema';
import { invoiceHelpers } from './invoices.test-helpers';

type Delivery = { status: string; error: string | null; to: string } | null;

async function pdfText(mail: ParsedMail) {
  const [attachment] = mail.attachments;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(attachment.content)), {
    mergePages: true,
  });
  return text;
}

describe('sending an invoice', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    h = invoiceHelpers(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Polls the invoice until its last e-mail has an outcome. */
  const settledDelivery = (cookie: string, id: number) =>
    waitFor(async () => {
      const invoice = (await h.call('GET', `/api/invoices/${id}`, cookie)).json<{ delivery: Delivery }>();
      return invoice.delivery && invoice.delivery.status !== 'queued' ? invoice : undefined;
    }, 'the delivery outcome of the invoice e-mail');

  it('e-mails the customer the PDF and a portal link, and records the sending', async () => {
    const { cookie, company } = await signedInOwner(t);
    await t.db.update(companies).set({ email: 'office@greenline.example' }).where(eq(companies.id, company.id));
    const customer = await h.seedCustomer(company.id, { email: 'sam@example.com' });
    const invoice = await h.create(cookie, customer.id, { customerEmail: 'sam@example.com', tax: '9.00' });

    const response = await h.call('POST', `/api/invoices/${invoice.id}/send`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'sent',
      emailsSent: 1,
      delivery: { status: 'queued', error: null, to: 'sam@example.com' },
    });
    expect(Date.parse(response.json().sentDate)).toBeGreaterThan(Date.now() - 60_000);

    const mail = await smtp.waitForMessage(addressedTo('sam@example.com'));
    expect(mail.subject).toBe('Invoice INV-0001 from Greenline Landscaping');
    expect(mail.replyTo?.text).toBe('office@greenline.example'); // the customer's answer reaches the business
    expect(mail.text).toContain('$189.00');
    expect(mail.text).toContain('Apr 04, 2099');
    expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+/customer/${customer.accessToken}`));
    expect(mail.html).toContain(`/customer/${customer.accessToken}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'INV-0001.pdf', contentType: 'application/pdf' });
    const text = await pdfText(mail);
    expect(text).toContain('Invoice INV-0001');
    expect(text).toContain('$189.00');
    expect(text).toContain('Sent');

    const settled = await settledDelivery(cookie, invoice.id);
    expect(settled.delivery).toEqual({ status: 'sent', error: null, to: 'sam@example.com' });
    expect((await h.row(invoice.id)).lastEmailId).toBeGreaterThan(0);
  });

  it('sends again without changing a viewed or overdue status', async () => {
    const { cookie, company } = await signedInOwner(t);
    const customer = await h.seedCustomer(company.id, { email: 'kim@example.com' });
    for (const status of ['viewed', 'overdue']) {
      const invoice = await h.seedInvoice(company.id, customer.id, {
        status,
        dueDate: status === 'overdue' ? '2020-01-01' : '2099-01-01',
        customerEmail: 'kim@example.com',
        emailsSent: 1,
      });
      const response = await h.call('POST', `/api/invoices/${invoice.id}/send`, cookie);
      expect(response.statusCode, status).toBe(200);
      expect(response.json()).toMatchObject({ status, emailsSent: 2 });
      await smtp.waitForMessage((m) => m.subject === `Invoice ${invoice.invoiceNumber} from Greenline Landscaping`);
    }
  });
});

describe('sending an invoice that the mail server refuses', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectAll: true });
    t = await createTestApp({ smtpUrl: smtp.url });
    h = invoiceHelpers(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('shows the failed delivery and its reason on the invoice', async () => {
    const { cookie, company } = await signedInOwner(t);
    const customer = await h.seedCustomer(company.id);
    const invoice = await h.create(cookie, customer.id);
    expect((await h.call('POST', `/api/invoices/${invoice.id}/send`, cookie)).statusCode).toBe(200);
    const failed = await waitFor(async () => {
      const answer = (await h.call('GET', `/api/invoices/${invoice.id}`, cookie)).json<{ delivery: Delivery }>();
      return answer.delivery?.status === 'failed' ? answer : undefined;
    }, 'the failed delivery');
    expect(failed.delivery?.error).toContain(SMTP_REJECTION);
    expect(failed).toMatchObject({ status: 'sent', emailsSent: 1, delivery: { to: 'dana@example.com' } });
    const listed = (await h.call('GET', '/api/invoices', cookie)).json<{ delivery: Delivery }[]>();
    expect(listed[0].delivery).toMatchObject({ status: 'failed' });
  });
});
