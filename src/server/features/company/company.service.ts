import { AppError } from '../../../shared/app-error';
import { languageOf } from '../../../shared/account/preference-values';
import type { Company, Service } from '../../../shared/company/company.schemas';
import { companyInputSchema, serviceInputSchema } from '../../../shared/company/company.schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { COMPANY_NOT_FOUND } from '../../lib/guards';
import type { SessionUser } from '../../lib/session';
import { newToken } from '../../lib/tokens';
import { notify } from '../notifications/notifications.service';
import { checkLogo } from './logo';
import * as q from './company.queries';

/** The logo's checks (bytes, size, SVG cleaned), for other pictures a business uploads: a design's logo. */
export { checkLogo };

type CompanyValues = z.output<typeof companyInputSchema>;
type ServiceValues = z.output<typeof serviceInputSchema>;

export const companyMessages = {
  notFound: COMPANY_NOT_FOUND,
  exists: 'You already have a company profile',
  serviceNotFound: 'Service not found',
  serviceInUse: 'This service has scheduled jobs. Remove its jobs before deleting it.',
} as const;

export function toCompany(c: q.CompanyRow): Company {
  return {
    id: c.id,
    name: c.name,
    address: c.address,
    phone: c.phone,
    email: c.email,
    website: c.website,
    logo: c.logo,
    language: languageOf(c.language),
    createdAt: c.createdAt.toISOString(),
  };
}

export function toService(s: q.ServiceRow): Service {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    baseRate: s.baseRate,
    category: s.category,
    createdAt: s.createdAt.toISOString(),
  };
}

/** The signed-in user's company (theirs, or the one whose team they are on), or 404. */
/** The language of what the business's customers read (its invoices' defaults, its e-mails). */
export const companyLanguage = (db: Db, companyId: number) => q.findCompanyLanguage(db, companyId);

export async function getCompany(db: Db, companyId: number) {
  const company = await q.findCompany(db, companyId);
  if (!company) throw new AppError('NOT_FOUND', companyMessages.notFound);
  return company;
}

/** Creates the company and turns the services chosen at sign-up into its first services, in one transaction. */
export async function createCompany(db: Db, user: SessionUser, existingId: number | undefined, input: CompanyValues) {
  // A member of a team already works in a business (a user is in one at most).
  if (existingId !== undefined) throw new AppError('CONFLICT', companyMessages.exists);
  return db.transaction(async (tx) => {
    const company = await q.insertCompany(tx, { ...input, userId: user.id });
    if (!company) throw new AppError('CONFLICT', companyMessages.exists);
    await q.insertServices(
      tx,
      user.servicesOffered.map((name) => ({ companyId: company.id, name, category: user.businessLine })),
    );
    await notify(tx, {
      userId: user.id,
      kind: 'company_created',
      title: `${company.name} is set up`,
      body: 'Review your services and base rates so quotes and invoices fill in by themselves.',
      link: '/company#services',
    });
    return toCompany(company);
  });
}

export async function updateCompany(db: Db, companyId: number, input: CompanyValues) {
  const company = await getCompany(db, companyId);
  return toCompany(await q.updateCompanyRow(db, company.id, input));
}

const UPLOADS_PATH = '/api/uploads/';

/** Where `GET /api/uploads/:key` serves an upload. */
export const uploadUrl = (key: string) => `${UPLOADS_PATH}${key}`;

// The company's uploads also hold its visits' photos: only the logo's own file goes with the logo.
const logoKeys = (logo: string | null) => (logo?.startsWith(UPLOADS_PATH) ? [logo.slice(UPLOADS_PATH.length)] : []);

/** Stores files (already checked by their bytes) as the company's uploads; returns their keys, in order. */
export async function storeUploads(db: Db, companyId: number, files: { contentType: string; data: Uint8Array }[]) {
  if (files.length === 0) return [];
  const rows = await q.insertUploads(
    db,
    files.map((f) => ({
      key: newToken(),
      companyId,
      contentType: f.contentType,
      byteSize: f.data.byteLength,
      data: f.data,
    })),
  );
  return rows.map((r) => r.key);
}

export async function deleteUploads(db: Db, companyId: number, keys: string[]) {
  await q.deleteUploadRows(db, { companyId, keys });
}

export async function setLogo(db: Db, companyId: number, body: Uint8Array) {
  const company = await getCompany(db, companyId);
  const logo = await checkLogo(body);
  return db.transaction(async (tx) => {
    await q.deleteUploadRows(tx, { companyId: company.id, keys: logoKeys(company.logo) });
    const [key] = await storeUploads(tx, company.id, [logo]);
    return toCompany(await q.updateCompanyRow(tx, company.id, { logo: uploadUrl(key!) }));
  });
}

export async function removeLogo(db: Db, companyId: number) {
  const company = await getCompany(db, companyId);
  await q.deleteUploadRows(db, { companyId: company.id, keys: logoKeys(company.logo) });
  return toCompany(await q.updateCompanyRow(db, company.id, { logo: null }));
}

export async function listServices(db: Db, companyId: number) {
  const company = await getCompany(db, companyId);
  return (await q.findServices(db, { companyId: company.id })).map(toService);
}

export async function createService(db: Db, companyId: number, input: ServiceValues) {
  const company = await getCompany(db, companyId);
  const [row] = await q.insertServices(db, [{ ...input, companyId: company.id }]);
  return toService(row);
}

export async function updateService(db: Db, companyId: number, id: number, input: ServiceValues) {
  const company = await getCompany(db, companyId);
  const row = await q.updateServiceRow(db, { companyId: company.id, id }, input);
  if (!row) throw new AppError('NOT_FOUND', companyMessages.serviceNotFound);
  return toService(row);
}

export async function deleteService(db: Db, companyId: number, id: number) {
  const company = await getCompany(db, companyId);
  const deleted = await q.deleteServiceRow(db, { companyId: company.id, id }).catch((error: unknown) => {
    // A job names its service (jobs.service_id, on delete restrict).
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', companyMessages.serviceInUse);
    throw error;
  });
  if (!deleted) throw new AppError('NOT_FOUND', companyMessages.serviceNotFound);
}

export async function getUpload(db: Db, key: string) {
  const upload = await q.findUpload(db, key);
  if (!upload) throw new AppError('NOT_FOUND', 'File not found');
  return upload;
}
