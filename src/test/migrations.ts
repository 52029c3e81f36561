import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExtensions } from '../server/db/client';
import { projectRoot } from '../server/lib/project-root';

/** The committed migrations up to the one before `tag`, in a temporary folder of their own. */
function migrationsBefore(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'crewdesk-migrations-'));
  cpSync(join(projectRoot, 'drizzle'), dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut <= 0) throw new Error(`migrationsBefore: no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * An embedded database that meets migration `tag` as an install with data does: migrated up to the one before
 * it, given `rows` (SQL), then migrated whole. The caller closes it.
 */
export async function migratedAcross(tag: string, rows: string): Promise<PGlite> {
  const folder = migrationsBefore(tag);
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    await client.exec(rows);
    await migrate(db, { migrationsFolder: join(projectRoot, 'drizzle') });
    return client;
  } catch (error) {
    await client.close();
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
