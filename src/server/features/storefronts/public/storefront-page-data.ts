import { AppError } from '../../../../shared/app-error';
import {
  storefrontMessages as m,
  type PublicProduct,
  type PublicStorefront,
} from '../../../../shared/storefronts/storefront.schemas';
import type { AppContext } from '../../../lib/context';
import { getBookingSettings } from '../../scheduling/visits/online-booking.service';
import { storefrontPaymentsOf } from '../orders/order-reads.service';
import * as q from './storefront-public.queries';
import { findStorefront, safeImage } from './storefront-public.service';

type ProductRow = Awaited<ReturnType<typeof q.findShownProducts>>[number];

/** A product as the page shows it: its stock as in stock or not and, when limited, how many are left. */
const publicProduct = (p: ProductRow): PublicProduct => ({
  id: p.id,
  name: p.name,
  description: p.description,
  price: p.price,
  imageUrl: safeImage(p.imageUrl),
  category: p.category,
  inStock: p.inventory !== 0,
  left: p.inventory < 0 ? null : p.inventory,
});

/**
 * The active storefront of `rawSubdomain` with everything its page shows: its details and services, its active
 * products, how it takes payments and whether it books visits online; undefined when there is none.
 */
export async function findStorefrontPage(ctx: AppContext, rawSubdomain: string) {
  const found = await findStorefront(ctx.db, rawSubdomain, ctx.origin.url);
  if (!found) return undefined;
  const { companyId } = found.row;
  const [products, payments, settings] = await Promise.all([
    q.findShownProducts(ctx.db, { companyId }),
    storefrontPaymentsOf(ctx, companyId),
    getBookingSettings(ctx.db, companyId),
  ]);
  const view: PublicStorefront = {
    ...found.view,
    products: products.map(publicProduct),
    payments,
    booking: settings.allowOnlineBooking ? { services: found.services.map((s) => ({ id: s.id, name: s.name })) } : null,
  };
  return { row: found.row, view };
}

export type FoundStorefrontPage = NonNullable<Awaited<ReturnType<typeof findStorefrontPage>>>;

/** GET /api/landing/{subdomain}: the page's public data, or NOT_FOUND 'Landing page not found'. */
export async function getPublicStorefront(ctx: AppContext, subdomain: string): Promise<PublicStorefront> {
  const found = await findStorefrontPage(ctx, subdomain);
  if (!found) throw new AppError('NOT_FOUND', m.pageNotFound);
  return found.view;
}
