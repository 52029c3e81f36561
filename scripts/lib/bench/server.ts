// The app as production runs it (NODE_ENV=production, no e-mail server), on a seeded database, listening on
// loopback, with the two reference routes beside the API.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../../src/server/app';
import { startServices } from '../../../src/server/boot';
import { queryRows } from '../../../src/server/db/client';
import { customers } from '../../../src/server/db/schema';
import { seedOwner } from '../../../src/server/db/seed/factories';
import { openBenchDatabase } from './database';
import type { BenchOptions } from './options';
import { SMALL_INVOICES, type Owner } from './routes';
import { seedBusiness } from './seed';
import { seedVisits, VISITS } from './seed-visits';
import { CUSTOMER_SEARCH_TERM, INVOICE_SEARCH_TERM } from './vocabulary';

/** With --explain: the throwaway server logs the plan of every statement slower than 5 ms. */
const EXPLAIN_SETTINGS = [
  'shared_preload_libraries=auto_explain',
  'auto_explain.log_min_duration=5',
  'auto_explain.log_analyze=on',
];
const SMALL = { customers: 50, invoices: SMALL_INVOICES, quotes: 30, notifications: 10 };

/** Signs in through the API on `base`; returns the `cookie` header that carries the session. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
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

export type BenchServer = {
  base: string;
  /** What the run measured against: the database and the matches of the searches. */
  describe: string;
  cookies: Record<Owner, string>;
  /** Stops the app, the job queue and the database; with --explain, returns PostgreSQL's log of slow plans. */
  stop(): Promise<string | undefined>;
};

export async function startBenchServer(opts: BenchOptions, say: (line: string) => void): Promise<BenchServer> {
  const opened = await openBenchDatabase(opts, {
    settings: opts.explain ? EXPLAIN_SETTINGS : [],
    keepLog: opts.explain,
  });
  try {
    const { database, db, env } = opened;
    say(`Database: ${opened.name}`);

    const seedStart = Date.now();
    const big = await seedOwner(db, { email: 'bench-big@example.com' });
    const small = await seedOwner(db, { email: 'bench-small@example.com' });
    await seedBusiness(db, { companyId: big.company.id, userId: big.user.id }, { ...opts, notifications: 200 });
    await seedBusiness(db, { companyId: small.company.id, userId: small.user.id }, SMALL);
    await seedVisits(db, big.company.id);
    // As autovacuum leaves PostgreSQL, and the hourly maintenance.vacuum job leaves the embedded database.
    await db.execute(sql`vacuum analyze`);
    const [matches] = await queryRows<{ invoices: number; customers: number; payments: number; refunds: number }>(
      db,
      sql`select (select count(*)::int from payments where company_id = ${big.company.id}) as payments,
                 (select count(*)::int from payment_refunds where company_id = ${big.company.id}) as refunds,
                 (select count(*)::int from invoices where company_id = ${big.company.id}
                    and lower(invoice_number || ' ' || coalesce(notes, '')) like ${`%${INVOICE_SEARCH_TERM}%`}) as invoices,
                 (select count(*)::int from customers where company_id = ${big.company.id}
                    and lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')) like ${`%${CUSTOMER_SEARCH_TERM}%`}) as customers`,
    );
    const n = (x: number) => x.toLocaleString('en-US');
    const describe =
      `${n(opts.invoices)} invoices (${n(matches.payments)} payments, ${n(matches.refunds)} refunds), ` +
      `${n(opts.customers)} customers, ${n(opts.quotes)} quotes, ${n(VISITS)} visits ` +
      `(and ${SMALL.invoices}, ${SMALL.customers}, ${SMALL.quotes}); "${INVOICE_SEARCH_TERM}" matches ` +
      `${n(matches.invoices)} invoices, "${CUSTOMER_SEARCH_TERM}" ${n(matches.customers)} customers`;
    say(`Seeded ${describe} in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    // Silent: a measurement stops with requests in flight, whose end after the shutdown is no news.
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
    const cookies = {
      big: await signIn(base, big.user.email, big.user.plainPassword),
      small: await signIn(base, small.user.email, small.user.plainPassword),
    };
    return {
      base,
      describe,
      cookies,
      async stop() {
        await app.close();
        await ctx.jobs.stop();
        return opened.close();
      },
    };
  } catch (err) {
    await opened.close();
    throw err;
  }
}
