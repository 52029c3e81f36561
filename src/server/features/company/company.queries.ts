import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, services, uploads } from '../../db/schema';
import { languageOf, type Language } from '../../../shared/account/preference-values';

export type CompanyRow = typeof companies.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

export async function findCompany(db: Db, companyId: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return company;
}

/** The language of what the business's customers read (`en` for a value from elsewhere). */
export async function findCompanyLanguage(db: Db, companyId: number): Promise<Language> {
  const [row] = await db.select({ language: companies.language }).from(companies).where(eq(companies.id, companyId));
  return languageOf(row?.language);
}

export async function insertCompany(db: Db, values: typeof companies.$inferInsert) {
  const [company] = await db.insert(companies).values(values).onConflictDoNothing().returning();
  return company;
}

export async function updateCompanyRow(db: Db, companyId: number, values: Partial<typeof companies.$inferInsert>) {
  const [company] = await db.update(companies).set(values).where(eq(companies.id, companyId)).returning();
  return company;
}

export async function findServices(db: Db, opts: { companyId: number }) {
  return db
    .select()
    .from(services)
    .where(eq(services.companyId, opts.companyId))
    .orderBy(asc(services.name), asc(services.id))
    .limit(500);
}

/** The company's services among `ids` (another company's are not found). */
export async function findServicesByIds(db: Db, opts: { companyId: number; ids: number[] }) {
  if (opts.ids.length === 0) return [];
  return db
    .select()
    .from(services)
    .where(and(eq(services.companyId, opts.companyId), inArray(services.id, opts.ids)));
}

export async function insertServices(db: Db, rows: (typeof services.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(services).values(rows).returning();
}

export async function updateServiceRow(
  db: Db,
  opts: { companyId: number; id: number },
  values: Partial<typeof services.$inferInsert>,
) {
  const [row] = await db
    .update(services)
    .set(values)
    .where(and(eq(services.id, opts.id), eq(services.companyId, opts.companyId)))
    .returning();
  return row;
}

export async function deleteServiceRow(db: Db, opts: { companyId: number; id: number }) {
  const rows = await db
    .delete(services)
    .where(and(eq(services.id, opts.id), eq(services.companyId, opts.companyId)))
    .returning({ id: services.id });
  return rows.length > 0;
}

export async function insertUploads(db: Db, values: (typeof uploads.$inferInsert)[]) {
  return db.insert(uploads).values(values).returning({ key: uploads.key });
}

export async function deleteUploadRows(db: Db, opts: { companyId: number; keys: string[] }) {
  if (opts.keys.length === 0) return;
  await db.delete(uploads).where(and(eq(uploads.companyId, opts.companyId), inArray(uploads.key, opts.keys)));
}

export async function findUpload(db: Db, key: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key));
  return row;
}
