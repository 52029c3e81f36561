import { PageSizes, type PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawable, wrapText } from './pdf-text';

// The page a document is drawn on (US Letter, its margins, the colours) and the cursor that writes down it.

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.Letter;
export const MARGIN = 50;
export const RIGHT = PAGE_WIDTH - MARGIN;
export const CONTENT_WIDTH = RIGHT - MARGIN;
/** Content stops here; the footer lives below. */
export const BOTTOM = 64;

export const ink = rgb(0.07, 0.09, 0.15);
export const muted = rgb(0.42, 0.45, 0.5);
export const brand = rgb(15 / 255, 118 / 255, 110 / 255);
export const rule = rgb(0.86, 0.87, 0.9);
export const settled = rgb(5 / 255, 150 / 255, 105 / 255);
export const band = rgb(0.95, 0.96, 0.97);

export type TextStyle = { size: number; bold?: boolean; color?: ReturnType<typeof rgb> };

/** A cursor over the pages: writes top to bottom and opens a new page when the next block would not fit. */
export class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly onNewPage: () => void = () => undefined,
  ) {}

  newPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
    this.onNewPage();
  }

  ensure(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  font(style: TextStyle) {
    return style.bold ? this.bold : this.regular;
  }

  text(value: string, x: number, baseline: number, style: TextStyle) {
    const font = this.font(style);
    this.page.drawText(drawable(value, font), { x, y: baseline, size: style.size, font, color: style.color ?? ink });
  }

  textRight(value: string, right: number, baseline: number, style: TextStyle) {
    const font = this.font(style);
    const safe = drawable(value, font);
    const x = right - font.widthOfTextAtSize(safe, style.size);
    this.page.drawText(safe, { x, y: baseline, size: style.size, font, color: style.color ?? ink });
  }

  /** Wrapped lines at the cursor, breaking pages between lines. */
  paragraph(value: string, x: number, width: number, style: TextStyle, lineHeight: number) {
    for (const line of wrapText(value, this.font(style), style.size, width)) {
      this.ensure(lineHeight);
      this.text(line, x, this.y - style.size, style);
      this.y -= lineHeight;
    }
  }

  line(y: number, color = rule, from = MARGIN, to = RIGHT) {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.75, color });
  }
}
