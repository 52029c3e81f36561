import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/account/preference-values';
import { createTestApp, type TestApp } from '../../../test/app';
import { companies } from '../../db/schema';
import { insertQuote } from '../customer-portal/portal-test-data';
import { invoiceHelpers } from './invoices.test-helpers';

describe("invoice and quote PDFs in the business's language", () => {
  let t: TestApp;
  let h: ReturnType<typeof invoiceHelpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = invoiceHelpers(t);
  });
  afterAll(() => t.close());

  const textOf = async (body: Buffer) =>
    (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;
  const speak = (companyId: number, language: Language) =>
    t.db.update(companies).set({ language }).where(eq(companies.id, companyId));
  const portal = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '10.3.0.1' });

  it("writes the owner's download of an invoice in Spanish", async () => {
    const { cookie, company, customer } = await h.ownerWithCustomer({ address: '4 Oak Ave' });
    await speak(company.id, 'es');
    const invoice = await h.create(cookie, customer.id, { tax: '14.40' });
    const response = await h.call('GET', `/api/invoices/${invoice.id}/pdf`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await textOf(response.rawPayload);
    for (const expected of [
      `Factura ${invoice.invoiceNumber}`,
      'Estado Borrador',
      'Fecha de vencimiento 04 abr 2099',
      'FACTURAR A',
      'Descripción Cant. Precio Importe',
      'Weekly lawn mowing',
      'Impuesto $14.40',
      'Total $194.40',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Invoice|Due date|Bill to/);
  });

  it("writes the customer portal's downloads in French", async () => {
    const { company, customer } = await h.ownerWithCustomer();
    await speak(company.id, 'fr');
    const invoice = await h.seedInvoice(company.id, customer.id, { status: 'sent', dueDate: '2099-04-04' });
    const base = `/api/customer-portal/${customer.accessToken}`;
    const invoicePdf = await portal(`${base}/invoices/${invoice.id}/pdf`);
    expect(invoicePdf.statusCode).toBe(200);
    const invoiceText = await textOf(invoicePdf.rawPayload);
    for (const expected of [`Facture ${invoice.invoiceNumber}`, 'Statut Consultée', 'Date d’échéance 04 avr. 2099']) {
      expect(invoiceText).toContain(expected);
    }

    const ids = { companyId: company.id, customerId: customer.id };
    const quote = await insertQuote(t.db, { ...ids, amount: '480.00', validUntil: '2030-07-04' });
    const quotePdf = await portal(`${base}/quotes/${quote.id}/pdf`);
    expect(quotePdf.statusCode).toBe(200);
    const quoteText = await textOf(quotePdf.rawPayload);
    for (const expected of [`Devis ${quote.quoteNumber}`, 'Statut Envoyé', 'Valable jusqu’au 04 juil. 2030']) {
      expect(quoteText).toContain(expected);
    }
  });
});
