import type { PGlite } from '@electric-sql/pglite';

/** Backups are named by the moment they were taken (UTC), so names sort by age. */
const FILE_PREFIX = 'crewdesk-backup-';
const FILE_SUFFIX = '.tar.gz';

/** `crewdesk-backup-2026-01-31T02-41-00Z.tar.gz`: a dated name that is safe on every file system. */
export function backupFileName(takenAt: Date): string {
  const stamp = takenAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `${FILE_PREFIX}${stamp}${FILE_SUFFIX}`;
}

const NAME = /^crewdesk-backup-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z\.tar\.gz$/;

export function isBackupFileName(name: string): boolean {
  return NAME.test(name);
}

/** When the backup named `name` was taken, in milliseconds (NaN for another name). */
export function backupTakenAt(name: string): number {
  const [, day, hours, minutes, seconds] = NAME.exec(name) ?? [];
  return day ? Date.parse(`${day}T${hours}:${minutes}:${seconds}Z`) : NaN;
}

/**
 * A consistent copy of the embedded database while it serves requests: its data folder as a gzipped tar,
 * the format `PGlite.create({ loadDataDir })` restores.
 *
 * `dumpDataDir` alone waits only for the statement in progress, so it could copy the folder between two
 * statements of another request's transaction. Running it inside a transaction of our own holds PGlite's
 * transaction lock instead: every other query and transaction waits until the copy is made, so the copy
 * is the database between two transactions. The checkpoint first writes every change into the data
 * files, so the restored copy starts without replaying the write-ahead log.
 */
export async function dumpEmbeddedDatabase(pglite: PGlite): Promise<Buffer> {
  const dump = await pglite.transaction(async (tx) => {
    await tx.exec('checkpoint');
    return pglite.dumpDataDir('gzip');
  });
  return Buffer.from(await dump.arrayBuffer());
}
