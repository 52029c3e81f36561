import { and, count, eq, not } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataMessages as m } from '../../../../shared/account/data.schemas';
import { parseCsv } from '../../../../shared/customers/csv';
import { createTestApp, linkIn, signIn, waitForOutbox, type TestApp } from '../../../../test/app';
import { signedInOwner } from '../../../../test/auth';
import { seedTenant } from '../../../../test/tenant-fixture';
import { TEST_ADMIN } from '../../../../test/test-env';
import { waitFor } from '../../../../test/wait';
import { dataExportParts, dataExports, users } from '../../../db/schema';
import { exportPlan, SECRET_COLUMN, type TablePlan } from './export-plan';
import { expireExports } from './data-export.service';

/** How many rows of the owner the table holds, counted apart from the export's own paging. */
async function rowsIn(t: TestApp, plan: TablePlan, ownerId: number) {
  const base = t.db.select({ n: count() }).from(plan.table);
  const joined = plan.through
    ? base.innerJoin(plan.through.parent, eq(plan.through.parentColumn, plan.through.childColumn))
    : base;
  const [row] = await joined.where(and(eq(plan.owner, ownerId), plan.hidden ? not(plan.hidden) : undefined));
  return Number(row.n);
}

describe('Export my data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

  /** Requests an export and follows the e-mailed link: the zip's files by name. */
  async function exportOf(cookie: string, email: string) {
    const requested = await call('POST', '/api/user/data-export', cookie);
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json()).toMatchObject({ message: m.exportQueued, export: { status: 'pending' } });
    const mail = await waitForOutbox(t.db, (e) => e.to === email && e.subject === 'Your data export is ready', 60_000);
    const link = linkIn(mail.text, new URL(mail.text.match(/https?:\/\/\S+data-export\/[\w-]+/)![0]).pathname);
    const zip = await call('GET', link, cookie);
    expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    return { files: unzipSync(zip.rawPayload), link };
  }

  it("holds every record of the business and the account, as JSON and CSV, the PDFs, and no secret", async () => {
    const alpha = await seedTenant(t, { tag: 'Alpha', numberFrom: 100 });
    await seedTenant(t, { tag: 'Beta', numberFrom: 500 });
    const [{ password }] = await t.db.select().from(users).where(eq(users.id, alpha.user.id));
    const { files } = await exportOf(alpha.cookie, alpha.user.email);

    const filled: string[] = [];
    for (const plan of exportPlan().tables) {
      const ownerId = plan.scope === 'company' ? alpha.company.id : alpha.user.id;
      const json = JSON.parse(strFromU8(files[`${plan.scope}/${plan.name}.json`])) as Record<string, unknown>[];
      const csv = parseCsv(strFromU8(files[`${plan.scope}/${plan.name}.csv`]));
      const expected = await rowsIn(t, plan, ownerId);
      expect(json, plan.name).toHaveLength(expected);
      expect(csv, plan.name).toHaveLength(expected + 1);
      expect(csv[0].fields).toEqual(Object.keys(plan.columns));
      for (const row of json) expect(Object.keys(row).filter((k) => SECRET_COLUMN.test(k)), plan.name).toEqual([]);
      if (expected > 0) filled.push(plan.name);
    }
    // What the fixture made is there, down to the rows reached through others.
    for (const name of [
      'companies',
      'customers',
      'invoices',
      'quotes',
      'payments',
      'appointments',
      'job_tasks',
      'campaign_recipients',
      'storefront_order_lines',
      'merchandise_orders',
      'users',
      'feedback_submissions',
    ]) {
      expect(filled, name).toContain(name);
    }
    const invoices = JSON.parse(strFromU8(files['company/invoices.json'])) as { notes: string }[];
    expect(invoices.map((i) => i.notes)).toContain('Alpha sent invoice');

    const pdfs = Object.keys(files).filter((name) => name.startsWith('pdf/'));
    expect(pdfs.filter((n) => n.startsWith('pdf/invoices/'))).toHaveLength(
      JSON.parse(strFromU8(files['company/invoices.json'])).length,
    );
    expect(pdfs.filter((n) => n.startsWith('pdf/quotes/'))).toHaveLength(alpha.quoteIds.length);
    for (const name of pdfs) expect(strFromU8(files[name].slice(0, 5)), name).toBe('%PDF-');
    expect(Object.keys(files)).toContain(`files/${alpha.logoKey}`);

    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes, true))
      .join('\n');
    for (const secret of [password, alpha.accessToken, alpha.previewToken, alpha.campaignToken]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain('Beta');
  });

  it('prepares one export at a time, a few a day, and shows the latest', async () => {
    const owner = await signedInOwner(t);
    expect((await call('GET', '/api/user/data-export', owner.cookie)).json()).toEqual({ export: null });
    const [running] = await t.db.insert(dataExports).values({ userId: owner.user.id }).returning();
    const again = await call('POST', '/api/user/data-export', owner.cookie);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ message: m.exportInProgress, export: { id: running.id, status: 'pending' } });
    const state = await call('GET', '/api/user/data-export', owner.cookie);
    expect(state.json()).toMatchObject({ export: { id: running.id, status: 'pending', expiresAt: null } });
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, owner.user.id))).toHaveLength(1);

    await t.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, running.id));
    await t.db.insert(dataExports).values([0, 1].map(() => ({ userId: owner.user.id, status: 'failed' })));
    const limited = await call('POST', '/api/user/data-export', owner.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: m.exportLimit });
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, owner.user.id))).toHaveLength(3);
    expect((await call('POST', '/api/user/data-export')).statusCode).toBe(401);
  });

  it('downloads only to its owner signed in, until it expires; the sweep drops expired zips', async () => {
    const owner = await signedInOwner(t);
    const other = await signedInOwner(t);
    const { files, link } = await exportOf(owner.cookie, owner.user.email);
    expect(Object.keys(files)).toContain('company/companies.json');
    const state = (await call('GET', '/api/user/data-export', owner.cookie)).json();
    expect(state.export).toMatchObject({ status: 'ready' });
    expect(new Date(state.export.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const download = await call('GET', '/api/user/data-export/download', owner.cookie);
    expect(download.statusCode).toBe(200);
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
    expect(download.rawPayload.length).toBe(state.export.byteSize);

    const stranger = await call('GET', link, other.cookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: m.exportNotFound });
    expect((await call('GET', link)).statusCode).toBe(401);
    expect((await call('GET', '/api/user/data-export/not-a-token', owner.cookie)).statusCode).toBe(404);

    const past = new Date(Date.now() - 1000);
    await t.db.update(dataExports).set({ expiresAt: past }).where(eq(dataExports.userId, owner.user.id));
    const expired = await call('GET', link, owner.cookie);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: m.exportExpired });
    expect((await call('GET', '/api/user/data-export', owner.cookie)).json().export.status).toBe('expired');

    expect(await expireExports(t.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.userId, owner.user.id));
    expect(row).toMatchObject({ status: 'expired' });
    expect(await t.db.select().from(dataExportParts).where(eq(dataExportParts.exportId, row.id))).toEqual([]);
    expect((await call('GET', link, owner.cookie)).json()).toEqual({ message: m.exportExpired });
  });

  it("exports an administrator's own records, with no business", async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const { files } = await exportOf(admin, TEST_ADMIN.email);
    const names = Object.keys(files);
    expect(names).toContain('account/users.json');
    expect(names.filter((n) => n.startsWith('company/') || n.startsWith('pdf/'))).toEqual([]);
    const [me] = JSON.parse(strFromU8(files['account/users.json'])) as { email: string }[];
    expect(me.email).toBe(TEST_ADMIN.email);
    await waitFor(async () => {
      const rows = await t.db.select().from(dataExports);
      return rows.every((r) => r.status !== 'pending') || undefined;
    }, 'every export finished');
  });
});
