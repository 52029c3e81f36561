import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Language } from '../../../shared/account/preference-values';
import type { LineItem } from '../../../shared/billing/line-items';
import { formatMoney, toCents } from '../../../shared/money';
import type { Translate } from '../i18n/translator';
import { dateLabel, documentTitle, pdfText, statusLabel, type DocumentKind } from './pdf-labels';
import { drawable, formatDocumentDate, formatQuantity, wrapText } from './pdf-text';
import {
  band,
  BOTTOM,
  brand,
  CONTENT_WIDTH,
  ink,
  MARGIN,
  muted,
  PAGE_HEIGHT,
  RIGHT,
  settled,
  Writer,
} from './pdf-writer';

export type DocumentPdfInput = {
  kind: DocumentKind;
  /** The business's language, in which the document's own texts and its dates are written. */
  language: Language;
  number: string;
  status: string;
  /** ISO date or timestamp. */
  issuedOn: string;
  /** An invoice's due date, a quote's valid-until day. */
  date: string | null;
  company: { name: string; address: string | null; phone: string | null; email: string | null };
  customer: { name: string; email: string | null; phone?: string | null; address?: string | null };
  items: LineItem[];
  subtotal: string;
  tax: string;
  discount: string;
  total: string;
  /** An invoice's payments so far, and what is left: written under the total once something has been paid. */
  amountPaid?: string;
  balanceDue?: string;
  /** A quote's deposit (written under the total when one is asked) and what the customer has paid of it. */
  deposit?: { amount: string; paid: string };
  /** Stamps the document PAID (an invoice whose balance is settled). */
  paid?: boolean;
  notes?: string | null;
  terms?: string | null;
  paymentInstructions?: string | null;
  description?: string | null;
};

/** Item table columns: description on the left, the figures right-aligned at these edges. */
const columns = { descriptionWidth: 290, quantityRight: 420, rateRight: 490, amountRight: RIGHT };

/**
 * An invoice or a quote as a printable PDF (US Letter, Helvetica): company, title, dates, bill-to block,
 * an items table that wraps long descriptions and continues on new pages under a repeated header, totals,
 * then notes, terms and payment instructions, in the business's language. Text outside WinAnsi is replaced, never
 * fatal.
 */
export async function renderDocumentPdf(input: DocumentPdfInput): Promise<Uint8Array> {
  const t = pdfText(input.language);
  const doc = await PDFDocument.create();
  const title = documentTitle(t, input.kind, input.number);
  doc.setTitle(title);
  doc.setAuthor(input.company.name);
  doc.setCreator('Crewdesk');
  doc.setProducer('Crewdesk');
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  w.newPage();

  drawHeader(w, input, t, title);
  drawParty(w, t('pdf.billTo').toLocaleUpperCase(input.language), input.customer);
  if (input.description) drawSection(w, t('pdf.description'), input.description);
  drawItems(w, input.items, t);
  drawTotals(w, input, t);
  if (input.notes) drawSection(w, t('pdf.notes'), input.notes);
  if (input.terms) drawSection(w, t('pdf.terms'), input.terms);
  if (input.paymentInstructions) drawSection(w, t('pdf.paymentInstructions'), input.paymentInstructions);

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const footer = { size: 8, font: w.regular, color: muted };
    page.drawText(drawable(`${title} - ${input.company.name}`, w.regular), { x: MARGIN, y: 32, ...footer });
    const count = drawable(t('pdf.footer.page', { page: i + 1, count: pages.length }), w.regular);
    page.drawText(count, { x: RIGHT - w.regular.widthOfTextAtSize(count, 8), y: 32, ...footer });
  });
  return doc.save();
}

