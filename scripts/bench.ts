// `npm run bench`: seeds a company with 100,000 invoices and 5,000 customers (and a small one with 100
// invoices) on the chosen database, serves the app on loopback and measures with autocannon, in one run, the
// invoice list (first page and a search), the dashboard figures, the customer list, and two reference routes: a bare JSON answer
// and a single-row SELECT by primary key. Each result is printed as a ratio to the references, then the goals:
// list throughput at least 40 % of the single-row reference with p99 under 50 ms at 10 connections, and the
// dashboard at 100,000 invoices answering within twice its time at 100. They are enforced on PostgreSQL.
//
// Usage: npm run bench [-- --db=postgres|pglite --duration=10 --connections=10 --invoices=100000 --customers=5000]
// --db=postgres (the default) starts a throwaway PostgreSQL 15 unless DATABASE_URL names one to use.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import { prepareDatabase, startServices } from '../src/server/boot';
import { openPglite, openPostgres, queryRows, type Db } from '../src/server/db/client';
import { customers, documentCounters } from '../src/server/db/schema';
import { seedOwner } from '../src/server/db/seed/factories';
import { parseEnv } from '../src/server/env';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => /^--([^=]+)=(.*)$/.exec(a))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1], m[2]]),
);
const kind = (args.db ?? 'postgres') as 'postgres' | 'pglite';
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 10);
const invoiceCount = Number(args.invoices ?? 100_000);
const customerCount = Number(args.customers ?? 5_000);
const SEARCH_TERM = 'gutter';
/** --explain: the throwaway server logs the plan of every statement slower than 5 ms (auto_explain). */
const explain = 'explain' in args || process.argv.includes('--explain');
const explainSettings = [
  'shared_preload_libraries=auto_explain',
  'auto_explain.log_min_duration=5',
  'auto_explain.log_analyze=on',
];

/** Customers and invoices for one company, written by the database itself (generate_series), in seconds. */
async function seedBusiness(db: Db, companyId: number, nCustomers: number, nInvoices: number) {
  await db.execute(sql`
    insert into customers (company_id, name, email, phone, address, access_token)
    select ${companyId}, 'Customer ' || g, 'customer' || g || '.' || ${companyId} || '@example.com',
           '555-' || lpad(g::text, 5, '0'), g || ' Main Street', ${companyId} || '-' || g || '-' || md5(random()::text)
    from generate_series(1, ${nCustomers}) g`);
  const [{ first }] = await queryRows<{ first: number }>(
    db,
    sql`select min(id) as first from customers where company_id = ${companyId}`,
  );
  // Ten-invoice cycle: six paid, two sent (due later), one overdue, one draft; spread over three years.
  await db.execute(sql`
    insert into invoices (company_id, customer_id, invoice_number, customer_name, customer_email, amount, subtotal,
                          total, status, due_date, paid_date, sent_date, items, notes, created_at)
    select ${companyId}, c.id, 'INV-' || lpad(g::text, 6, '0'), c.name, coalesce(c.email, 'x@example.com'),
           a.amount, a.amount, a.amount, s.status,
           case when s.status = 'sent' then current_date + 15 else (d.created::date + 30) end,
           case when s.status = 'paid' then d.created + interval '12 days' end,
           case when s.status <> 'draft' then d.created + interval '1 day' end,
           jsonb_build_array(jsonb_build_object('description', 'Service visit', 'quantity', 1,
                                                'rate', a.amount::text, 'amount', a.amount::text)),
           case when g % 50 = 0 then 'Gutter cleaning and downspout repair' else 'Regular service visit' end,
           d.created
    from generate_series(1, ${nInvoices}) g
    join customers c on c.id = ${Number(first)} + (g % ${nCustomers})
    cross join lateral (select (40 + (g % 460))::numeric(10,2) as amount) a
    cross join lateral (select now() - ((g % 1095) || ' days')::interval - ((g % 1440) || ' minutes')::interval as created) d
    cross join lateral (select case when g % 10 < 6 then 'paid' when g % 10 < 8 then 'sent'
                                    when g % 10 = 8 then 'overdue' else 'draft' end as status) s`);
  await db
    .update(documentCounters)
    .set({ lastInvoiceNumber: nInvoices })
    .where(eq(documentCounters.companyId, companyId));
}

type Target = { name: string; path: string; cookie?: string };
type Measure = { name: string; rps: number; p99: number; mean: number; errors: number };

