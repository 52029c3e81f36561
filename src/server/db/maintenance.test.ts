import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInOwner } from '../../test/auth';
import { waitFor } from '../../test/wait';
import { queryRows } from './client';
import { VACUUM_JOB } from './maintenance.jobs';

/** What VACUUM and ANALYZE leave in the catalogue about the customers table. */
const customerStats = async (t: TestApp) => {
  const [row] = await queryRows<{ tuples: number; visible: number }>(
    t.db,
    sql`select reltuples::int as tuples, relallvisible::int as visible from pg_class where relname = 'customers'`,
  );
  return row;
};

describe('the embedded database maintenance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const scheduled = async () =>
    (await queryRows(t.db, sql`select 1 from pgboss.schedule where name = ${VACUUM_JOB}`)).length > 0;

  it('vacuums and analyzes PGlite hourly, so statistics and all-visible pages follow the data; not PostgreSQL', async () => {
    if (t.ctx.database.kind === 'postgres') {
      expect(await scheduled()).toBe(false); // its autovacuum does it
      return;
    }
    expect(await scheduled()).toBe(true);
    const { company } = await signedInOwner(t);
    await t.db.execute(sql`insert into customers (company_id, name, access_token)
      select ${company.id}, 'Customer ' || n, md5(n::text) from generate_series(1, 2000) n`);
    expect((await customerStats(t)).visible).toBe(0);

    await t.ctx.jobs.send(VACUUM_JOB, {});
    const after = await waitFor(async () => {
      const stats = await customerStats(t);
      return stats.visible > 0 ? stats : undefined;
    }, 'the vacuum job');
    expect(after.tuples).toBeGreaterThanOrEqual(2000);
  });
});
