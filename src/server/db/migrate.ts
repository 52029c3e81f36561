import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../lib/project-root';
import { queryRows, type Database, type Db } from './client';

const migrationsFolder = join(projectRoot, 'drizzle');
const STARTUP_LOCK = 727_001;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that app processes starting together migrate
 * and seed one after the other. The embedded database has a single process: nothing to lock.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** Applies the committed drizzle-kit migrations. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.pglite) await migratePglite(drizzlePglite(database.pglite), { migrationsFolder });
  else await migratePg(drizzlePg(database.pool!), { migrationsFolder });
}

export type MigrationStatus = {
  /** Migrations recorded in the database. */
  applied: number;
  /** Committed migrations the database does not have yet: the next start applies them. */
  pending: number;
  /** Recorded migrations this code does not know: the database comes from a newer version. */
  unknown: number;
};

/** How a database's recorded migrations compare with the committed ones (drizzle keys them by folder time). */
export async function migrationStatus(db: Db): Promise<MigrationStatus> {
  const known = new Set(readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  const rows = await queryRows<{ created_at: string }>(db, sql`select created_at from drizzle.__drizzle_migrations`);
  const applied = new Set(rows.map((r) => Number(r.created_at)));
  const newest = Math.max(0, ...applied);
  return {
    applied: applied.size,
    pending: [...known].filter((millis) => millis > newest).length,
    unknown: [...applied].filter((millis) => !known.has(millis)).length,
  };
}
