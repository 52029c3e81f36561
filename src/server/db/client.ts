import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What pg-boss needs to run its SQL on our connection. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | { rows: unknown[] }[]>;
};

type DriverClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * The SqlExecutor on `db`'s own connection: the transaction's when `db` is one, so what pg-boss writes through
 * it (a job) commits or rolls back with the caller's rows. Drizzle keeps the driver's client in its session (a
 * pg Pool or the transaction's PoolClient, the PGlite instance or its transaction: each has `query(text,
 * values)`) without a public accessor, so this reads it and fails loudly should an upgrade move it.
 */
export function sqlOf(db: Db): SqlExecutor {
  const client = (db._.session as unknown as { client?: Partial<DriverClient> }).client;
  if (typeof client?.query !== 'function') throw new Error('sqlOf: no driver client in the Drizzle session');
  const driver = client as DriverClient;
  return { executeSql: (text, values) => driver.query(text, values) };
}

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  sql: SqlExecutor;
  ping(): Promise<void>;
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
};

const drizzleOptions = { schema, casing: 'snake_case' } as const;

// numeric and bigint stay strings; timestamps become Date (pg does that by default).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export function wrapPglite(client: PGlite): Database {
  return {
    kind: 'pglite',
    pglite: client,
    db: drizzlePglite(client, drizzleOptions) as unknown as Db,
    sql: {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values as never[]);
        const results = await client.exec(text);
        return results.length === 1 ? results[0] : results;
      },
    },
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

/** The PostgreSQL extensions the migrations create (trigram search), which PGlite must load itself. */
export const pgliteExtensions: PGliteOptions['extensions'] = { pg_trgm };

/**
 * Every embedded database's options. PostgreSQL's default 128 MB of shared buffers is most of the process's
 * memory in PGlite (it sits in the WebAssembly heap, touched at start): 32 MB holds a small business's whole
 * database (the demo's is 25 MB), and pages beyond it are read from the operating system's cache
 * (docs/performance.md, "The embedded database's memory").
 */
export const pgliteOptions = {
  extensions: pgliteExtensions,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
} satisfies PGliteOptions;

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...pgliteOptions });
  return wrapPglite(client);
}

export function openPostgres(connectionString: string, max: number): Database {
  // A request waits at most this long for a connection: while the database is away it gets a 503, not a hang.
  const pool = new pg.Pool({ connectionString, max, application_name: 'crewdesk', connectionTimeoutMillis: 5_000 });
  // A client whose connection dies (a terminated backend, a restart) emits 'error', and an 'error' nobody
  // listens to ends the process. The pool listens only while the client is idle; a client checked out by a
  // transaction or the startup lock has no listener, so every client gets one for its whole life. The query
  // in progress fails by itself (the request answers 503), and a dead client is dropped when released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', () => undefined); // an idle client dying is reported by the next query instead
  return {
    kind: 'postgres',
    pool,
    db: drizzlePg(pool, drizzleOptions) as unknown as Db,
    sql: { executeSql: (text, values) => pool.query(text, values) },
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolMax: number }) {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolMax) : openPglite(opts.dataDir);
}

/** `db.execute` answers differ by driver; both carry `rows`. */
export async function queryRows<T>(db: Db, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
