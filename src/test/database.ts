import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import { prepareDatabase } from '../server/boot';
import { openPglite, openPostgres, pgliteOptions, wrapPglite, type Database } from '../server/db/client';
import { startJobs } from '../server/lib/jobs';
import { projectRoot } from '../server/lib/project-root';
import { testEnv } from './test-env';

/**
 * Where the migrated template lives: a PGlite data-directory dump (default), or a template database on the
 * PostgreSQL server named by TEST_DATABASE_URL. Plain data, so global setup can hand it to every test file.
 */
export type TestDatabaseInfo =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; serverUrl: string; template: string; prefix: string };

type Template = { info: TestDatabaseInfo; dispose(): Promise<void> };

/** Migrates, seeds and installs the job queue schema, as a real start would, once per test run. */
async function prepare(database: Database) {
  await prepareDatabase(database, testEnv());
  const log = pino({ level: 'warn' }, pino.destination(2));
  const jobs = await startJobs(database.sql, log, { embedded: database.kind === 'pglite' });
  await jobs.stop();
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function urlFor(serverUrl: string, database: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createPgliteTemplate(): Promise<Template> {
  const dir = join(projectRoot, '.tmp', 'test');
  mkdirSync(dir, { recursive: true });
  const dumpFile = join(dir, `template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  const client = await PGlite.create({ ...pgliteOptions });
  const database = wrapPglite(client);
  await prepare(database);
  const dump = await client.dumpDataDir('none');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return { info: { kind: 'pglite', dumpFile }, dispose: async () => rmSync(dumpFile, { force: true }) };
}

async function createPostgresTemplate(serverUrl: string): Promise<Template> {
  const prefix = `crewdesk_test_${randomBytes(4).toString('hex')}_`;
  const template = `${prefix}tpl`;
  await withServer(serverUrl, (c) => c.query(`create database ${quote(template)}`));
  const database = openPostgres(urlFor(serverUrl, template), 2);
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  const dispose = () =>
    withServer(serverUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) await c.query(`drop database if exists ${quote(datname)} with (force)`);
    });
  return { info: { kind: 'postgres', serverUrl, template, prefix }, dispose };
}

/** Builds the template for this run: on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite. */
export function createTemplate(serverUrl = process.env.TEST_DATABASE_URL): Promise<Template> {
  return serverUrl ? createPostgresTemplate(serverUrl) : createPgliteTemplate();
}

/** A private copy of the template for one test app; closing it throws the copy away. */
export async function openTestDatabase(info: TestDatabaseInfo): Promise<Database> {
  if (info.kind === 'pglite') {
    const client = await PGlite.create({
      loadDataDir: new Blob([readFileSync(info.dumpFile)]),
      ...pgliteOptions,
    });
    return wrapPglite(client);
  }
  const name = `${info.prefix}${randomBytes(6).toString('hex')}`;
  await withServer(info.serverUrl, (c) => c.query(`create database ${quote(name)} template ${quote(info.template)}`));
  const database = openPostgres(urlFor(info.serverUrl, name), 5);
  return {
    ...database,
    async close() {
      await database.close();
      await withServer(info.serverUrl, (c) => c.query(`drop database if exists ${quote(name)} with (force)`));
    },
  };
}

/**
 * A copy of the template as the server runs it without DATABASE_URL: PGlite in a data folder on disk, for the
 * tests of that folder (backups). On a PostgreSQL test run there is no PGlite template: it is prepared here.
 */
export async function openPgliteTestDatabaseIn(info: TestDatabaseInfo, dataDir: string): Promise<Database> {
  if (info.kind === 'pglite') {
    mkdirSync(dataDir, { recursive: true });
    const loadDataDir = new Blob([readFileSync(info.dumpFile)]);
    return wrapPglite(await PGlite.create({ dataDir, loadDataDir, ...pgliteOptions }));
  }
  const database = await openPglite(dataDir);
  await prepare(database);
  return database;
}
