import type { z } from 'zod';
import { AppError } from '../../../../shared/app-error';
import {
  merchMessages as m,
  merchProductInputSchema,
  type MerchCategory,
  type MerchDesignLogo,
  type MerchProduct,
  type MerchStore,
} from '../../../../shared/merch/merch.schemas';
import { fromCents, toCents } from '../../../../shared/money';
import type { Db } from '../../../db/client';
import { isPgError } from '../../../db/errors';
import type { AppContext } from '../../../lib/context';
import { checkLogo, storeUploads, uploadUrl } from '../../company/company.service';
import * as q from './catalogue.queries';

type ProductValues = z.output<typeof merchProductInputSchema>;
type PreviewShape = MerchProduct['previewShape'];

/** The drawn picture of each preview shape (the seeded product that has it): every product shows one that exists. */
const PICTURE_OF_SHAPE: Record<PreviewShape, string> = {
  card: 'business-cards',
  sign: 'yard-signs',
  shirt: 'polo-shirts',
  bottle: 'water-bottles',
  magnet: 'vehicle-magnets',
  keychain: 'keychains',
};

export function toMerchProduct(r: q.ProductRow): MerchProduct {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    category: r.category as MerchCategory,
    basePrice: r.basePrice,
    markup: r.markup,
    customerPrice: fromCents(toCents(r.basePrice) + toCents(r.markup)),
    imageUrl: r.imageUrl,
    rating: r.rating,
    customizable: r.customizable,
    previewShape: r.previewShape as PreviewShape,
    isActive: r.isActive,
  };
}

const slugTaken = () => new AppError('CONFLICT', m.slugTaken, { slug: m.slugTaken });

const columnsOf = (input: ProductValues) => ({
  ...input,
  imageUrl: `/merch/${PICTURE_OF_SHAPE[input.previewShape]}.svg`,
});

/** The store: the active products in their order, and how the order will be paid. */
export async function getStore(ctx: AppContext): Promise<MerchStore> {
  const rows = await q.findProducts(ctx.db, { activeOnly: true });
  return { products: rows.map(toMerchProduct), paymentMode: ctx.payments.kind };
}

/** The administrator's view: every product, sold or not. */
export async function listAllProducts(db: Db) {
  return (await q.findProducts(db, { activeOnly: false })).map(toMerchProduct);
}

export async function createProduct(db: Db, input: ProductValues) {
  const row = await q.insertProduct(db, columnsOf(input));
  if (!row) throw slugTaken();
  return toMerchProduct(row);
}

/** New details and prices for a product; orders keep the prices they were bought at (their lines carry them). */
export async function updateProduct(db: Db, id: number, input: ProductValues) {
  try {
    const row = await q.updateProductRow(db, id, columnsOf(input));
    if (!row) throw new AppError('NOT_FOUND', m.productNotFound);
    return toMerchProduct(row);
  } catch (err) {
    throw isPgError(err, '23505') ? slugTaken() : err;
  }
}

/**
 * A design's logo, checked by its bytes and size exactly as the company's logo is, stored as the company's upload;
 * where it is served (what a customisation's `logoUrl` names).
 */
export async function storeDesignLogo(db: Db, companyId: number, body: Uint8Array): Promise<MerchDesignLogo> {
  const picture = await checkLogo(body);
  const [key] = await storeUploads(db, companyId, [picture]);
  return { logoUrl: uploadUrl(key!) };
}
