import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions, wrapPglite } from './client';
import { migrationStatus, type MigrationStatus } from './migrate';
import { countRows, type TableName } from './tables';

/** A restore refused or failed for a reason the operator can act on: printed as it is. */
export class RestoreError extends Error {}

export type RestoreSummary = {
  file: string;
  dataDir: string;
  bytes: number;
  tables: (TableName & { rows: number })[];
  migrations: MigrationStatus;
};

const GZIP_MAGIC = [0x1f, 0x8b];

function readBackup(file: string) {
  if (!existsSync(file) || !statSync(file).isFile()) throw new RestoreError(`No backup file at ${file}.`);
  return readFileSync(file);
}

/** Makes sure the target is a new or empty folder: a restore never mixes with or replaces a database. */
function prepareTarget(dataDir: string): { created: boolean } {
  if (!existsSync(dataDir)) {
    mkdirSync(dataDir, { recursive: true });
    return { created: true };
  }
  if (!statSync(dataDir).isDirectory()) throw new RestoreError(`${dataDir} is a file, not a folder.`);
  if (readdirSync(dataDir).length > 0) {
    throw new RestoreError(
      `${dataDir} is not empty. Restore into a new folder, then point DATA_DIR at it while the server is stopped.`,
    );
  }
  return { created: false };
}

/** Leaves the target as it was found (absent or empty) after a failed restore. */
function clearTarget(dataDir: string, created: boolean) {
  if (created) return rmSync(dataDir, { recursive: true, force: true });
  for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });
}

/**
 * Loads a backup made by `GET /api/admin/backup` (or the daily backup) into a new embedded-database folder,
 * then opens it and counts every table's rows and its migrations, so a backup that does not open is found now
 * rather than on the day it is needed.
 */
export async function restoreEmbeddedBackup(opts: { file: string; dataDir: string }): Promise<RestoreSummary> {
  const file = resolve(opts.file);
  const dataDir = resolve(opts.dataDir);
  const data = readBackup(file);
  const { created } = prepareTarget(dataDir);
  const gzipped = GZIP_MAGIC.every((byte, i) => data[i] === byte);
  const blob = new Blob([data], { type: gzipped ? 'application/x-gzip' : 'application/x-tar' });
  try {
    const pglite = await PGlite.create({ dataDir, loadDataDir: blob, ...pgliteOptions });
    const database = wrapPglite(pglite);
    try {
      return {
        file,
        dataDir,
        bytes: data.length,
        tables: await countRows(database.db),
        migrations: await migrationStatus(database.db),
      };
    } finally {
      await database.close();
    }
  } catch (err) {
    clearTarget(dataDir, created);
    if (err instanceof RestoreError) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    throw new RestoreError(`${file} could not be restored (${reason}). Is it a Crewdesk backup?`);
  }
}