function drawHeader(w: Writer, input: DocumentPdfInput, t: Translate, title: string) {
  const top = w.y;
  w.paragraph(input.company.name, MARGIN, 280, { size: 18, bold: true, color: brand }, 22);
  w.y -= 2;
  for (const detail of [input.company.address, input.company.phone, input.company.email]) {
    if (detail) w.paragraph(detail, MARGIN, 280, { size: 9, color: muted }, 12);
  }
  const leftBottom = w.y;

  let y = top - 20;
  w.textRight(title, RIGHT, y, { size: 20, bold: true });
  y -= 22;
  // The due or valid-until day stands out.
  const facts: [string, string, boolean][] = [
    [t('pdf.status'), statusLabel(t, input.kind, input.status), false],
    [t('pdf.issued'), formatDocumentDate(input.issuedOn, input.language), false],
  ];
  if (input.date) facts.push([dateLabel(t, input.kind), formatDocumentDate(input.date, input.language), true]);
  for (const [label, value, bold] of facts) {
    w.text(label, RIGHT - 190, y, { size: 9, color: muted });
    w.textRight(value, RIGHT, y, { size: 10, bold });
    y -= 15;
  }
  w.y = Math.min(leftBottom, y) - 18;
  w.line(w.y);
  w.y -= 20;
}

function drawParty(w: Writer, label: string, party: DocumentPdfInput['customer']) {
  w.text(label, MARGIN, w.y - 8, { size: 8, bold: true, color: muted });
  w.y -= 14;
  w.paragraph(party.name, MARGIN, CONTENT_WIDTH, { size: 12, bold: true }, 16);
  for (const detail of [party.email, party.phone, party.address]) {
    if (detail) w.paragraph(detail, MARGIN, 300, { size: 10, color: muted }, 13);
  }
  w.y -= 16;
}

function drawSection(w: Writer, heading: string, body: string) {
  w.ensure(34);
  w.text(heading, MARGIN, w.y - 10, { size: 10, bold: true });
  w.y -= 16;
  w.paragraph(body, MARGIN, CONTENT_WIDTH, { size: 9.5, color: muted }, 13);
  w.y -= 12;
}

const HEADER_HEIGHT = 20;
const LINE_HEIGHT = 13;
const ROW_PADDING = 6;

function drawTableHeader(w: Writer, t: Translate) {
  w.page.drawRectangle({ x: MARGIN, y: w.y - HEADER_HEIGHT, width: CONTENT_WIDTH, height: HEADER_HEIGHT, color: band });
  const baseline = w.y - 14;
  const style = { size: 9, bold: true, color: muted };
  w.text(t('pdf.items.description'), MARGIN + 6, baseline, style);
  w.textRight(t('pdf.items.quantity'), columns.quantityRight, baseline, style);
  w.textRight(t('pdf.items.rate'), columns.rateRight, baseline, style);
  w.textRight(t('pdf.items.amount'), columns.amountRight - 6, baseline, style);
  w.y -= HEADER_HEIGHT;
}

function drawItems(w: Writer, items: LineItem[], t: Translate) {
  w.ensure(HEADER_HEIGHT + LINE_HEIGHT + 2 * ROW_PADDING);
  drawTableHeader(w, t);
  const style = { size: 10 };
  for (const item of items) {
    let lines = wrapText(item.description, w.regular, style.size, columns.descriptionWidth);
    let first = true;
    while (lines.length > 0) {
      // A row moves to the next page whole; only a row taller than a page is split between lines.
      const fits = Math.floor((w.y - BOTTOM - 2 * ROW_PADDING) / LINE_HEIGHT);
      if (fits < lines.length && (fits < 1 || !isPageTop(w))) {
        w.newPage();
        drawTableHeader(w, t);
        continue;
      }
      const chunk = lines.slice(0, fits);
      lines = lines.slice(fits);
      const baseline = w.y - ROW_PADDING - 10;
      chunk.forEach((line, i) => w.text(line, MARGIN + 6, baseline - i * LINE_HEIGHT, style));
      if (first) {
        w.textRight(formatQuantity(item.quantity), columns.quantityRight, baseline, style);
        w.textRight(formatMoney(item.rate), columns.rateRight, baseline, style);
        w.textRight(formatMoney(item.amount), columns.amountRight - 6, baseline, style);
        first = false;
      }
      w.y -= chunk.length * LINE_HEIGHT + 2 * ROW_PADDING;
      w.line(w.y);
    }
  }
  w.y -= 16;
}