function measure(base: string, target: Target, seconds: number): Promise<Measure> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${target.path}`,
        connections,
        duration: seconds,
        headers: target.cookie ? { cookie: target.cookie } : {},
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          name: target.name,
          rps: result.requests.average,
          p99: result.latency.p99,
          mean: result.latency.average,
          errors: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
  });
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function main() {
  const started = Date.now();
  const throwaway =
    kind === 'postgres' && !process.env.DATABASE_URL
      ? await startThrowawayPostgres({ durable: true, settings: explain ? explainSettings : [] })
      : undefined;
  const databaseUrl = kind === 'postgres' ? (process.env.DATABASE_URL ?? throwaway!.url) : undefined;
  try {
    const env = parseEnv({
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      DATABASE_URL: databaseUrl,
      SMTP_URL: undefined,
    });
    // PGlite in memory: nothing of the benchmark stays on disk.
    const database = databaseUrl ? openPostgres(databaseUrl, env.DATABASE_POOL_MAX) : await openPglite(undefined);
    await prepareDatabase(database, env);
    const db = database.db;
    console.log(`Database: ${kind}${throwaway ? ` (throwaway PostgreSQL ${throwaway.version})` : ''}`);

    const seedStart = Date.now();
    const big = await seedOwner(db, { email: 'bench-big@example.com' });
    const small = await seedOwner(db, { email: 'bench-small@example.com' });
    await seedBusiness(db, big.company.id, customerCount, invoiceCount);
    await seedBusiness(db, small.company.id, 50, 100);
    if (kind === 'postgres') await db.execute(sql`vacuum analyze`);
    else await db.execute(sql`analyze`);
    console.log(
      `Seeded ${invoiceCount.toLocaleString('en-US')} invoices and ${customerCount.toLocaleString('en-US')} customers (plus 100 and 50) in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    // Silent: the measurement stops with requests in flight, whose end after the shutdown is no news.
    const log = pino({ level: 'silent' });
    const ctx = await startServices({ env, database, log, print: () => undefined });
    const app = await buildApp(ctx, { logger: log });
    const [probe] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.companyId, big.company.id))
      .limit(1);
    // The references go through the same hooks as the API (origin check, session load from the cookie).
    app.get('/api/bench/json', async () => ({ ok: true }));
    app.get('/api/bench/row', async () => {
      const [row] = await db
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(eq(customers.id, probe.id));
      return row;
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const bigCookie = await signIn(base, big.user.email, big.user.plainPassword);
    const smallCookie = await signIn(base, small.user.email, small.user.plainPassword);

    const targets: Target[] = [
      { name: 'reference: bare JSON', path: '/api/bench/json', cookie: bigCookie },
      { name: 'reference: one row by key', path: '/api/bench/row', cookie: bigCookie },
      { name: 'GET /api/invoices (first page)', path: '/api/invoices', cookie: bigCookie },
      {
        name: `GET /api/invoices?search=${SEARCH_TERM}`,
        path: `/api/invoices?search=${SEARCH_TERM}`,
        cookie: bigCookie,
      },
      { name: 'GET /api/dashboard/stats (100,000)', path: '/api/dashboard/stats', cookie: bigCookie },
      { name: 'GET /api/dashboard/stats (100)', path: '/api/dashboard/stats', cookie: smallCookie },
      // No goal: how the customer list (each customer of the page with its invoice sums) stands at 5,000.
      { name: 'GET /api/customers (first page)', path: '/api/customers', cookie: bigCookie },
      { name: 'GET /api/customers?search=customer 42', path: '/api/customers?search=customer%2042', cookie: bigCookie },
    ];
    const results: Measure[] = [];
    for (const target of targets) {
      await measure(base, target, 1); // warm-up: plans cached, pool filled
      const result = await measure(base, target, duration);
      results.push(result);
      console.log(`  measured ${target.name}`);
    }
    await app.close();
    await ctx.jobs.stop();
    await database.close();

    const [json, row, list, search, dashBig, dashSmall] = results;
    const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
    console.log(`\n${connections} connections, ${duration} s each, on ${kind}:`);
    console.log(
      `${'route'.padEnd(40)}${'req/s'.padStart(9)}${'mean ms'.padStart(9)}${'p99 ms'.padStart(8)}${'vs JSON'.padStart(9)}${'vs row'.padStart(8)}`,
    );
    for (const r of results) {
      console.log(
        `${r.name.padEnd(40)}${r.rps.toFixed(0).padStart(9)}${r.mean.toFixed(1).padStart(9)}${String(r.p99).padStart(8)}${pct(r.rps, json.rps).padStart(9)}${pct(r.rps, row.rps).padStart(8)}${r.errors ? `  (${r.errors} failed)` : ''}`,
      );
    }
    const goals = [
      {
        name: 'invoice list throughput >= 40 % of the one-row reference',
        ok: list.rps >= 0.4 * row.rps,
        value: pct(list.rps, row.rps),
      },
      { name: 'invoice list p99 < 50 ms', ok: list.p99 < 50, value: `${list.p99} ms` },
      {
        name: 'dashboard at 100,000 within 2x its time at 100',
        ok: dashBig.mean <= 2 * dashSmall.mean,
        value: `${(dashBig.mean / dashSmall.mean).toFixed(2)}x`,
      },
      {
        name: 'every request answered 2xx',
        ok: results.every((r) => r.errors === 0),
        value: `${results.reduce((n, r) => n + r.errors, 0)} failed`,
      },
    ];
    console.log('\nGoals:');
    for (const g of goals) console.log(`  ${g.ok ? 'met   ' : 'MISSED'} ${g.name}: ${g.value}`);
    console.log(`Search answered ${pct(search.rps, row.rps)} of the reference, p99 ${search.p99} ms.`);
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    const missed = goals.filter((g) => !g.ok);
    if (missed.length && kind === 'postgres') process.exitCode = 1;
  } finally {
    if (explain && throwaway)
      console.log(`\nPlans of the slow statements:\n${readFileSync(throwaway.logFile, 'utf8')}`);
    throwaway?.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
