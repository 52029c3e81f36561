import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../../../scripts/lib/throwaway-postgres.mjs';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../../server/lib/database-unavailable';
import { waitFor } from '../wait';
import { startAppProcess, stopAppProcess, type AppProcess } from './app-process';
import { holdRequest, rawRequest } from './held-request';
import {
  call,
  connectDatabase,
  demoCustomer,
  duplicateInvoiceNumbers,
  invoiceInput,
  invoicesMarked,
  signIn,
  type Answer,
  type Created,
  type Customer,
  type Failure,
} from './ops-api';

let server: Awaited<ReturnType<typeof startThrowawayPostgres>>;
let db: pg.Pool;
const apps: AppProcess[] = [];
let cookie: string;
let customer: Customer;

beforeAll(async () => {
  server = await startThrowawayPostgres();
  db = connectDatabase(server.url);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => stopAppProcess(app, 'SIGKILL')));
  await db?.end().catch(() => undefined);
  server?.stop();
});

async function startApp() {
  const app = await startAppProcess(server.url);
  apps.push(app);
  return app;
}

type Sent = { marker: string; answer?: Answer | Failure };

/**
 * Clients creating invoices one after another until `stop()` (or their bound of count and time); each
 * creation's notes carry its own marker.
 */
function createLoad(app: AppProcess, name: string, clients = 4) {
  const sent: Sent[] = [];
  let stopped = false;
  const deadline = Date.now() + 40_000;
  const done = Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; i < 300 && !stopped && Date.now() < deadline; i++) {
        const entry: Sent = { marker: `${name}-${c}-${i}` };
        sent.push(entry);
        entry.answer = await call(app.url, '/api/invoices', {
          method: 'POST',
          cookie,
          body: invoiceInput(customer, entry.marker),
        });
        if (entry.answer.status === 'network') return;
      }
    }),
  );
  const count = (status: number | 'network') => sent.filter((s) => s.answer?.status === status).length;
  return {
    sent,
    count,
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

describe('the app process is stopped', () => {
  it('loses no acknowledged invoice and repeats no number when killed with SIGKILL during writes', async () => {
    const first = await startApp();
    cookie = await signIn(first.url);
    customer = await demoCustomer(first.url, cookie);

    const load = createLoad(first, 'sigkill');
    await waitFor(() => load.count(201) >= 20 || undefined, 'twenty acknowledged invoices', 30_000);
    first.child.kill('SIGKILL');
    await load.stop();
    await first.exited;

    // Started again on the same database: the session made before the kill still works.
    const second = await startApp();
    const rows = await invoicesMarked(db, 'sigkill-');
    const acknowledged = load.sent.filter((s) => s.answer?.status === 201);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    for (const entry of acknowledged) {
      const found = rows.filter((r) => r.notes === entry.marker);
      expect(found, entry.marker).toHaveLength(1);
      expect(found[0].invoice_number).toBe((entry.answer as Answer<Created>).body.invoiceNumber);
    }
    // A creation cut off by the kill either committed whole or left nothing: never twice.
    for (const entry of load.sent) expect(rows.filter((r) => r.notes === entry.marker).length).toBeLessThan(2);
    expect(load.sent.every((s) => s.answer?.status === 201 || s.answer?.status === 'network')).toBe(true);

    const next = await call(second.url, '/api/invoices', {
      method: 'POST',
      cookie,
      body: invoiceInput(customer, 'sigkill-after'),
    });
    expect(next.status).toBe(201);
    expect(await duplicateInvoiceNumbers(db)).toEqual([]);
  });

  it('on SIGTERM under load finishes the requests in flight, answers new ones 503, resets none, exits 0', async () => {
    const app = await startApp();
    cookie = await signIn(app.url);
    customer = await demoCustomer(app.url, cookie);
    const load = createLoad(app, 'sigterm');
    await waitFor(() => load.count(201) >= 8 || undefined, 'the load to run', 30_000);
    // Requests the server has taken in, whose bodies arrive only after the signal.
    const held = await Promise.all(
      [0, 1, 2].map((i) => holdRequest(app.url, '/api/invoices', cookie, invoiceInput(customer, `sigterm-held-${i}`))),
    );

    app.child.kill('SIGTERM');
    const health: (Answer | Failure)[] = [];
    await waitFor(
      async () => {
        const answer = await call(app.url, '/api/health');
        health.push(answer);
        return answer.status === 503 || undefined;
      },
      'the stopping process to answer 503',
      10_000,
    );
    await load.stop();
    // New requests while it drains: a 503 that closes the connection, not a refused or reset one.
    const late = await Promise.all(
      [0, 1, 2].map((i) =>
        rawRequest(app.url, '/api/invoices', {
          method: 'POST',
          cookie,
          body: invoiceInput(customer, `sigterm-late-${i}`),
        }),
      ),
    );
    const finished = await Promise.all(held.map((h) => h.finish()));

    expect(await app.exited).toBe(0);
    expect(health.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    // The load balancer's probe and every late client get the app's one 503, as for a lost database.
    const refused = health.at(-1) as Answer;
    expect(refused.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(refused.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    for (const answer of late) {
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(answer.headers.connection).toBe('close');
    }
    for (const answer of finished) expect(answer.status, answer.body).toBe(201);
    // The load saw 201s, then 503s: no request went unanswered.
    expect(load.sent.every((s) => s.answer?.status === 201 || s.answer?.status === 503)).toBe(true);
    const rows = await invoicesMarked(db, 'sigterm-');
    for (const entry of [...load.sent.filter((s) => s.answer?.status === 201)]) {
      expect(
        rows.filter((r) => r.notes === entry.marker),
        entry.marker,
      ).toHaveLength(1);
    }
    expect(rows.filter((r) => r.notes.startsWith('sigterm-held-'))).toHaveLength(3);
    expect(rows.filter((r) => r.notes.startsWith('sigterm-late-'))).toHaveLength(0);
    expect(await duplicateInvoiceNumbers(db)).toEqual([]);
  });
});
