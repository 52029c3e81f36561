// `npm run restore -- <backup file> --data-dir <new folder>`: loads a backup of the embedded database (from
// GET /api/admin/backup or BACKUP_DIR) into a new folder, opens it and prints what it holds. It never writes
// into a folder that has files: swapping the restored folder in is the operator's step, with the server stopped
// (see docs/operations.md).
import { parseArgs } from 'node:util';
import { restoreEmbeddedBackup, RestoreError, type RestoreSummary } from '../src/server/db/restore';

const usage = 'Usage: npm run restore -- <backup file> --data-dir <new folder>';

function describe(summary: RestoreSummary): string {
  const { tables, migrations } = summary;
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  const width = Math.max(...tables.map((t) => `${t.schema}.${t.name}`.length));
  const lines = [
    `Restored ${summary.file} (${(summary.bytes / 1024 / 1024).toFixed(1)} MB) into ${summary.dataDir}.`,
    `The database opens: ${tables.length} tables, ${rows} rows.`,
    ...tables.map((t) => `  ${`${t.schema}.${t.name}`.padEnd(width)}  ${t.rows}`),
    `Migrations: ${migrations.applied} applied` +
      (migrations.pending > 0
        ? `; ${migrations.pending} newer ones will be applied at the next start.`
        : ', up to date.'),
  ];
  if (migrations.unknown > 0) {
    lines.push(
      `Warning: ${migrations.unknown} migrations come from a newer version of Crewdesk: run that version on this folder.`,
    );
  }
  lines.push(`To use it: stop the server, set DATA_DIR=${summary.dataDir} (or move the folder there), start it again.`);
  return lines.join('\n');
}

function parseArguments() {
  try {
    return parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string' } } });
  } catch (err) {
    throw new RestoreError(`${err instanceof Error ? err.message : String(err)}\n${usage}`);
  }
}

async function main() {
  const { positionals, values } = parseArguments();
  const [file, ...extra] = positionals;
  const dataDir = values['data-dir'];
  if (!file || !dataDir || extra.length > 0) throw new RestoreError(usage);
  console.log(describe(await restoreEmbeddedBackup({ file, dataDir })));
}

main().catch((err) => {
  console.error(err instanceof RestoreError ? err.message : err);
  process.exit(1);
});
