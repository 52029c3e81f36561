import { randomBytes } from 'node:crypto';
import { AppError } from '../../../../shared/app-error';
import {
  DOMAIN_FEES,
  domainMessages as m,
  verificationRecord,
  type Domain,
  type DomainStatus,
  type DomainType,
  type DomainValues,
} from '../../../../shared/storefronts/domain.schemas';
import type { Db } from '../../../db/client';
import { isPgError } from '../../../db/errors';
import type { AppContext } from '../../../lib/context';
import { cancelProduct } from '../../subscriptions/products/product-subscription.service';
import * as q from './domains.queries';

export type DomainCtx = Pick<AppContext, 'db' | 'env' | 'origin'>;

/** The host a domain answers on: the custom domain itself, or its label under ROOT_DOMAIN (none without one). */
export function hostOf(ctx: DomainCtx, row: Pick<q.DomainRow, 'domain' | 'domainType'>) {
  if (row.domainType === 'custom') return row.domain;
  return ctx.env.ROOT_DOMAIN ? `${row.domain}.${ctx.env.ROOT_DOMAIN}` : null;
}

export function toDomain(ctx: DomainCtx, found: q.DomainWithTemplate, storefront: string | undefined): Domain {
  const { domain: row, templateName } = found;
  const host = hostOf(ctx, row);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    domain: row.domain,
    domainType: row.domainType as DomainType,
    landingPageTemplate: row.templateId,
    templateName,
    primaryColor: row.primaryColor,
    logoUrl: row.logoUrl,
    customCss: row.customCss,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    serviceAreas: row.serviceAreas,
    isActive: row.isActive,
    status: row.status as DomainStatus,
    dnsVerified: row.dnsVerified,
    sslEnabled: row.sslEnabled,
    setupFee: row.setupFee,
    monthlyFee: row.monthlyFee,
    host,
    url: host ? `https://${host}/` : `${ctx.origin.url}/landing/${storefront ?? row.domain}`,
    verification:
      row.domainType === 'custom' && !row.dnsVerified && row.verificationToken
        ? verificationRecord(row.domain, row.verificationToken)
        : null,
    lastCheckedAt: iso(row.lastCheckedAt),
    createdAt: row.createdAt.toISOString(),
    activatedAt: iso(row.activatedAt),
  };
}

/** The company's domains, newest first, and how many it has. */
export async function listDomains(ctx: DomainCtx, companyId: number, page: { limit: number; offset: number }) {
  const [rows, total, storefront] = await Promise.all([
    q.findDomains(ctx.db, { companyId, ...page }),
    q.countDomains(ctx.db, { companyId }),
    q.findStorefrontSubdomain(ctx.db, { companyId }),
  ]);
  return { items: rows.map((r) => toDomain(ctx, r, storefront)), total };
}

export async function getDomain(ctx: DomainCtx, companyId: number, id: number) {
  const [found, storefront] = await Promise.all([
    q.findDomain(ctx.db, { companyId, id }),
    q.findStorefrontSubdomain(ctx.db, { companyId }),
  ]);
  if (!found) throw new AppError('NOT_FOUND', m.notFound);
  return toDomain(ctx, found, storefront);
}

const taken = (field: string) => new AppError('CONFLICT', m.domainTaken, { [field]: m.domainTaken });

/** Names that are the platform's own: ROOT_DOMAIN and anything under it, the app's host; the app's label too. */
function assertNotPlatform(ctx: DomainCtx, type: DomainType, name: string) {
  const root = ctx.env.ROOT_DOMAIN;
  const appHost = new URL(ctx.origin.url).hostname.toLowerCase();
  const platform =
    type === 'custom'
      ? name === appHost || (root !== undefined && (name === root || name.endsWith(`.${root}`)))
      : root !== undefined && appHost === `${name}.${root}`;
  const field = type === 'custom' ? 'domain' : 'subdomain';
  if (platform) throw new AppError('BAD_REQUEST', m.domainPlatform, { [field]: m.domainPlatform });
}

/**
 * A new domain of the company's storefront, pending until its setup fee is paid (the domain checkout). A subdomain
 * is on our own DNS (verified at once) and must not be another business's storefront; a custom domain gets the
 * token of its TXT record. 409 without a storefront or for a name someone holds.
 */
export async function createDomain(ctx: DomainCtx, companyId: number, input: DomainValues) {
  const { db } = ctx;
  const { name, domainType, landingPageTemplate, ...fields } = input;
  const field = domainType === 'custom' ? 'domain' : 'subdomain';
  const storefront = await q.findStorefrontSubdomain(db, { companyId });
  if (!storefront) throw new AppError('CONFLICT', m.needsStorefront);
  if (!(await q.findActiveTemplate(db, { id: landingPageTemplate }))) {
    throw new AppError('BAD_REQUEST', m.templateRequired, { landingPageTemplate: m.templateRequired });
  }
  assertNotPlatform(ctx, domainType, name);
  if (domainType === 'subdomain' && (await q.isOtherStorefront(db, { companyId, name }))) throw taken(field);
  let row: q.DomainRow;
  try {
    row = await q.insertDomain(db, {
      ...fields,
      companyId,
      domain: name,
      domainType,
      templateId: landingPageTemplate,
      status: 'pending',
      dnsVerified: domainType === 'subdomain',
      ...DOMAIN_FEES[domainType],
      verificationToken: domainType === 'custom' ? randomBytes(16).toString('hex') : null,
    });
  } catch (error) {
    if (isPgError(error, '23505')) throw taken(field);
    throw error;
  }
  return getDomain(ctx, companyId, row.id);
}

/** The active switch. */
export async function setDomainActive(ctx: DomainCtx, companyId: number, id: number, isActive: boolean) {
  const row = await q.updateDomainRow(ctx.db, { companyId, id }, { isActive });
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return getDomain(ctx, companyId, id);
}

/** Deletes a domain, and with it its monthly fee: nothing more is charged (a month paid runs out). */
export async function deleteDomain(ctx: Pick<AppContext, 'db' | 'payments'>, companyId: number, id: number) {
  await ctx.db.transaction(async (tx) => {
    if (!(await q.deleteDomainRow(tx, { companyId, id }))) throw new AppError('NOT_FOUND', m.notFound);
    await cancelProduct(ctx, tx, { product: 'domain', ref: String(id) }, new Date());
  });
}

export const listTemplates = (db: Db) => q.findActiveTemplates(db);