/** Right under a fresh table header, where nothing is gained by moving to another page. */
function isPageTop(w: Writer) {
  return w.y === PAGE_HEIGHT - MARGIN - HEADER_HEIGHT;
}

function drawTotals(w: Writer, input: DocumentPdfInput, t: Translate) {
  const payments = paymentRows(input, t);
  w.ensure((3 + payments.length) * 18 + 40);
  const labelX = RIGHT - 200;
  const discount = toCents(input.discount) > 0 ? `-${formatMoney(input.discount)}` : formatMoney(input.discount);
  const rows: [string, string][] = [
    [t('pdf.totals.subtotal'), formatMoney(input.subtotal)],
    [t('pdf.totals.tax'), formatMoney(input.tax)],
    [t('pdf.totals.discount'), discount],
  ];
  for (const [label, value] of rows) {
    w.text(label, labelX, w.y - 10, { size: 10, color: muted });
    w.textRight(value, RIGHT - 6, w.y - 10, { size: 10 });
    w.y -= 18;
  }
  w.line(w.y, ink, labelX, RIGHT);
  w.y -= 6;
  const totalTop = w.y;
  w.text(t('pdf.totals.total'), labelX, w.y - 12, { size: 12, bold: true });
  w.textRight(formatMoney(input.total), RIGHT - 6, w.y - 12, { size: 12, bold: true });
  w.y -= 22;
  for (const [label, value, bold] of payments) {
    w.text(label, labelX, w.y - 10, { size: 10, bold, color: bold ? ink : muted });
    w.textRight(value, RIGHT - 6, w.y - 10, { size: 10, bold });
    w.y -= 18;
  }
  // Below the stamp as well, when no payment rows push the next section down past it.
  if (input.paid) w.y = Math.min(w.y, drawPaidStamp(w, totalTop, t('pdf.paidStamp')) - 6);
  w.y -= 12;
}

/**
 * "Amount paid" and "Balance due", once an invoice has received something; for a quote, the deposit it asks and
 * what was paid of it.
 */
function paymentRows(input: DocumentPdfInput, t: Translate): [string, string, boolean][] {
  if (input.deposit && toCents(input.deposit.amount) > 0) {
    const rows: [string, string, boolean][] = [[t('pdf.totals.depositDue'), formatMoney(input.deposit.amount), true]];
    if (toCents(input.deposit.paid) > 0)
      rows.push([t('pdf.totals.depositPaid'), formatMoney(input.deposit.paid), false]);
    return rows;
  }
  if (input.amountPaid === undefined || input.balanceDue === undefined || toCents(input.amountPaid) <= 0) return [];
  return [
    [t('pdf.totals.amountPaid'), formatMoney(input.amountPaid), false],
    [t('pdf.totals.balanceDue'), formatMoney(input.balanceDue), true],
  ];
}

/**
 * A framed PAID (PAGADA, PAYÉE) on the left of the totals, level with the total: seen at a glance, printed or on
 * screen. Returns where its frame ends.
 */
function drawPaidStamp(w: Writer, top: number, stamp: string): number {
  const size = 26;
  const width = w.bold.widthOfTextAtSize(drawable(stamp, w.bold), size) + 24;
  const height = size + 12;
  const x = MARGIN + 10;
  const y = top - height;
  w.page.drawRectangle({ x, y, width, height, borderColor: settled, borderWidth: 2.5 });
  w.text(stamp, x + 12, y + 10, { size, bold: true, color: settled });
  return y;
}

/** The file name a document's PDF is offered under: its number, reduced to characters safe in a header and a file system. */
export const pdfFileName = (number: string) => `${number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
