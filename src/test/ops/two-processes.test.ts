import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../../../scripts/lib/throwaway-postgres.mjs';
import { OVERDUE_JOB, REMINDERS_JOB } from '../../server/features/invoices/invoices.jobs';
import { projectRoot } from '../../server/lib/project-root';
import { RATE_LIMIT_MESSAGE } from '../../server/lib/rate-limit';
import { waitFor } from '../wait';
import { startAppProcess, stopAppProcess, type AppProcess } from './app-process';
import { call, connectDatabase, DEMO, demoCustomer, invoiceInput, signIn, type Answer, type Created } from './ops-api';
import { startProxy, type Proxy } from './proxy';

const RATE_LIMIT_MAX = 5;

let server: Awaited<ReturnType<typeof startThrowawayPostgres>>;
let db: pg.Pool;
let apps: AppProcess[] = [];
let proxy: Proxy;

beforeAll(async () => {
  server = await startThrowawayPostgres();
  db = connectDatabase(server.url);
  // Both start at once on an empty database: each migrates and seeds, as two replicas of a deploy do.
  apps = await Promise.all([0, 1].map(() => startAppProcess(server.url, { RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) })));
  proxy = await startProxy(apps.map((a) => a.url));
});

afterAll(async () => {
  await proxy?.close();
  await Promise.all(apps.map((app) => stopAppProcess(app, 'SIGKILL')));
  await db?.end().catch(() => undefined);
  server?.stop();
});

const one = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows[0] as T;

describe('two app processes on one PostgreSQL', () => {
  it('migrate and seed once when they start together', async () => {
    const journal = JSON.parse(readFileSync(join(projectRoot, 'drizzle/meta/_journal.json'), 'utf8'));
    const applied = await one<{ n: string; hashes: string }>(
      'select count(*) as n, count(distinct hash) as hashes from drizzle.__drizzle_migrations',
    );
    expect(Number(applied.n)).toBe(journal.entries.length);
    expect(Number(applied.hashes)).toBe(journal.entries.length);
    const owners = await one<{ n: string }>('select count(*) as n from users where email = $1', [DEMO.email]);
    expect(Number(owners.n)).toBe(1);
    for (const app of apps) {
      expect(app.alive()).toBe(true);
      expect(app.output()).not.toMatch(/"level":(50|60)|failed to start/);
    }
  });

  it('share sessions: one made on one process works on the other', async () => {
    const cookie = await signIn(apps[0].url);
    const there = await call(apps[1].url, '/api/user', { cookie });
    expect(there.status).toBe(200);
    expect((there as Answer).body).toMatchObject({ email: DEMO.email });
  });

  it('count rate limits across both processes', async () => {
    const attempt = () =>
      call(proxy.url, '/api/forgot-password', { method: 'POST', body: { email: 'nobody@example.com' } });
    // The proxy alternates, so each process sees about half: only a shared count stops the sixth.
    for (let i = 0; i < RATE_LIMIT_MAX; i++) expect((await attempt()).status).toBe(200);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect((refused as Answer).body).toMatchObject({ message: RATE_LIMIT_MESSAGE });
    for (const app of apps) {
      const direct = await call(app.url, '/api/forgot-password', {
        method: 'POST',
        body: { email: 'nobody@example.com' },
      });
      expect(direct.status).toBe(429);
    }
  });

  it('run each scheduled job once across both, and send a reminder once however often it runs', async () => {
    const cookie = await signIn(proxy.url);
    const customer = await demoCustomer(proxy.url, cookie);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await call(proxy.url, '/api/invoices', {
        method: 'POST',
        cookie,
        body: invoiceInput(customer, `scheduled-${i}`),
      });
      expect(created.status).toBe(201);
      ids.push((created as Answer<Created>).body.id);
    }
    // Sent and five days past due, for an owner whose clock shows noon: overdue now, first reminder due.
    const offset = 12 - new Date().getUTCHours();
    const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    await db.query('update users set timezone = $1 where email = $2', [zone, DEMO.email]);
    await db.query(
      "update invoices set status = 'sent', sent_date = now(), due_date = current_date - 5 where id = any($1)",
      [ids],
    );

    const names = [OVERDUE_JOB, REMINDERS_JOB];
    const jobRuns = async (name: string, since: Date) =>
      (
        await db.query<{ state: string }>(
          `select state from pgboss.job where name = $1 and created_on > $2
           union all select state from pgboss.archive where name = $1 and created_on > $2`,
          [name, since],
        )
      ).rows;

    // Due every minute and the schedule's last check forgotten: the next check of either process (every
    // 30 s at most) sends them. Put back as soon as they have run, before a second minute comes.
    const { rows: schedules } = await db.query<{ name: string; cron: string }>(
      'select name, cron from pgboss.schedule where name = any($1)',
      [names],
    );
    expect(schedules).toHaveLength(2);
    const since = (await one<{ now: Date }>('select now() as now')).now;
    await db.query("update pgboss.schedule set cron = '* * * * *' where name = any($1)", [names]);
    await db.query('update pgboss.version set cron_on = null');
    try {
      for (const name of names) {
        await waitFor(
          async () => ((await jobRuns(name, since)).some((r) => r.state === 'completed') ? true : undefined),
          `a scheduled run of ${name}`,
          60_000,
        );
      }
    } finally {
      for (const { name, cron } of schedules) {
        await db.query('update pgboss.schedule set cron = $2 where name = $1', [name, cron]);
      }
    }
    // Whatever the schedule sent has been handled: a second run would be a job of its own, created by then.
    await waitFor(
      async () =>
        (
          await db.query(
            "select 1 from pgboss.job where (name = any($1) or starts_with(name, '__pgboss__')) and created_on > $2 and state < 'completed'",
            [names, since],
          )
        ).rowCount === 0 || undefined,
      'the scheduled jobs to settle',
      20_000,
    );
    for (const name of names) expect((await jobRuns(name, since)).map((r) => r.state)).toEqual(['completed']);

    const reminders = async () =>
      (
        await db.query<{ related_to: string; n: string }>(
          "select related_to, count(*) as n from email_outbox where related_to like 'invoice:%' and created_at > $1 group by related_to",
          [since],
        )
      ).rows;
    const state = async () =>
      (
        await db.query<{ status: string; reminders_sent: number }>(
          'select status, reminders_sent from invoices where id = any($1)',
          [ids],
        )
      ).rows;
    expect((await state()).every((r) => r.status === 'overdue' && r.reminders_sent === 1)).toBe(true);
    let sent = await reminders();
    for (const id of ids) expect(sent.find((r) => r.related_to === `invoice:${id}`)?.n).toBe('1');
    expect(sent.every((r) => r.n === '1')).toBe(true);

    // The second reminder falls due; the job then runs twice at once, once on each process.
    await db.query('update invoices set due_date = current_date - 9 where id = any($1)', [ids]);
    const twice = (await one<{ now: Date }>('select now() as now')).now;
    await db.query("insert into pgboss.job (name, data, retry_limit) values ($1, '{}', 0), ($1, '{}', 0)", [
      REMINDERS_JOB,
    ]);
    await waitFor(
      async () =>
        (await jobRuns(REMINDERS_JOB, twice)).filter((r) => r.state === 'completed').length === 2 || undefined,
      'both reminder runs',
      20_000,
    );
    sent = await reminders();
    for (const id of ids) expect(sent.find((r) => r.related_to === `invoice:${id}`)?.n).toBe('2');
    expect((await state()).every((r) => r.reminders_sent === 2)).toBe(true);
  });
});
