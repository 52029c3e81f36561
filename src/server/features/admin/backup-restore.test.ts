import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, waitForOutbox, type TestApp } from '../../../test/app';
import { openPgliteTestDatabaseIn } from '../../../test/database';
import { backupProblems, snapshotTables, type Snapshot } from '../../../test/table-snapshot';
import { TEST_ADMIN } from '../../../test/test-env';
import { waitFor } from '../../../test/wait';
import { pgliteExtensions, wrapPglite, type Database } from '../../db/client';
import { restoreEmbeddedBackup } from '../../db/restore';
import {
  companies,
  customers,
  emailOutbox,
  errorLogs,
  errorNotificationLogs,
  subscriptions,
  users,
  webhookEvents,
} from '../../db/schema';
import { companyDomains } from '../../db/schema/storefronts';
import { seedStorefrontOrder } from '../../db/seed/storefront-factories';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../db/seed/demo';
import { seedMerchandiseOrder, seedSubscriptionCharge } from '../../db/seed/factories';
import { SESSION_COOKIE } from '../../lib/session';
import { invoiceForm } from '../invoices/invoices.test-helpers';
import { fillAccountRows } from './backup-account-rows';

/** A real 1x1 PNG, for the company logo. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('an online backup of the embedded database', () => {
  let dir: string;
  let t: TestApp;
  let base: string;
  let owner: string;
  let admin: string;
  let companyId: number;
  let customerId: number;
  let restored: Database | undefined;

  async function call(method: string, path: string, cookie?: string, body?: unknown, type = 'application/json') {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': type }) },
      body: body === undefined ? undefined : body instanceof Uint8Array ? new Uint8Array(body) : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response;
  }

  async function signIn(email: string, password: string) {
    const response = await call('POST', '/api/login', undefined, { email, password });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (!cookie) throw new Error(`signing in ${email} set no session cookie`);
    return cookie.split(';')[0];
  }

  /** A business as it runs: every table gets rows, through the API where there is one. */
  async function fillBusiness() {
    await seedDemo(t.db);
    owner = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const [demo] = await t.db
      .select({ companyId: companies.id })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(users.email, DEMO_EMAIL));
    companyId = demo.companyId;
    const [customer] = await t.db.select().from(customers).where(eq(customers.companyId, companyId)).limit(1);
    customerId = customer.id;

    await call('PUT', '/api/company/logo', owner, png, 'image/png');
    const invoice = await (await call('POST', '/api/invoices', owner, invoiceForm(customerId))).json();
    await call('POST', `/api/invoices/${invoice.id}/send`, owner);
    await call('PUT', '/api/billing-settings', owner, { paymentRemindersEnabled: false });
    const card = { cardholderName: 'Pat Payer', cardNumber: '4242424242424242', expiryDate: '12/40', cvv: '123' };
    // The customer pays it by card in the portal (the demo's payout account is verified in test mode).
    const [{ accessToken }] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    const paid = await fetch(`${base}/api/customer-portal/${accessToken}/invoices/${invoice.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'backup-card' },
      body: JSON.stringify({ card }),
    });
    expect(paid.status).toBe(200);
    // The owner gives part of it back (payment_refunds).
    const [payment] = await (await call('GET', `/api/invoices/${invoice.id}/payments`, owner)).json();
    const refund = await fetch(`${base}/api/invoices/${invoice.id}/payments/${payment.id}/refunds`, {
      method: 'POST',
      headers: { cookie: owner, 'content-type': 'application/json', 'idempotency-key': 'backup-refund' },
      body: JSON.stringify({ amount: '10.00', reason: 'A visit cancelled' }),
    });
    expect(refund.status).toBe(201);
    await call('POST', '/api/contact-messages', undefined, { name: 'Rae', email: 'rae@example.com', message: 'Hi' });
    await call('POST', '/api/newsletter-subscriptions', undefined, { email: 'news@example.com' });
    await call('POST', '/api/forgot-password', undefined, { email: DEMO_EMAIL });
    // A mistyped password is counted against its address (sign_in_failures).
    const mistyped = { email: DEMO_EMAIL, password: 'not-the-password' };
    const refused = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(mistyped),
    });
    expect(refused.ok).toBe(false);
    // The owner chooses a plan with the launch coupon (subscriptions, coupon_usages).
    await call('POST', '/api/get-or-create-subscription', owner, {
      planType: 'pro',
      paymentMethod: card,
      couponCode: 'LAUNCH20',
    });
    // The owner reports a bug with a screenshot; the administrator answers it and writes to the owner (audit log).
    const shot = await (
      await call('POST', '/api/feedback/attachments?fileName=shot.png', owner, png, 'image/png')
    ).json();
    const feedback = await (
      await call('POST', '/api/feedback', owner, {
        type: 'bug',
        priority: 'high',
        title: 'The calendar is slow',
        description: 'Dragging a visit takes seconds.',
        attachments: [shot.key],
      })
    ).json();
    await call('POST', `/api/feedback/${feedback.id}/responses`, admin, { response: 'A fix ships this week.' });
    const [demoUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
    await call('POST', `/api/admin/users/${demoUser.id}/email`, admin, {
      subject: 'Hello',
      message: 'Welcome aboard.',
    });
    // No route writes these on purpose: a store order, a plan's charge (the renewal job's) and a logged server error
    // with the alert it sent (the alert job's).
    await seedMerchandiseOrder(t.db, { companyId, customerId, orderNumber: 'M-0001' });
    const [plan] = await t.db.select({ id: subscriptions.id }).from(subscriptions);
    await seedSubscriptionCharge(t.db, { subscriptionId: plan.id });
    const [logged] = await t.db
      .insert(errorLogs)
      .values({ message: 'A logged failure', requestUrl: '/api/example' })
      .returning();
    await t.db.insert(errorNotificationLogs).values({
      errorLogId: logged.id,
      fingerprint: 'backup',
      recipientEmail: TEST_ADMIN.email,
      emailSubject: 'Alert',
      emailContent: 'A logged failure',
    });
    // A storefront domain (the domain manager comes with its checkout).
    await t.db.insert(companyDomains).values({ companyId, domain: 'greenline-lawns.example', domainType: 'custom' });
    // A storefront order with its line (the public page's cart writes these; this test has no storefront).
    await seedStorefrontOrder(t.db, { companyId, customerId });
    // A Stripe event handled (only with Stripe configured, which this test is not).
    await t.db.insert(webhookEvents).values({ provider: 'stripe', eventId: 'evt_backup', type: 'account.updated' });
    await fillAccountRows(t.db, { userId: demoUser.id, companyId, file: png });

    // Quiet again: every e-mail delivered, so that only the load below changes the database.
    // The reset e-mail is written by a job after forgot-password answered: wait for it to exist first.
    await waitForOutbox(t.db, (m) => m.subject === 'Reset your password');
    await waitFor(async () => {
      const pending = await t.db.select().from(emailOutbox).where(ne(emailOutbox.status, 'sent'));
      return pending.length === 0 ? true : undefined;
    }, 'every e-mail delivered');
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'crewdesk-backup-'));
    const database = await openPgliteTestDatabaseIn(inject('testDatabase'), join(dir, 'data'));
    t = await createTestApp({ database });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    await fillBusiness();
  });

  afterAll(async () => {
    await restored?.close();
    // fetch keeps its connections open for reuse; the server would wait for them before it closes.
    t?.app.server.closeAllConnections();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Owners at work: each worker adds customers and invoices (a transaction over several tables) and reads
   * lists, until told to stop (bounded in count and time either way).
   */
  function startLoad(workers: number) {
    const created: { id: number; ackedAt: number }[] = [];
    const deadline = Date.now() + 90_000;
    let stop = false;
    const work = async (worker: number) => {
      for (let i = 0; i < 300 && !stop && Date.now() < deadline; i++) {
        const customer = await (
          await call('POST', '/api/customers', owner, {
            name: `Load ${worker}-${i}`,
            email: `load${worker}-${i}@ex.com`,
          })
        ).json();
        created.push({ id: customer.id, ackedAt: performance.now() });
        await call('POST', '/api/invoices', owner, invoiceForm(customer.id));
        await call('GET', '/api/invoices?page=1', owner);
        await call('GET', '/api/dashboard/stats', owner);
      }
    };
    const done = Promise.all(Array.from({ length: workers }, (_, w) => work(w)));
    return {
      created,
      async stop() {
        stop = true;
        await done;
      },
    };
  }

  it('keeps every row of every table, while requests change the database', { timeout: 180_000 }, async () => {
    const before: Snapshot = await snapshotTables(t.db);
    const emptyPublic = [...before].filter(([name, table]) => name.startsWith('public.') && table.rows.size === 0);
    expect(
      emptyPublic.map(([name]) => name),
      'give these tables rows in fillBusiness',
    ).toEqual([]);
    // Not the application's tables only: the migrations applied and the job queue come back too.
    const schemas = new Set([...before.keys()].map((name) => name.split('.')[0]));
    expect([...schemas].sort()).toEqual(['drizzle', 'pgboss', 'public']);

    const load = startLoad(3);
    await waitFor(() => (load.created.length >= 6 ? true : undefined), 'the load to be under way', 30_000);
    const ackedBefore = load.created.map((c) => c.id);
    const response = await call('GET', '/api/admin/backup', admin);
    const file = Buffer.from(await response.arrayBuffer());
    const answeredAt = performance.now();
    // Writes go on after the backup, so the source has moved on from it by the time it is compared.
    await waitFor(
      () => (load.created.some((c) => c.ackedAt > answeredAt + 1) ? true : undefined),
      'writes after the backup',
      30_000,
    );
    await load.stop();
    const after = await snapshotTables(t.db);

    expect(response.headers.get('content-type')).toBe('application/gzip');
    const name = /^attachment; filename="(crewdesk-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz)"$/.exec(
      response.headers.get('content-disposition') ?? '',
    )?.[1];
    expect(name, response.headers.get('content-disposition') ?? '').toBeDefined();

    const path = join(dir, name!);
    writeFileSync(path, file);
    const summary = await restoreEmbeddedBackup({ file: path, dataDir: join(dir, 'restored') });
    restored = wrapPglite(await PGlite.create({ dataDir: join(dir, 'restored'), extensions: pgliteExtensions }));
    const copy = await snapshotTables(restored.db);

    expect(backupProblems({ before, after, restored: copy })).toEqual([]);
    expect(summary.tables.map((t) => `${t.schema}.${t.name} ${t.rows}`)).toEqual(
      [...copy].map(([table, { rows }]) => `${table} ${rows.size}`),
    );
    expect(summary.migrations).toMatchObject({ pending: 0, unknown: 0 });

    // The load's customers: every one acknowledged before the backup was asked for is in it, and those in it
    // are exactly the first ones written (a moment of the database, not a mix of moments).
    const loadIds = load.created.map((c) => c.id).sort((a, b) => a - b);
    const inBackup = (await restored.db.select({ id: customers.id }).from(customers)).map((c) => c.id);
    const loadInBackup = loadIds.filter((id) => inBackup.includes(id));
    expect(loadInBackup).toEqual(expect.arrayContaining(ackedBefore));
    expect(loadInBackup).toEqual(loadIds.slice(0, loadInBackup.length));
    expect(loadInBackup.length).toBeLessThan(loadIds.length);

    // Counters kept in the same transactions as the invoices agree with the invoices in the backup.
    const counts = await restored.sql.executeSql(
      `select (select invoice_count from document_counters where company_id = $1) as kept,
              (select count(*) from invoices where company_id = $1) as counted,
              (select sum(invoice_count) from invoice_status_totals where company_id = $1) as by_status`,
      [companyId],
    );
    const [row] = (counts as { rows: { kept: unknown; counted: unknown; by_status: unknown }[] }).rows;
    expect([Number(row.kept), Number(row.by_status)]).toEqual([Number(row.counted), Number(row.counted)]);
  });
});

describe('the comparison of a backup with its source', () => {
  const table = (rows: [string, string][], columns = ['id integer', 'name text']) => ({
    columns,
    rows: new Map(rows),
  });
  const source = (): Snapshot =>
    new Map([
      [
        'public.customers',
        table([
          ['[1]', '{"id":1,"name":"Ann"}'],
          ['[2]', '{"id":2,"name":"Bo"}'],
        ]),
      ],
      ['public.notes', table([['[1]', '{"id":1,"name":"x"}']])],
    ]);

  it('finds nothing wrong with a faithful copy', () => {
    expect(backupProblems({ before: source(), after: source(), restored: source() })).toEqual([]);
  });

  it('finds a missing table, a lost row, a changed row, other columns and a row the source never had', () => {
    const restored = source();
    restored.delete('public.notes');
    restored.set(
      'public.customers',
      table([
        ['[1]', '{"id":1,"name":"Anne"}'],
        ['[3]', '{"id":3,"name":"Cy"}'],
      ]),
    );
    expect(backupProblems({ before: source(), after: source(), restored })).toEqual([
      'public.customers: row [1] differs: {"id":1,"name":"Anne"}',
      'public.customers: row [2] is missing',
      'public.customers: row [3] was never in the source',
      'public.notes: the table is missing',
    ]);
    const renamed = source();
    renamed.set('public.notes', table([['[1]', '{"id":1,"name":"x"}']], ['id integer', 'title text']));
    expect(backupProblems({ before: source(), after: source(), restored: renamed })).toEqual([
      'public.notes: columns differ: id integer, title text instead of id integer, name text',
    ]);
  });

  it('accepts either version of a row changed while the backup ran, and rows added meanwhile', () => {
    const after = source();
    after.set(
      'public.customers',
      table([
        ['[1]', '{"id":1,"name":"Ann B"}'],
        ['[2]', '{"id":2,"name":"Bo"}'],
        ['[3]', '{"id":3,"name":"Cy"}'],
      ]),
    );
    expect(backupProblems({ before: source(), after, restored: source() })).toEqual([]);
    expect(backupProblems({ before: source(), after, restored: after })).toEqual([]);
  });
});
