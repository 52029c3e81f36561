import type { z } from 'zod';
import { AppError } from '../../../../shared/app-error';
import {
  storefrontMessages as m,
  type LandingConfig,
  type landingConfigInputSchema,
  type StorefrontTierName,
} from '../../../../shared/storefronts/storefront.schemas';
import type { Db } from '../../../db/client';
import { isPgError } from '../../../db/errors';
import type { AppContext } from '../../../lib/context';
import * as q from './config.queries';
import type { Owner } from './owner';
import { countProducts } from './products.queries';
import { productLimitOf } from './product-limit.service';

export type LandingConfigValues = z.output<typeof landingConfigInputSchema>;
type Ctx = Pick<AppContext, 'db' | 'origin'>;

/** Where the storefront answers on this site, whatever host it is also reached on. */
export const publicUrlOf = (origin: string, subdomain: string) => `${origin}/landing/${subdomain}`;

async function toLandingConfig(ctx: Ctx, owner: Owner, row: q.ConfigRow): Promise<LandingConfig> {
  const [productCount, productLimit] = await Promise.all([
    countProducts(ctx.db, owner),
    productLimitOf(ctx.db, owner.user, row.tierName),
  ]);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    subdomain: row.subdomain,
    customDomain: row.customDomain,
    customUrl: row.customUrl,
    contactEmail: row.contactEmail,
    logoUrl: row.logoUrl,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    isActive: row.isActive,
    tierName: row.tierName as StorefrontTierName,
    industry: row.industry,
    merchantSettings: row.merchantSettings,
    publicUrl: publicUrlOf(ctx.origin.url, row.subdomain),
    productCount,
    productLimit,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The form's columns. `tierName` is left out on purpose: a tier is chosen with its billing (a later step), so a
 * storefront starts on the basic tier and keeps its tier whatever the form sends.
 */
function columnsOf(input: LandingConfigValues) {
  const { tierName: _chosenWithBilling, ...columns } = input;
  return columns;
}

/** The name of the unique constraint a write broke, however the driver wrapped the error. */
function brokenConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { constraint, cause } = error as { constraint?: unknown; cause?: unknown };
  return typeof constraint === 'string' ? constraint : brokenConstraint(cause);
}

/** A unique violation as the owner's error: the subdomain someone holds, or the company's one storefront. */
async function refusingTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isPgError(error, '23505')) throw error;
    if (brokenConstraint(error)?.includes('subdomain')) {
      throw new AppError('CONFLICT', m.subdomainTaken, { subdomain: m.subdomainTaken });
    }
    throw new AppError('CONFLICT', m.configExists);
  }
}

/** A subdomain another business holds as a domain of its own (a label under ROOT_DOMAIN): taken too. */
async function refuseDomainLabel(db: Db, owner: Owner, subdomain: string | undefined) {
  if (subdomain && (await q.subdomainHeldAsDomain(db, { companyId: owner.companyId, label: subdomain }))) {
    throw new AppError('CONFLICT', m.subdomainTaken, { subdomain: m.subdomainTaken });
  }
}

/** The company's storefront, or null before it has one. */
export async function getConfig(ctx: Ctx, owner: Owner): Promise<LandingConfig | null> {
  const row = await q.findConfig(ctx.db, owner);
  return row ? toLandingConfig(ctx, owner, row) : null;
}

/** The company's one storefront, on the basic tier; 409 when it has one or the subdomain is taken. */
export async function createConfig(ctx: Ctx, owner: Owner, input: LandingConfigValues) {
  if (await q.findConfig(ctx.db, owner)) throw new AppError('CONFLICT', m.configExists);
  await refuseDomainLabel(ctx.db, owner, input.subdomain);
  const row = await refusingTaken(() =>
    q.insertConfig(ctx.db, { ...columnsOf(input), companyId: owner.companyId, tierName: 'basic' }),
  );
  return toLandingConfig(ctx, owner, row);
}

export async function updateConfig(ctx: Ctx, owner: Owner, id: number, input: LandingConfigValues) {
  await refuseDomainLabel(ctx.db, owner, input.subdomain);
  const row = await refusingTaken(() =>
    q.updateConfigRow(ctx.db, { companyId: owner.companyId, id }, columnsOf(input)),
  );
  if (!row) throw new AppError('NOT_FOUND', m.configNotFound);
  return toLandingConfig(ctx, owner, row);
}

/** The company's storefront row locked until `tx` ends (products are counted under it), or 409 before it exists. */
export async function lockOwnConfig(tx: Db, companyId: number) {
  const row = await q.findConfig(tx, { companyId, lock: true });
  if (!row) throw new AppError('CONFLICT', m.configMissing);
  return row;
}
