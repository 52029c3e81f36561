import { and, count, desc, eq, getTableColumns, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dataExports } from '../../../db/schema';

export type DataExportRow = Omit<typeof dataExports.$inferSelect, 'data'>;

const { data: _data, ...withoutData } = getTableColumns(dataExports);

/** One account's exports at a time (a transaction-scoped advisory lock): two requests cannot both start one. */
export async function lockExportsOf(tx: Db, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('data-export'), ${userId})`);
}

export async function findLatestExport(db: Db, userId: number): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select(withoutData)
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
  const [row] = await db.insert(dataExports).values(values).returning(withoutData);
  return row;
}

export async function findExportById(db: Db, id: number): Promise<DataExportRow | undefined> {
  const [row] = await db.select(withoutData).from(dataExports).where(eq(dataExports.id, id));
  return row;
}

export async function updateExportRow(db: Db, id: number, values: Partial<typeof dataExports.$inferInsert>) {
  await db.update(dataExports).set(values).where(eq(dataExports.id, id));
}

/** The export's zip, with who may fetch it and until when, by the SHA-256 of its link's token. */
export async function findExportFile(db: Db, where: { tokenHash: string } | { id: number }) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where('id' in where ? eq(dataExports.id, where.id) : eq(dataExports.tokenHash, where.tokenHash));
  return row;
}

/** Drops the zips whose link has expired (the rows stay, as the screen's history and the daily count). */
export async function expireExportRows(db: Db, now: Date) {
  const rows = await db
    .update(dataExports)
    .set({ data: null, status: 'expired' })
    .where(and(lt(dataExports.expiresAt, now), isNotNull(dataExports.data)))
    .returning({ id: dataExports.id });
  return rows.length;
}
