import type { z } from 'zod';
import { AppError } from '../../../../shared/app-error';
import { fromCents, toCents } from '../../../../shared/money';
import {
  merchMessages as m,
  type Customization,
  type merchOrderInputSchema,
  type MerchOrderLine,
} from '../../../../shared/merch/merch.schemas';
import type { Db } from '../../../db/client';
import * as q from './orders.queries';

export type OrderValues = z.output<typeof merchOrderInputSchema>;

/** An order's lines and figures, in cents, from the catalogue of the day: nothing the client computed. */
export type PricedOrder = {
  lines: MerchOrderLine[];
  /** Base prices times quantities. */
  subtotalCents: number;
  /** Markups times quantities: the business's commission. */
  commissionCents: number;
  /** subtotal + commission, what a coupon applies to. */
  originalCents: number;
};

const UPLOAD_PREFIX = '/api/uploads/';
const badRequest = (field: string, message: string) => new AppError('BAD_REQUEST', message, { [field]: message });

/** The designs of the products ordered, each allowed on its product and with a logo of the company's own. */
async function designsOf(
  db: Db,
  companyId: number,
  products: Map<string, q.ProductRow>,
  customizations: Record<string, Customization>,
) {
  // A design left behind by a line the cart no longer has is not part of the order.
  const designs = Object.entries(customizations).filter(([slug]) => products.has(slug));
  for (const [slug] of designs) {
    const product = products.get(slug)!;
    if (!product.customizable) throw badRequest(`customizations.${slug}`, m.notCustomizable(product.name));
  }
  const logoKeys = designs.flatMap(([, d]) => (d.logoUrl ? [d.logoUrl.slice(UPLOAD_PREFIX.length)] : []));
  const owned = new Set(await q.findCompanyUploadKeys(db, { companyId, keys: [...new Set(logoKeys)] }));
  for (const [slug, design] of designs) {
    if (design.logoUrl && !owned.has(design.logoUrl.slice(UPLOAD_PREFIX.length))) {
      throw badRequest(`customizations.${slug}.logoUrl`, m.logoInvalid);
    }
  }
  return new Map(designs);
}

/**
 * Prices the cart: the active products its slugs name (one query; an unknown or inactive one is 400 under `items`),
 * each line at base price + markup, its commission the markup times the quantity, with its design or none.
 */
export async function priceOrder(
  db: Db,
  companyId: number,
  input: Pick<OrderValues, 'items' | 'customizations'>,
): Promise<PricedOrder> {
  const wanted = Object.entries(input.items);
  const products = new Map(
    (
      await q.findActiveProducts(
        db,
        wanted.map(([slug]) => slug),
      )
    ).map((p) => [p.slug, p]),
  );
  const unknown = wanted.find(([slug]) => !products.has(slug));
  if (unknown) throw badRequest('items', m.unknownProduct(unknown[0]));
  const designs = await designsOf(db, companyId, products, input.customizations);

  let subtotalCents = 0;
  let commissionCents = 0;
  const lines = wanted.map(([slug, quantity]): MerchOrderLine => {
    const product = products.get(slug)!;
    const base = toCents(product.basePrice);
    const markup = toCents(product.markup);
    subtotalCents += base * quantity;
    commissionCents += markup * quantity;
    return {
      productId: product.id,
      slug,
      name: product.name,
      imageUrl: product.imageUrl,
      quantity,
      basePrice: fromCents(base),
      markup: fromCents(markup),
      unitPrice: fromCents(base + markup),
      lineTotal: fromCents((base + markup) * quantity),
      commission: fromCents(markup * quantity),
      customization: designs.get(slug) ?? null,
    };
  });
  return { lines, subtotalCents, commissionCents, originalCents: subtotalCents + commissionCents };
}
