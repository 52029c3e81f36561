/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF (LF and a lone CR are read too),
 * a field in double quotes may hold commas, line breaks and quotes doubled (""). A leading BOM is skipped.
 */

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

/** One record with the file line it starts on (a quoted field may span several lines). */
export type CsvRecord = { line: number; fields: string[] };

/** The records of `text`; blank lines are skipped. Throws CsvError for a quoted field that is never closed. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false; // the current field began with a quote
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;

  const endField = () => {
    fields.push(field);
    field = '';
    quoted = false;
  };
  const endRecord = () => {
    const blank = fields.length === 0 && field === '' && !quoted;
    endField();
    if (!blank) records.push({ line: recordLine, fields });
    fields = [];
  };

  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    const c = text[i];
    if (inQuotes) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') inQuotes = false;
      else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        field += c;
      }
      i++;
      continue;
    }
    if (c === '"' && field === '' && !quoted) {
      inQuotes = quoted = true;
      quoteLine = line;
      i++;
    } else if (c === ',') {
      endField();
      i++;
    } else if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      recordLine = ++line;
    } else {
      // Lenient where the RFC is strict: a stray quote inside an unquoted field is kept as text.
      field += c;
      i++;
    }
  }
  if (inQuotes) throw new CsvError(`The quoted field that starts on line ${quoteLine} is never closed.`, quoteLine);
  if (fields.length > 0 || field !== '' || quoted) endRecord();
  return records;
}

/** A field as written: quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvField(value: string | null | undefined): string {
  const text = value ?? '';
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record ending in CRLF. */
export function csvRecord(values: readonly (string | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

// A cell a spreadsheet would run as a formula. Phone-like values (+1 555 010-2000, -5) are left alone.
const formulaStart = /^[=@\t\r]|^[+-](?![\d\s().-]*$)/;

/** Text a spreadsheet shows as text: a leading apostrophe stops a cell like `=HYPERLINK(...)` from running. */
export function spreadsheetSafe(value: string | null | undefined): string {
  const text = value ?? '';
  return formulaStart.test(text) ? `'${text}` : text;
}

/** Undoes `spreadsheetSafe`, so an exported file imports back unchanged. */
export function fromSpreadsheetSafe(value: string): string {
  return value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value;
}
