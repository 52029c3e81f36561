import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../server/lib/project-root';

/**
 * The committed migrations up to the one before `tag`, in a temporary folder of their own (the caller removes
 * it): a database migrated from it, given rows, then migrated whole, meets `tag` as an install with data does.
 */
export function migrationsBefore(tag: string) {
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
