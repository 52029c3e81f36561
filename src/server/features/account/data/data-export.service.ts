import { eq } from 'drizzle-orm';
import { AppError } from '../../../../shared/app-error';
import {
  dataMessages as m,
  DATA_EXPORT_TTL_DAYS,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
} from '../../../../shared/account/data.schemas';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import type { AppContext } from '../../../lib/context';
import { hashToken, newToken } from '../../../lib/tokens';
import { exportReadyEmail } from './account-data.emails';
import { buildExportZip } from './export-zip';
import * as q from './data-export.queries';

export const BUILD_EXPORT_JOB = 'account.data-export';
export const EXPIRE_EXPORTS_JOB = 'account.data-export-expiry';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer than the build job may run (its queue's expiry). */
const STALE_PENDING_MS = 60 * 60 * 1000;

function toDataExport(row: q.DataExportRow): DataExport {
  return {
    id: row.id,
    status: row.status as DataExport['status'],
    requestedAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.status === 'ready' ? (row.expiresAt?.toISOString() ?? null) : null,
    byteSize: row.status === 'ready' ? row.byteSize : null,
  };
}

/** The account's latest export, as the Danger Zone shows it; a link past its day is expired even before the sweep. */
export async function getExportState(db: Db, userId: number, now = new Date()) {
  const row = await q.findLatestExport(db, userId);
  if (!row) return { export: null };
  const lapsed = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return { export: toDataExport(lapsed ? { ...row, status: 'expired' } : row) };
}

/**
 * Starts an export of the account (and its business): one at a time (a second request answers the one being
 * prepared) and a few a day. The job is queued in the row's transaction.
 */
export async function requestExport(ctx: AppContext, who: { userId: number; companyId: number | null }, now = new Date()) {
  return ctx.db.transaction(async (tx) => {
    await q.lockExportsOf(tx, who.userId);
    const latest = await q.findLatestExport(tx, who.userId);
    if (latest?.status === 'pending') {
      // A build whose process died never finishes: past the job's expiry, it no longer holds the next one back.
      if (now.getTime() - latest.createdAt.getTime() < STALE_PENDING_MS) {
        return { message: m.exportInProgress, export: toDataExport(latest) };
      }
      await q.updateExportRow(tx, latest.id, { status: 'failed', completedAt: now });
    }
    if ((await q.countExportsSince(tx, who.userId, new Date(now.getTime() - DAY_MS))) >= DATA_EXPORTS_PER_DAY) {
      throw new AppError('TOO_MANY_REQUESTS', m.exportLimit);
    }
    const row = await q.insertExport(tx, who);
    await ctx.jobs.send(BUILD_EXPORT_JOB, { exportId: row.id }, tx);
    return { message: m.exportQueued, export: toDataExport(row) };
  });
}

const dayOf = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: '2-digit', year: 'numeric' }).format(at);

/** The job: builds the zip, stores it with its link's hash, and e-mails the link in the same transaction. */
export async function buildExport(ctx: AppContext, exportId: number, now = new Date()) {
  const row = await q.findExportById(ctx.db, exportId);
  if (!row || row.status !== 'pending') return;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId));
  if (!user) return;
  // What an earlier attempt stored before its process died is written again.
  await q.deleteExportParts(ctx.db, exportId);
  try {
    let part = 0;
    const store = (data: Uint8Array) => q.insertExportPart(ctx.db, { exportId, part: part++, data });
    const byteSize = await buildExportZip(ctx.db, { userId: row.userId, companyId: row.companyId }, store, now);
    const token = newToken();
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS);
    await ctx.db.transaction(async (tx) => {
      const values = { status: 'ready', byteSize, tokenHash: hashToken(token), expiresAt };
      await q.updateExportRow(tx, exportId, { ...values, completedAt: new Date() });
      await ctx.mailer.send(tx, {
        to: user.email,
        subject: 'Your data export is ready',
        body: exportReadyEmail({
          firstName: user.firstName ?? 'there',
          link: `${ctx.origin.url}/api/user/data-export/${token}`,
          expiresOn: dayOf(expiresAt, user.timezone),
        }),
        relatedTo: `data-export:${exportId}`,
      });
    });
  } catch (error) {
    await q.deleteExportParts(ctx.db, exportId);
    await q.updateExportRow(ctx.db, exportId, { status: 'failed', completedAt: new Date() });
    throw error;
  }
}

const zipName = (at: Date) => `crewdesk-data-${at.toISOString().slice(0, 10)}.zip`;

/** The zip's parts in order, each read when the one before has been sent. */
async function* partsOf(db: Db, exportId: number) {
  for (let after = -1; ; ) {
    const part = await q.findExportPartAfter(db, exportId, after);
    if (!part) return;
    yield part.data;
    after = part.part;
  }
}

export type ExportDownload = { filename: string; byteSize: number; parts: AsyncIterable<Uint8Array> };

function downloadable(db: Db, row: q.DataExportRow | undefined, userId: number, now: Date): ExportDownload {
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', m.exportNotFound);
  if (row.status !== 'ready' || row.byteSize === null || !row.expiresAt || row.expiresAt <= now) {
    throw new AppError('NOT_FOUND', m.exportExpired);
  }
  return { filename: zipName(row.createdAt), byteSize: row.byteSize, parts: partsOf(db, row.id) };
}

/** The e-mailed link: the zip, to the signed-in owner of the export only, until it expires. */
export async function downloadByToken(db: Db, userId: number, token: string, now = new Date()) {
  return downloadable(db, await q.findExportFile(db, { tokenHash: hashToken(token) }), userId, now);
}

/** The screen's download: the account's latest export, while ready. */
export async function downloadLatest(db: Db, userId: number, now = new Date()) {
  const latest = await q.findLatestExport(db, userId);
  if (!latest) throw new AppError('NOT_FOUND', m.exportNotFound);
  return downloadable(db, await q.findExportFile(db, { id: latest.id }), userId, now);
}

/** The scheduled sweep: expired exports' zips are dropped. */
export const expireExports = (db: Db, now = new Date()) => q.expireExportRows(db, now);
