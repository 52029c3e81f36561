import { format, isValid, parseISO } from 'date-fns';
import type { PDFFont } from 'pdf-lib';
import type { Language } from '../../../shared/account/preference-values';

/**
 * Makes text drawable with a standard (WinAnsi) font: Spanish and French letters are all in it (é ñ ¿ œ « ’),
 * accented letters outside the set lose their accent, anything else (emoji, CJK, control characters) becomes '?',
 * so user text never makes rendering throw. Text is composed first: an `e` and a combining accent become one `é`.
 */
export function drawable(text: string, font: PDFFont): string {
  const supported = characterSet(font);
  let out = '';
  for (const char of text.normalize('NFC').replace(/\t/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (supported.has(code) && code >= 0x20) {
      out += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base && [...base].every((c) => supported.has(c.codePointAt(0)!)) ? base : '?';
  }
  return out;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();
function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/** Splits text into lines no wider than `width`: at spaces, and inside a word only when it alone is too wide. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of drawable(paragraph, font).split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const char of word) {
        if (line && font.widthOfTextAtSize(line + char, size) > width) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
  }
  return lines;
}

const shortDates = new Map<Language, Intl.DateTimeFormat>();
function shortDate(language: Language) {
  let formatter = shortDates.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { day: '2-digit', month: 'short', year: 'numeric' });
    shortDates.set(language, formatter);
  }
  return formatter;
}

/**
 * `Mar 05, 2024` (`05 mar 2024`, `05 mars 2024`) from an ISO date (`2024-03-05`, read as that calendar day) or an
 * ISO timestamp.
 */
export function formatDocumentDate(value: string, language: Language = 'en'): string {
  const date = parseISO(value);
  if (!isValid(date)) return value;
  return language === 'en' ? format(date, 'MMM dd, yyyy') : shortDate(language).format(date);
}

const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
export const formatQuantity = (quantity: number) => quantityFormat.format(quantity);
