import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INVOICE_TEXTS } from '../../../shared/invoices/invoice-values';
import type { InvoiceTimeline } from '../../../shared/invoices/invoice-timeline.schemas';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../test/smtp';
import { companies } from '../../db/schema';
import { sendPaymentReminders } from './invoice-reminders.service';
import { invoiceHelpers } from './invoices.test-helpers';

describe("an invoice e-mailed in the business's language", () => {
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

  it('writes the invoice and its reminder in Spanish, and the timeline still tells them', async () => {
    const { cookie, company } = await signedInOwner(t);
    const saved = await h.call('PUT', '/api/company', cookie, { name: company.name, language: 'es' });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.db.update(companies).set({ email: 'oficina@greenline.example' }).where(eq(companies.id, company.id));
    const customer = await h.seedCustomer(company.id, { name: 'Ana Ruiz', email: 'ana@example.com' });
    const invoice = await h.create(cookie, customer.id, { customerEmail: 'ana@example.com', dueDate: '2099-04-04' });

    expect((await h.call('POST', `/api/invoices/${invoice.id}/send`, cookie)).statusCode).toBe(200);
    const mail = await smtp.waitForMessage(addressedTo('ana@example.com'));
    expect(mail.subject).toBe(`Factura ${invoice.invoiceNumber} de ${company.name}`);
    expect(mail.text).toMatch(/\nHola, [^\n]+:\n/);
    expect(mail.text).toContain(
      `${company.name} le envió la factura ${invoice.invoiceNumber}. Monto a pagar: $180.00, con vencimiento el 04 abr 2099.`,
    );
    expect(mail.text).toContain('Ver y pagar la factura');
    expect(mail.text).toContain(`Comuníquese con ${company.name} en oficina@greenline.example.`);
    expect(mail.text).not.toMatch(/Amount due|View and pay/);
    expect(mail.html).toContain('lang="es"');

    // 10:00 in the business's zone, three days past due: the first reminder.
    expect(await sendPaymentReminders(t.ctx, new Date('2099-04-07T14:00:00Z'))).toBeGreaterThanOrEqual(1);
    const reminder = await smtp.waitForMessage(
      (m) => addressedTo('ana@example.com')(m) && Boolean(m.subject?.startsWith('Recordatorio')),
    );
    expect(reminder.subject).toBe(`Recordatorio: la factura ${invoice.invoiceNumber} de ${company.name} está vencida`);
    expect(reminder.text).toContain('y tiene 3 días de atraso.');

    const timeline = await h.call('GET', `/api/invoices/${invoice.id}/timeline`, cookie);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const kinds = timeline.json<InvoiceTimeline>().events.map((e) => e.kind);
    expect(kinds).toEqual(['created', 'sent', 'reminded']);
  });

  it('keeps the English e-mail for a business in English', async () => {
    const { cookie, company } = await signedInOwner(t);
    const customer = await h.seedCustomer(company.id, { email: 'sam@example.com' });
    const invoice = await h.create(cookie, customer.id, { customerEmail: 'sam@example.com' });
    expect((await h.call('POST', `/api/invoices/${invoice.id}/send`, cookie)).statusCode).toBe(200);
    const mail = await smtp.waitForMessage(addressedTo('sam@example.com'));
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from ${company.name}`);
    expect(mail.html).toContain('lang="en"');
  });

  it('starts an invoice with terms and payment instructions in the business language, unless given', async () => {
    const { cookie, company } = await signedInOwner(t);
    await h.call('PUT', '/api/company', cookie, { name: company.name, language: 'fr' });
    const customer = await h.seedCustomer(company.id);
    const defaulted = await h.row((await h.create(cookie, customer.id)).id);
    expect(defaulted).toMatchObject({
      terms: DEFAULT_INVOICE_TEXTS.fr.terms,
      paymentInstructions: DEFAULT_INVOICE_TEXTS.fr.paymentInstructions,
    });
    const given = await h.row((await h.create(cookie, customer.id, { terms: 'Net 15' })).id);
    expect(given).toMatchObject({ terms: 'Net 15', paymentInstructions: DEFAULT_INVOICE_TEXTS.fr.paymentInstructions });

    const english = await signedInOwner(t);
    const theirs = await h.seedCustomer(english.company.id);
    expect(await h.row((await h.create(english.cookie, theirs.id)).id)).toMatchObject({
      terms: 'Payment is due within 30 days of the invoice date.',
      paymentInstructions: 'Please pay by check or bank transfer.',
    });
  });
});
