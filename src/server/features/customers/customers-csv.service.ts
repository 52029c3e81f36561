import { csvRecord, spreadsheetSafe } from '../../../shared/customers/csv';
import { readCustomerCsv, refuseExistingEmails } from '../../../shared/customers/customer-csv';
import { CUSTOMER_CSV_COLUMNS, type CustomerImportPreview } from '../../../shared/customers/customers.schemas';
import type { Db } from '../../db/client';
import { newToken } from '../../lib/tokens';
import * as q from './customers.queries';

const EXPORT_BATCH = 500;
const INSERT_BATCH = 1000;

/** The rows of a file checked against the form's rules, the file itself and the company's customers. */
async function checkRows(db: Db, companyId: number, csv: string): Promise<CustomerImportPreview> {
  const read = readCustomerCsv(csv);
  const emails = [...new Set(read.flatMap((r) => (!r.error && r.email ? [r.email] : [])))];
  const rows = refuseExistingEmails(read, await q.findExistingEmails(db, { companyId, emails }));
  const refused = rows.filter((r) => r.error).length;
  return { rows, accepted: rows.length - refused, refused };
}

export async function previewImport(db: Db, companyId: number, csv: string) {
  return checkRows(db, companyId, csv);
}

/** Checks the file again and inserts the accepted rows, all or none. */
export async function importCustomers(db: Db, companyId: number, csv: string) {
  return db.transaction(async (tx) => {
    const { rows, accepted, refused } = await checkRows(tx, companyId, csv);
    const values = rows
      .filter((r) => !r.error)
      .map((r) => ({
        companyId,
        name: r.name,
        email: r.email,
        phone: r.phone,
        address: r.address,
        notes: r.notes,
        accessToken: newToken(),
      }));
    for (let i = 0; i < values.length; i += INSERT_BATCH) {
      await q.insertCustomers(tx, values.slice(i, i + INSERT_BATCH));
    }
    return { imported: accepted, refused };
  });
}

/** The company's customers as CSV, read in batches by id so a large list is never held at once. */
export async function* exportCustomers(db: Db, companyId: number): AsyncIterable<string> {
  // The byte order mark tells spreadsheet programs the file is UTF-8.
  yield `\uFEFF${csvRecord(CUSTOMER_CSV_COLUMNS)}`;
  let afterId = 0;
  for (;;) {
    const batch = await q.findCustomersAfter(db, { companyId, afterId, limit: EXPORT_BATCH });
    if (batch.length === 0) return;
    yield batch.map((c) => csvRecord(CUSTOMER_CSV_COLUMNS.map((column) => spreadsheetSafe(c[column])))).join('');
    afterId = batch[batch.length - 1].id;
    if (batch.length < EXPORT_BATCH) return;
  }
}
