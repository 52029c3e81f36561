import { readCustomerCsv, refuseExistingEmails } from '../../../shared/customers/customer-csv';
import { CUSTOMER_CSV_COLUMNS, type CustomerImportPreview } from '../../../shared/customers/customers.schemas';
import type { Db } from '../../db/client';
import { csvLines } from '../../lib/csv-export';
import { newToken } from '../../lib/tokens';
import * as q from './customers.queries';

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

/** The company's customers as CSV, in id order (the columns the import reads back). */
export function exportCustomers(db: Db, companyId: number): AsyncIterable<string> {
  return csvLines({
    header: CUSTOMER_CSV_COLUMNS,
    read: (afterId: number = 0, limit: number) => q.findCustomersAfter(db, { companyId, afterId, limit }),
    keyOf: (customer) => customer.id,
    fields: (customer) => CUSTOMER_CSV_COLUMNS.map((column) => customer[column]),
  });
}
