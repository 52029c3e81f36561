import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { computeTotals } from '../../../shared/billing/line-items';
import { renderDocumentPdf, type DocumentPdfInput } from './document-pdf';
import { drawable, formatDocumentDate } from './pdf-text';

const textOf = async (bytes: Uint8Array) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
};

function document(overrides: Partial<DocumentPdfInput> = {}): DocumentPdfInput {
  const totals = computeTotals([{ description: 'Tonte de pelouse', quantity: 4, rate: '45.00' }], '20.00', '5.50');
  return {
    kind: 'invoice',
    language: 'en',
    number: 'INV-0007',
    status: 'sent',
    issuedOn: '2024-03-05',
    date: '2024-04-04',
    company: { name: 'Greenline Landscaping', address: null, phone: null, email: null },
    customer: { name: 'Dana Whitfield', email: 'dana@example.com' },
    ...totals,
    notes: 'Gracias.',
    terms: 'Net 30',
    paymentInstructions: 'Check',
    ...overrides,
  };
}

const expectAll = (text: string, expected: string[]) => {
  for (const e of expected) expect(text).toContain(e);
};

describe("a document's PDF in the business's language", () => {
  it('writes an invoice in Spanish: title, labels, status, dates and the payments', async () => {
    const text = await textOf(
      await renderDocumentPdf(document({ language: 'es', amountPaid: '100.00', balanceDue: '94.50' })),
    );
    expectAll(text, [
      'Factura INV-0007',
      'Estado',
      'Enviada',
      'Fecha de emisión',
      '05 mar 2024',
      'Fecha de vencimiento',
      '04 abr 2024',
      'FACTURAR A',
      'Descripción',
      'Cant.',
      'Precio',
      'Importe',
      'Subtotal',
      'Impuesto',
      'Descuento',
      'Total',
      'Importe pagado',
      'Saldo pendiente',
      'Notas',
      'Condiciones',
      'Instrucciones de pago',
      'Página 1 de 1',
      '$194.50',
      '-$5.50',
    ]);
    expect(text).not.toMatch(/Invoice|Due date|Bill to|Balance due|Page 1 of/i);
  });

  it('stamps a paid invoice PAGADA, PAYÉE or PAID', async () => {
    const paid = { status: 'paid', paid: true, amountPaid: '194.50', balanceDue: '0.00' };
    const es = await textOf(await renderDocumentPdf(document({ ...paid, language: 'es' })));
    expectAll(es, ['PAGADA', 'Pagada']);
    const fr = await textOf(await renderDocumentPdf(document({ ...paid, language: 'fr' })));
    expectAll(fr, [
      'PAYÉE',
      'Payée',
      'Facture INV-0007',
      'Montant payé',
      'Solde dû',
      'Date d’échéance',
      '04 avr. 2024',
    ]);
    const en = await textOf(await renderDocumentPdf(document(paid)));
    expectAll(en, ['PAID', 'Paid', 'Amount paid', 'Balance due']);
  });

  it('writes a quote in French, its status agreeing with "devis", and its deposit', async () => {
    const text = await textOf(
      await renderDocumentPdf(
        document({
          kind: 'quote',
          language: 'fr',
          number: 'Q-0003',
          status: 'accepted',
          date: '2024-03-05',
          description: 'Nettoyage de printemps',
          deposit: { amount: '50.00', paid: '50.00' },
        }),
      ),
    );
    expectAll(text, [
      'Devis Q-0003',
      'Statut',
      'Accepté',
      'Date d’émission',
      'Valable jusqu’au',
      '05 mars 2024',
      'FACTURER À',
      'Description',
      'Nettoyage de printemps',
      'Qté',
      'Prix',
      'Montant',
      'Sous-total',
      'Taxe',
      'Remise',
      'Acompte dû à l’acceptation',
      'Acompte versé',
      'Page 1 sur 1',
    ]);
  });

  it('writes a quote in Spanish as a cotización', async () => {
    const text = await textOf(
      await renderDocumentPdf(document({ kind: 'quote', language: 'es', number: 'Q-0003', status: 'declined' })),
    );
    expectAll(text, ['Cotización Q-0003', 'Rechazada', 'Válida hasta', '04 abr 2024']);
  });

  it('keeps English statuses, and shows a status it does not know capitalized', async () => {
    const quote = await textOf(await renderDocumentPdf(document({ kind: 'quote', status: 'expired' })));
    expectAll(quote, ['Quote INV-0007', 'Expired', 'Valid until', 'Apr 04, 2024']);
    const other = await textOf(await renderDocumentPdf(document({ language: 'es', status: 'archived' })));
    expect(other).toContain('Archived');
  });
});

describe('Spanish and French text in the standard font', () => {
  const letters = 'á é í ó ú ñ ü Ñ É ¿ ¡ à â ç è ê ë î ï ô û ù œ Œ « » ’ À Ç';

  it('keeps every Spanish and French letter, composed or not', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(drawable(letters, font)).toBe(letters);
    expect(drawable(letters.normalize('NFD'), font)).toBe(letters);
    expect(drawable('¿Le gustó el café? «Très bien», dit-il.'.normalize('NFD'), font)).toBe(
      '¿Le gustó el café? «Très bien», dit-il.',
    );
  });

  it('draws them into the PDF, where they read back the same', async () => {
    const text = await textOf(
      await renderDocumentPdf(
        document({
          language: 'fr',
          customer: { name: 'Noëlle Côté-Muñoz', email: null },
          notes: letters,
          terms: '¡Gracias por su preferencia, señora Peña!'.normalize('NFD'),
        }),
      ),
    );
    expectAll(text, ['Noëlle Côté-Muñoz', letters, '¡Gracias por su preferencia, señora Peña!']);
  });
});

describe('formatDocumentDate', () => {
  it("writes the day in the language's short form", () => {
    expect(formatDocumentDate('2024-03-05')).toBe('Mar 05, 2024');
    expect(formatDocumentDate('2024-03-05', 'en')).toBe('Mar 05, 2024');
    expect(formatDocumentDate('2024-03-05', 'es')).toBe('05 mar 2024');
    expect(formatDocumentDate('2024-03-05', 'fr')).toBe('05 mars 2024');
    expect(formatDocumentDate('2024-12-31', 'es')).toBe('31 dic 2024');
    expect(formatDocumentDate('not a date', 'fr')).toBe('not a date');
  });
});
