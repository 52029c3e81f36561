import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../../shared/app-error';
import { backupFileName, backupTakenAt, dumpEmbeddedDatabase, isBackupFileName } from '../../db/backup';
import type { Database } from '../../db/client';

export const backupMessages = {
  postgres: 'This server runs on PostgreSQL: back it up with pg_dump (see docs/operations.md).',
};

/** A consistent backup of the embedded database as a dated `.tar.gz`; on PostgreSQL, pg_dump's job (400). */
export async function createBackup(database: Database, now = new Date()) {
  if (!database.pglite) throw new AppError('BAD_REQUEST', backupMessages.postgres);
  return { fileName: backupFileName(now), data: await dumpEmbeddedDatabase(database.pglite) };
}

/** Backups younger than this count as today's, so an hourly check backs up once a day without drifting later. */
const DAILY = 23 * 60 * 60 * 1000;

/** The backups in `dir`, oldest first, with the moment each was taken (read from its name). */
function backupsIn(dir: string) {
  return readdirSync(dir)
    .filter(isBackupFileName)
    .sort()
    .map((name) => ({ name, at: backupTakenAt(name) }));
}

/**
 * The daily backup into `dir`: writes one when the newest there is older than a day, then keeps the `keep`
 * newest and deletes older ones. The file appears under its final name only once complete.
 */
export async function writeDailyBackup(database: Database, opts: { dir: string; keep: number; now?: Date }) {
  const now = opts.now ?? new Date();
  mkdirSync(opts.dir, { recursive: true });
  const newest = backupsIn(opts.dir).at(-1);
  if (newest && now.getTime() - newest.at < DAILY) return { written: undefined, removed: [] };

  const backup = await createBackup(database, now);
  const path = join(opts.dir, backup.fileName);
  writeFileSync(`${path}.partial`, backup.data);
  renameSync(`${path}.partial`, path);

  const removed = backupsIn(opts.dir)
    .slice(0, -opts.keep)
    .map((b) => b.name);
  for (const name of removed) rmSync(join(opts.dir, name), { force: true });
  return { written: path, removed };
}
