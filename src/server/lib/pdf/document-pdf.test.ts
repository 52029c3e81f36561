import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { computeTotals } from '../../../shared/billing/line-items';
import { renderDocumentPdf, type DocumentPdfInput } from './document-pdf';

const textOf = async (bytes: Uint8Array) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
};

function invoice(overrides: Partial<DocumentPdfInput> = {}): DocumentPdfInput {
  const totals = computeTotals(
    [
      { description: 'Weekly lawn mowing', quantity: 4, rate: '45.00' },
      { description: 'Hedge trimming', quantity: 1.5, rate: '60.00' },
    ],
    '20.00',
    '5.50',
  );
  return {
    kind: 'invoice',
    language: 'en',
    number: 'INV-0007',
    status: 'sent',
    issuedOn: '2024-03-05T15:30:00.000Z',
    date: '2024-04-04',
    company: { name: 'Greenline Landscaping', address: '12 Elm St, Springfield', phone: '(555) 010-2000', email: null },
    customer: { name: 'Dana Whitfield', email: 'dana@example.com', phone: null, address: '4 Oak Ave' },
    ...totals,
    notes: 'Thank you for your business.',
    terms: 'Payment is due within 30 days of the invoice date.',
    paymentInstructions: 'Please pay by check or bank transfer.',
    ...overrides,
  };
}

describe('renderDocumentPdf', () => {
  it('writes the number, dates, customer, items, totals and the closing texts', async () => {
    const bytes = await renderDocumentPdf(invoice());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await textOf(bytes);
    for (const expected of [
      'Greenline Landscaping',
      'Invoice INV-0007',
      'Mar 05, 2024',
      'Apr 04, 2024',
      'Due date',
      'Dana Whitfield',
      'dana@example.com',
      'Weekly lawn mowing',
      'Hedge trimming',
      '$180.00',
      '$90.00',
      '$270.00',
      '$20.00',
      '-$5.50',
      '$284.50',
      'Thank you for your business.',
      'Payment is due within 30 days of the invoice date.',
      'Please pay by check or bank transfer.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('titles a quote and labels its date as valid until', async () => {
    const text = await textOf(
      await renderDocumentPdf(invoice({ kind: 'quote', number: 'Q-0003', description: 'Spring cleanup' })),
    );
    expect(text).toContain('Quote Q-0003');
    expect(text).toContain('Valid until');
    expect(text).toContain('Spring cleanup');
  });

  it('continues a long items table on further pages and wraps long descriptions', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      description: `Service visit number ${i + 1}${i % 7 === 0 ? ' with a long description that has to wrap onto the next line of the table because it does not fit' : ''}`,
      quantity: 1,
      rate: '10.00',
    }));
    const bytes = await renderDocumentPdf(invoice(computeTotals(items)));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    const text = await textOf(bytes);
    for (let i = 1; i <= 60; i++) expect(text).toContain(`Service visit number ${i}`);
    expect(text).toContain('$600.00');
    expect(text).toContain(`Page 1 of ${pdf.getPageCount()}`);
  });

  it('replaces characters the standard font cannot draw instead of failing', async () => {
    const text = await textOf(
      await renderDocumentPdf(
        invoice({
          customer: { name: 'Zoë 🌿 Łukasz 東京', email: null },
          items: [{ description: 'Café visit ✅\ttwice', quantity: 1, rate: '1.00', amount: '1.00' }],
          notes: 'Line one\nLine two 🚀',
        }),
      ),
    );
    expect(text).toContain('Zoë ? ?ukasz ??');
    expect(text).toContain('Café visit ? twice 1 $1.00 $1.00');
    expect(text).toContain('Line two ?');
  });
});
