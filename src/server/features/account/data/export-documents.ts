import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invoices, quotes, uploads } from '../../../db/schema';
import { getInvoicePdf } from '../../invoices/invoices.service';
import { getOwnQuotePdf } from '../../quotes/quote-delivery.service';
import type { ZipSink } from './zip-writer';

/** Documents rendered per page of ids: each PDF is held only while it is written. */
const DOCUMENT_PAGE = 100;
/** Stored files read per query: each may be up to a few megabytes. */
const FILE_PAGE = 20;

async function writeFile(zip: ZipSink, name: string, bytes: Uint8Array) {
  const file = zip.open(name);
  file.write(bytes);
  file.end();
  await zip.flush();
}

/** Ids of a company's rows of `table` after `after`, in order, a page at a time. */
async function* idPages(db: Db, table: typeof invoices | typeof quotes, companyId: number) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), gt(table.id, after)))
      .orderBy(asc(table.id))
      .limit(DOCUMENT_PAGE);
    if (rows.length) yield rows.map((r) => r.id);
    if (rows.length < DOCUMENT_PAGE) return;
    after = rows[rows.length - 1].id;
  }
}

/** Every invoice and quote of the company as the PDF its customer receives: `pdf/invoices/INV-0001.pdf`... */
export async function writeDocuments(db: Db, companyId: number, zip: ZipSink) {
  let count = 0;
  for await (const ids of idPages(db, invoices, companyId)) {
    for (const id of ids) {
      const pdf = await getInvoicePdf(db, companyId, id);
      await writeFile(zip, `pdf/invoices/${id}-${pdf.fileName}`, pdf.bytes);
      count += 1;
    }
  }
  for await (const ids of idPages(db, quotes, companyId)) {
    for (const id of ids) {
      const pdf = await getOwnQuotePdf(db, companyId, id);
      await writeFile(zip, `pdf/quotes/${id}-${pdf.filename}`, pdf.bytes);
      count += 1;
    }
  }
  return count;
}

/** The company's stored files (its logo, visit photos) as they were uploaded: `files/<key>`. */
export async function writeUploads(db: Db, companyId: number, zip: ZipSink) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: uploads.id, key: uploads.key, data: uploads.data })
      .from(uploads)
      .where(and(eq(uploads.companyId, companyId), gt(uploads.id, after)))
      .orderBy(asc(uploads.id))
      .limit(FILE_PAGE);
    for (const row of rows) await writeFile(zip, `files/${row.key.replace(/[^\w.-]/g, '_')}`, row.data);
    if (rows.length < FILE_PAGE) return;
    after = rows[rows.length - 1].id;
  }
}
