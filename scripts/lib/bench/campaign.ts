// The campaign measurement: a campaign to 10,000 customers started through the API and delivered by the app's own
// job to a loopback SMTP catcher (a child process, lib/bench/smtp-sink.mjs), with the rate limit off. On its own
// database, so the HTTP rounds' business neither slows it nor is changed by it. The figures and goals are in
// campaign-report.ts.
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../../src/server/app';
import { startServices } from '../../../src/server/boot';
import { queryRows, type Db } from '../../../src/server/db/client';
import { seedOwner } from '../../../src/server/db/seed/factories';
import { CAMPAIGN_CUSTOMERS, type CampaignFigures, type SinkCount } from './campaign-report';
import type { BenchOptions } from './options';
import { openBenchDatabase } from './database';
import { signIn } from './server';

/** The longest the delivery is waited for, and how often its progress (and the memory) is read meanwhile. */
const DELIVERY_WAIT_MS = 600_000;
const POLL_MS = 500;
/** The memory (after a full collection, about 90 ms of the app's thread) and a line of progress every this many polls. */
const SAY_EVERY = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const n = (x: number) => x.toLocaleString('en-US');

/** `promise`, or an error naming `what` once `ms` have passed: no wait on the child is unbounded. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type Sink = { port: number; count(): Promise<SinkCount>; stop(): Promise<void> };

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return within(exited, 5_000, 'the SMTP sink to exit').catch(() => void child.kill('SIGKILL'));
}

/** The catcher in a process of its own (plain Node, no TypeScript loader), once it listens. */
async function startSink(): Promise<Sink> {
  const child = fork(fileURLToPath(new URL('./smtp-sink.mjs', import.meta.url)), [], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // A child that could not be started or signalled: said, and the bounded waits below give up on it.
  child.on('error', (err) => console.error(`SMTP sink: ${err.message}`));
  type Reply = { type: 'ready'; port: number } | ({ type: 'count' } & SinkCount);
  const reply = <K extends Reply['type']>(type: K) =>
    new Promise<Extract<Reply, { type: K }>>((resolve, reject) => {
      const onMessage = (message: Reply) => {
        if (message?.type !== type) return;
        child.off('message', onMessage).off('exit', onExit);
        resolve(message as Extract<Reply, { type: K }>);
      };
      const onExit = (code: number | null) => reject(new Error(`The SMTP sink exited (${code}) before answering`));
      child.on('message', onMessage).once('exit', onExit);
    });
  try {
    const { port } = await within(reply('ready'), 10_000, 'the SMTP sink to listen');
    return {
      port,
      async count() {
        const answer = reply('count');
        child.send({ type: 'count' });
        const { total, distinct, duplicates } = await within(answer, 5_000, 'the SMTP sink to count');
        return { total, distinct, duplicates };
      },
      stop: () => stopChild(child),
    };
  } catch (err) {
    await stopChild(child);
    throw err;
  }
}

/**
 * The live heap and the resident set after a full collection: `--expose-gc` set at run time, its `gc` taken from a
 * new context (the flag only shows there), so the bench needs no Node option.
 */
function memoryReader() {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  return () => {
    gc();
    const { heapUsed, rss } = process.memoryUsage();
    return { heap: heapUsed, rss };
  };
}

/** `CAMPAIGN_CUSTOMERS` customers, each with an address of their own, written by the database in one statement. */
async function seedCampaignCustomers(db: Db, companyId: number) {
  await db.execute(sql`
    insert into customers (company_id, name, email, access_token)
    select ${companyId}, 'Campaign Customer ' || g, 'campaign-' || g || '@example.com',
           ${companyId} || '-campaign-' || g || '-' || md5(g::text || random()::text)
    from generate_series(1, ${CAMPAIGN_CUSTOMERS}) g`);
  // As autovacuum leaves PostgreSQL after a load like this one, and the hourly vacuum job the embedded database.
  await db.execute(sql`analyze customers`);
}

/**
 * Seeds an owner and 10,000 customers on a database of its own, serves the app on loopback with its e-mail going
 * to the catcher and the campaign rate off, creates a campaign to all of them through the API, times its start,
 * and waits (at most ten minutes) for the delivery job to send every message, reading the memory every ten polls.
 * Everything it started is stopped before it returns or throws.
 */
export async function measureCampaign(opts: BenchOptions, say: (line: string) => void): Promise<CampaignFigures> {
  /** What to stop, in the order started: run backwards, each whatever the others do. */
  const started: { what: string; stop: () => Promise<unknown> | void }[] = [];
  try {
    const sink = await startSink();
    started.push({ what: 'the SMTP sink', stop: () => sink.stop() });
    const opened = await openBenchDatabase(opts, {
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CAMPAIGN_RATE_PER_MINUTE: '0' },
    });
    started.push({ what: 'the database', stop: () => opened.close() });
    const { database, db, env } = opened;
    say(`Campaign: ${opened.name}, SMTP catcher on port ${sink.port}`);

    const seedStart = Date.now();
    const owner = await seedOwner(db, { email: 'bench-campaign@example.com' });
    await seedCampaignCustomers(db, owner.company.id);
    say(`Seeded ${n(CAMPAIGN_CUSTOMERS)} customers in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const log = pino({ level: env.LOG_LEVEL });
    const ctx = await startServices({ env, database, log, print: () => undefined });
    started.push({ what: 'the job queue', stop: () => ctx.jobs.stop() });
    const app = await buildApp(ctx, { logger: log });
    started.push({ what: 'the app', stop: () => app.close() });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cookie = await signIn(base, owner.user.email, owner.user.plainPassword);
    const post = async <T>(path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };

    const campaign = await post<{ id: number }>('/api/campaigns', {
      name: 'Bench: spring offer',
      subject: 'Spring offer for {{customer_name}} from {{company_name}}',
      content:
        'Hi {{customer_name}},\n\nYour next {{service_type}} with {{company_name}} is on us until {{date}}.\n\n' +
        'Book at https://example.com/spring-offer or call {{phone}}.',
      targetAudience: 'all',
    });

    const memory = memoryReader();
    const before = memory();
    const peak = { ...before };
    const sendStart = performance.now();
    const sentFrom = Date.now();
    const { recipientCount } = await post<{ recipientCount: number }>(`/api/campaigns/${campaign.id}/send`);
    const expansionMs = performance.now() - sendStart;
    const [{ recipients }] = await queryRows<{ recipients: number }>(
      db,
      sql`select count(*)::int as recipients from campaign_recipients where campaign_id = ${campaign.id}`,
    );
    say(`Started: ${n(recipients)} recipients in ${expansionMs.toFixed(0)} ms; waiting for the delivery`);

    const deadline = Date.now() + DELIVERY_WAIT_MS;
    let figures = { sent: 0, failed: 0 };
    let timedOut = false;
    for (let poll = 1; ; poll++) {
      [figures] = await queryRows<{ sent: number; failed: number }>(
        db,
        sql`select emails_sent as sent, failed_count as failed from campaigns where id = ${campaign.id}`,
      );
      if (figures.sent + figures.failed >= recipients) break;
      if (Date.now() >= deadline) {
        timedOut = true;
        break;
      }
      if (poll % SAY_EVERY === 0) {
        const now = memory();
        peak.heap = Math.max(peak.heap, now.heap);
        peak.rss = Math.max(peak.rss, now.rss);
        const seconds = (Date.now() - sentFrom) / 1000;
        say(`  ${n(figures.sent)} sent after ${seconds.toFixed(0)} s (heap ${(now.heap / 2 ** 20).toFixed(0)} MB)`);
      }
      await sleep(POLL_MS);
    }
    // The last message's time as the database wrote it, not the poll's that noticed it.
    const [{ last }] = await queryRows<{ last: number | null }>(
      db,
      sql`select (extract(epoch from max(sent_at)) * 1000)::float8 as last
        from campaign_recipients where campaign_id = ${campaign.id} and status = 'sent'`,
    );
    const caught = await sink.count();
    const after = memory();
    return {
      db: opts.db,
      customers: CAMPAIGN_CUSTOMERS,
      expansionMs,
      recipients,
      recipientCount,
      sent: figures.sent,
      failed: figures.failed,
      seconds: last === null ? undefined : (last - sentFrom) / 1000,
      timedOut,
      sink: caught,
      heap: { before: before.heap, peak: Math.max(peak.heap, after.heap), after: after.heap },
      rss: { before: before.rss, peak: Math.max(peak.rss, after.rss) },
    };
  } finally {
    for (const { what, stop } of started.reverse()) {
      try {
        await stop();
      } catch (err) {
        console.error(`Stopping ${what}: ${err instanceof Error ? err.message : err}`);
      }
    }
  }
}
