import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app';
import { TEST_ADMIN } from '../../../test/test-env';
import { waitFor } from '../../../test/wait';
import { seedUser } from '../../db/seed/factories';
import { restoreEmbeddedBackup } from '../../db/restore';
import { projectRoot } from '../../lib/project-root';
import { backupMessages, writeDailyBackup } from './backup.service';

const run = promisify(execFile);
const embedded = inject('testDatabase').kind === 'pglite';
const DAY = 24 * 60 * 60 * 1000;
const backupName = /^crewdesk-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/;

describe('backups', () => {
  let t: TestApp;
  let admin: string;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'crewdesk-backup-'));
    t = await createTestApp({ env: embedded ? { BACKUP_DIR: join(dir, 'daily') } : {} });
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const download = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/backup', headers: cookie ? { cookie } : {} });

  it('are for administrators only, as every admin route', async () => {
    const signedOut = await download();
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'Unauthorized' });
    const user = await seedUser(t.db);
    const notAdmin = await download(await signIn(t.app, user.email, user.plainPassword));
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toEqual({ message: 'You need administrator privileges to access this page.' });
  });

  it.runIf(!embedded)('point to pg_dump on PostgreSQL', async () => {
    const response = await download(admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: backupMessages.postgres, fields: {} });
  });

  describe.runIf(embedded)('of the embedded database', () => {
    let file: string;

    it('download as a dated .tar.gz that restores into a new folder', async () => {
      const response = await download(admin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const name = /filename="(.+)"$/.exec(String(response.headers['content-disposition']))?.[1] ?? '';
      expect(name).toMatch(backupName);
      expect([...response.rawPayload.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
      file = join(dir, name);
      writeFileSync(file, response.rawPayload);

      const summary = await restoreEmbeddedBackup({ file, dataDir: join(dir, 'restored') });
      expect(summary.tables.find((t) => t.schema === 'public' && t.name === 'users')?.rows).toBeGreaterThanOrEqual(2);
      expect(summary.migrations).toMatchObject({ pending: 0, unknown: 0 });
      expect(summary.migrations.applied).toBeGreaterThan(0);
    });

    it('restore only into an empty folder, and leave a failed one as it was', async () => {
      const busy = join(dir, 'busy');
      mkdirSync(busy);
      writeFileSync(join(busy, 'keep.txt'), 'an existing database');
      await expect(restoreEmbeddedBackup({ file, dataDir: busy })).rejects.toThrow(
        `${busy} is not empty. Restore into a new folder, then point DATA_DIR at it while the server is stopped.`,
      );
      expect(readdirSync(busy)).toEqual(['keep.txt']);

      const notABackup = join(dir, 'notes.tar.gz');
      writeFileSync(notABackup, 'not a backup at all');
      await expect(restoreEmbeddedBackup({ file: notABackup, dataDir: join(dir, 'never') })).rejects.toThrow(
        'could not be restored',
      );
      expect(existsSync(join(dir, 'never'))).toBe(false);
      await expect(
        restoreEmbeddedBackup({ file: join(dir, 'missing.tar.gz'), dataDir: join(dir, 'x') }),
      ).rejects.toThrow(`No backup file at ${join(dir, 'missing.tar.gz')}.`);
    });

    it('restore from the command line, saying what it did', { timeout: 120_000 }, async () => {
      const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');
      const target = join(dir, 'from-cli');
      const { stdout } = await run(tsx, ['scripts/restore.ts', file, '--data-dir', target], { cwd: projectRoot });
      expect(stdout).toContain(`Restored ${file} (`);
      expect(stdout).toMatch(/The database opens: \d+ tables, \d+ rows\./);
      expect(stdout).toMatch(/ {2}public\.users +\d+\n/);
      expect(stdout).toContain('up to date.');
      expect(stdout).toContain(`set DATA_DIR=${target}`);

      const refused = await run(tsx, ['scripts/restore.ts', file], { cwd: projectRoot }).catch((err) => err);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Usage: npm run restore -- <backup file> --data-dir <new folder>');
    });

    it('are written daily into BACKUP_DIR, from the start, keeping the newest BACKUP_KEEP', async () => {
      const daily = join(dir, 'daily');
      // The job runs once at start: the first backup appears without waiting for the hourly check.
      const [first] = await waitFor(() => {
        const files = existsSync(daily) ? readdirSync(daily) : [];
        return files.length > 0 ? files : undefined;
      }, 'the backup made at start');
      expect(first).toMatch(backupName);

      const now = Date.now();
      const sameDay = await writeDailyBackup(t.ctx.database, { dir: daily, keep: 2, now: new Date(now + DAY / 2) });
      expect(sameDay.written).toBeUndefined();
      const names: string[] = [first];
      for (const day of [1, 2, 3]) {
        const next = await writeDailyBackup(t.ctx.database, { dir: daily, keep: 2, now: new Date(now + day * DAY) });
        expect(next.written).toBeDefined();
        names.push(next.written!.split('/').at(-1)!);
      }
      expect(readdirSync(daily).sort()).toEqual(names.slice(-2).sort());
    });
  });
});
