import { AppError } from '../app-error';
import { CsvError, fromSpreadsheetSafe, parseCsv } from './csv';
import {
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_IMPORT_MAX_ROWS,
  customerInputSchema,
  customerMessages,
  type CustomerImportRow,
} from './customers.schemas';

type Column = (typeof CUSTOMER_CSV_COLUMNS)[number];

/**
 * The data rows of a customer file, each checked with the customer form's rules and against the rows above
 * it (an e-mail seen earlier is a duplicate). Throws AppError BAD_REQUEST for a file that cannot be read.
 */
export function readCustomerCsv(text: string): CustomerImportRow[] {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
  const [header, ...data] = records;
  const names = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const position = (column: Column) => names.indexOf(column);
  if (position('name') < 0) throw new AppError('BAD_REQUEST', customerMessages.csvNoNameColumn);

  const rows = data.filter((r) => r.fields.some((f) => f.trim() !== ''));
  if (rows.length > CUSTOMER_IMPORT_MAX_ROWS) throw new AppError('BAD_REQUEST', customerMessages.csvTooManyRows);

  const firstLineOfEmail = new Map<string, number>();
  return rows.map(({ line, fields }) => {
    const value = (column: Column) => {
      const at = position(column);
      return at < 0 ? '' : fromSpreadsheetSafe((fields[at] ?? '').trim());
    };
    const raw = Object.fromEntries(CUSTOMER_CSV_COLUMNS.map((c) => [c, value(c)])) as Record<Column, string>;
    const parsed = customerInputSchema.safeParse(raw);
    if (!parsed.success) {
      const orNull = (v: string) => v || null;
      return {
        line,
        name: raw.name,
        email: orNull(raw.email),
        phone: orNull(raw.phone),
        address: orNull(raw.address),
        notes: orNull(raw.notes),
        error: parsed.error.issues[0]?.message ?? 'Invalid row',
      };
    }
    const row = { line, ...parsed.data, error: null as string | null };
    if (row.email) {
      const first = firstLineOfEmail.get(row.email);
      if (first === undefined) firstLineOfEmail.set(row.email, line);
      else row.error = customerMessages.duplicateOfLine(first);
    }
    return row;
  });
}

/** Refuses the still-accepted rows whose e-mail the company already has (`existing`, lower case). */
export function refuseExistingEmails(rows: CustomerImportRow[], existing: ReadonlySet<string>): CustomerImportRow[] {
  return rows.map((row) =>
    !row.error && row.email && existing.has(row.email) ? { ...row, error: customerMessages.emailExists } : row,
  );
}
