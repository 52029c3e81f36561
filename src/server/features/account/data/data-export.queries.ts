import { and, asc, count, desc, eq, gt, gte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { dataExportParts, dataExports } from '../../../db/schema';

export type DataExportRow = typeof dataExports.$inferSelect;

/** One account's exports at a time (a transaction-scoped advisory lock): two requests cannot both start one. */
export async function lockExportsOf(tx: Db, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('data-export'), ${userId})`);
}

export async function findLatestExport(db: Db, userId: number): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row;
}

export async function countExportsSince(db: Db, userId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gte(dataExports.createdAt, since)));
  return Number(row.n);
}

export async function insertExport(db: Db, values: { userId: number; companyId: number | null }) {
  const [row] = await db.insert(dataExports).values(values).returning();
  return row;
}

export async function findExportById(db: Db, id: number): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

export async function updateExportRow(db: Db, id: number, values: Partial<typeof dataExports.$inferInsert>) {
  await db.update(dataExports).set(values).where(eq(dataExports.id, id));
}

/** The export, with who may fetch it and until when, by the SHA-256 of its link's token. */
export async function findExportFile(db: Db, where: { tokenHash: string } | { id: number }) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where('id' in where ? eq(dataExports.id, where.id) : eq(dataExports.tokenHash, where.tokenHash));
  return row;
}

export async function insertExportPart(db: Db, values: typeof dataExportParts.$inferInsert) {
  await db.insert(dataExportParts).values(values);
}

/** The part of the zip after `after` (-1 for the first), or undefined past the last. */
export async function findExportPartAfter(db: Db, exportId: number, after: number) {
  const [row] = await db
    .select({ part: dataExportParts.part, data: dataExportParts.data })
    .from(dataExportParts)
    .where(and(eq(dataExportParts.exportId, exportId), gt(dataExportParts.part, after)))
    .orderBy(asc(dataExportParts.part))
    .limit(1);
  return row;
}

export async function deleteExportParts(db: Db, exportId: number) {
  await db.delete(dataExportParts).where(eq(dataExportParts.exportId, exportId));
}

/** Drops the zips whose link has expired (the rows stay, as the screen's history and the daily count). */
export async function expireExportRows(db: Db, now: Date) {
  const [row] = await queryRows<{ expired: number }>(
    db,
    sql`with expired as (
          update data_exports set status = 'expired'
          where status = 'ready' and expires_at < ${now.toISOString()}::timestamptz
          returning id
        ), dropped as (
          delete from data_export_parts where export_id in (select id from expired)
        )
        select count(*)::int as expired from expired`,
  );
  return row.expired;
}
