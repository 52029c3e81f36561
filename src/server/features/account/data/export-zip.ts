import type { Db } from '../../../db/client';
import { writeDocuments, writeUploads } from './export-documents';
import { exportPlan } from './export-plan';
import { writeTable } from './export-tables';
import { zipWriter } from './zip-writer';

export type ExportOwner = { userId: number; companyId: number | null };

const readme = (owner: ExportOwner, at: Date, counts: string[]) =>
  [
    `Data export of account #${owner.userId}, made ${at.toISOString()}.`,
    '',
    'account/  your own records: your user, preferences, TODO items, subscription, feedback...',
    'company/  every record of your business, one JSON file and one CSV file a table',
    'pdf/      every invoice and quote as your customers receive it',
    'files/    the files you uploaded (logo, visit photos)',
    '',
    'Passwords, sign-in tokens and other secrets are never exported.',
    '',
    'Rows per table:',
    ...counts,
    '',
  ].join('\r\n');

/**
 * The account's data as a zip: every exported table's rows of the user and of their business (JSON and CSV), the
 * PDFs of the business's invoices and quotes, and its uploaded files. An administrator has no business: their own
 * records only. The zip goes to `store` a part at a time as it is written; answers its size.
 */
export async function buildExportZip(
  db: Db,
  owner: ExportOwner,
  store: (part: Uint8Array) => Promise<void>,
  at = new Date(),
): Promise<number> {
  const zip = zipWriter(at, store);
  const counts: string[] = [];
  for (const plan of exportPlan().tables) {
    const ownerId = plan.scope === 'company' ? owner.companyId : owner.userId;
    if (ownerId === null) continue;
    const rows = await writeTable(db, plan, ownerId, zip, plan.scope);
    counts.push(`  ${plan.scope}/${plan.name}: ${rows}`);
  }
  if (owner.companyId !== null) {
    await writeDocuments(db, owner.companyId, zip);
    await writeUploads(db, owner.companyId, zip);
  }
  const info = zip.open('README.txt');
  info.write(readme(owner, at, counts));
  info.end();
  return zip.finish();
}
