import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres } from '../../../scripts/lib/throwaway-postgres.mjs';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/lib/database-unavailable';
import { waitFor } from '../wait';
import { startAppProcess, stopAppProcess, type AppProcess } from './app-process';
import {
  call,
  connectDatabase,
  demoCustomer,
  duplicateInvoiceNumbers,
  invoiceInput,
  invoicesMarked,
  signIn,
  terminateAppBackends,
  type Answer,
  type Created,
  type Customer,
  type Failure,
} from './ops-api';

let server: Awaited<ReturnType<typeof startThrowawayPostgres>>;
let app: AppProcess;
let db: pg.Pool;
let cookie: string;
let customer: Customer;

beforeAll(async () => {
  server = await startThrowawayPostgres();
  app = await startAppProcess(server.url);
  db = connectDatabase(server.url);
  cookie = await signIn(app.url);
  customer = await demoCustomer(app.url, cookie);
});

afterAll(async () => {
  if (app) await stopAppProcess(app, 'SIGKILL');
  await db?.end().catch(() => undefined);
  server?.stop();
});

const errorLogCount = async () => Number((await db.query('select count(*) as n from error_logs')).rows[0].n);

/** Each answer's status is 201 or 503; a 503 says the service is away and when to come back. */
function expectCreatedOrUnavailable(answers: (Answer | Failure)[]) {
  for (const answer of answers) {
    expect([201, 503], JSON.stringify(answer)).toContain(answer.status);
    if (answer.status === 503) {
      expect((answer as Answer).body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      expect((answer as Answer).headers.get('retry-after')).toBe('5');
    }
  }
}

/**
 * Every 201 left exactly its invoice, with the number it answered; every other answer left nothing; and no
 * number was given out twice.
 */
async function expectNothingHalfDone(prefix: string, marked: { marker: string; answer: Answer | Failure }[]) {
  const rows = await invoicesMarked(db, prefix);
  for (const { marker, answer } of marked) {
    const found = rows.filter((r) => r.notes === marker);
    if (answer.status === 201) {
      expect(found, marker).toHaveLength(1);
      expect(found[0].invoice_number).toBe((answer.body as Created).invoiceNumber);
    } else {
      expect(found, `${marker} answered ${answer.status} but was written`).toHaveLength(0);
    }
  }
  expect(await duplicateInvoiceNumbers(db)).toEqual([]);
}

describe('the database drops connections', () => {
  it('survives backends terminated during invoice creations: 201 or 503, nothing half-done', async () => {
    const logsBefore = await errorLogCount();
    const marked: { marker: string; answer: Answer | Failure }[] = [];
    let terminated = 0;
    // Rounds of concurrent creations, each hit by terminations while they run; bounded in count and time.
    const deadline = Date.now() + 30_000;
    for (let round = 0; round < 8 && Date.now() < deadline; round++) {
      const markers = Array.from({ length: 12 }, (_, i) => `terminate-${round}-${i}`);
      const pending = markers.map((marker) =>
        call(app.url, '/api/invoices', { method: 'POST', cookie, body: invoiceInput(customer, marker) }),
      );
      let settled = false;
      const all = Promise.all(pending).finally(() => (settled = true));
      for (let kill = 0; kill < 20 && !settled; kill++) {
        terminated += await terminateAppBackends(db);
        await Promise.race([all, new Promise((resolve) => setImmediate(resolve))]);
      }
      const answers = await all;
      answers.forEach((answer, i) => marked.push({ marker: markers[i], answer }));
      if (round >= 2 && marked.some((m) => m.answer.status === 503)) break;
    }

    expect(app.alive(), app.output()).toBe(true);
    expect(terminated).toBeGreaterThan(0);
    expectCreatedOrUnavailable(marked.map((m) => m.answer));
    expect(marked.some((m) => m.answer.status === 503)).toBe(true);
    await expectNothingHalfDone('terminate-', marked);
    // The failures were logged, not stored: the error log's insert would have needed the lost connection.
    expect(await errorLogCount()).toBe(logsBefore);
    expect(app.output()).toContain('database unavailable');

    // The pool makes new connections: the next creation simply works.
    const after = await call(app.url, '/api/invoices', {
      method: 'POST',
      cookie,
      body: invoiceInput(customer, 'terminate-after'),
    });
    expect(after.status).toBe(201);
  });

  it('answers 503 while the database restarts under load, and serves again by itself once it is back', async () => {
    type Sent = { marker: string; phase: 'up' | 'down' | 'back'; answer?: Answer | Failure; doneIn?: string };
    const sent: Sent[] = [];
    let phase: Sent['phase'] = 'up';
    let stopLoad = false;
    const deadline = Date.now() + 40_000;
    // Four clients creating invoices and reading the list, one request after another; bounded.
    const clients = Array.from({ length: 4 }, async (_, c) => {
      for (let i = 0; i < 400 && !stopLoad && Date.now() < deadline; i++) {
        const entry: Sent = { marker: `restart-${c}-${i}`, phase };
        sent.push(entry);
        entry.answer =
          i % 2 === 0
            ? await call(app.url, '/api/invoices', {
                method: 'POST',
                cookie,
                body: invoiceInput(customer, entry.marker),
              })
            : await call(app.url, '/api/invoices', { cookie });
        entry.doneIn = phase;
      }
    });
    const answered = (p: Sent['phase'], ok: (status: number | 'network') => boolean) => () =>
      sent.filter((s) => s.phase === p && s.doneIn === p && s.answer && ok(s.answer.status)).length >= 8 || undefined;

    await waitFor(
      answered('up', (s) => s === 200 || s === 201),
      'answers before the restart',
      20_000,
    );
    server.pause();
    phase = 'down';
    await waitFor(
      answered('down', () => true),
      'answers while the database is away',
      20_000,
    );
    const health = await call(app.url, '/api/health');
    server.resume();
    phase = 'back';
    await waitFor(
      answered('back', (s) => s === 200 || s === 201),
      'answers once the database is back',
      30_000,
    );
    stopLoad = true;
    await Promise.all(clients);

    expect(app.alive(), app.output()).toBe(true);
    expect(health.status).toBe(503);
    for (const entry of sent) {
      expect([200, 201, 503], `${entry.marker}: ${JSON.stringify(entry.answer)}`).toContain(entry.answer!.status);
    }
    // Sent and answered while the database was away: every one a 503.
    const away = sent.filter((s) => s.phase === 'down' && s.doneIn === 'down');
    expect(away.length).toBeGreaterThan(0);
    expect(away.every((s) => s.answer!.status === 503)).toBe(true);
    const writes = sent.filter((s) => Number(s.marker.split('-')[2]) % 2 === 0);
    await expectNothingHalfDone(
      'restart-',
      writes.map((s) => ({ marker: s.marker, answer: s.answer! })),
    );
  });
});
