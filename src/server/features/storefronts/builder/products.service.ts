import type { z } from 'zod';
import { AppError } from '../../../../shared/app-error';
import {
  storefrontMessages as m,
  type LandingProduct,
  type landingProductInputSchema,
} from '../../../../shared/storefronts/storefront.schemas';
import type { Db } from '../../../db/client';
import { touchConfig } from './config.queries';
import { lockOwnConfig } from './config.service';
import type { Owner } from './owner';
import { assertProductRoom } from './product-limit.service';
import * as q from './products.queries';

export type LandingProductValues = z.output<typeof landingProductInputSchema>;

export function toLandingProduct(r: q.ProductRow): LandingProduct {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    price: r.price,
    category: r.category,
    imageUrl: r.imageUrl,
    sku: r.sku,
    inventory: r.inventory,
    weight: r.weight,
    isActive: r.isActive,
    createdAt: r.createdAt.toISOString(),
  };
}

const productNotFound = () => new AppError('NOT_FOUND', m.productNotFound);

export async function listProducts(db: Db, companyId: number, page: { limit: number; offset: number }) {
  const { rows, total } = await q.findProductPage(db, { companyId, ...page });
  return { items: rows.map(toLandingProduct), total };
}

/**
 * A new product of the storefront (409 before the storefront exists). It is counted with the storefront's row
 * locked, so two creations at the limit cannot both pass it (402 naming the tier's or the plan's limit).
 */
export async function createProduct(db: Db, owner: Owner, input: LandingProductValues) {
  const { companyId } = owner;
  return db.transaction(async (tx) => {
    const config = await lockOwnConfig(tx, companyId);
    await assertProductRoom(tx, owner.user, config.tierName, await q.countProducts(tx, { companyId }));
    const row = await q.insertProduct(tx, { ...input, companyId });
    await touchConfig(tx, { companyId });
    return toLandingProduct(row);
  });
}

export async function updateProduct(db: Db, companyId: number, id: number, input: LandingProductValues) {
  return db.transaction(async (tx) => {
    const row = await q.updateProductRow(tx, { companyId, id }, input);
    if (!row) throw productNotFound();
    await touchConfig(tx, { companyId });
    return toLandingProduct(row);
  });
}

export async function deleteProduct(db: Db, companyId: number, id: number) {
  await db.transaction(async (tx) => {
    if (!(await q.deleteProductRow(tx, { companyId, id }))) throw productNotFound();
    await touchConfig(tx, { companyId });
  });
}
