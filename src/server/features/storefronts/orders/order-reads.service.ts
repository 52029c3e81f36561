import { AppError } from '../../../../shared/app-error';
import {
  orderMessages as m,
  type OrderReceipt,
  type OrderStatus,
  type StorefrontOrder,
  type StorefrontPayments,
} from '../../../../shared/storefronts/order.schemas';
import { storefrontMessages as sm } from '../../../../shared/storefronts/storefront.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { findPayoutAccount } from '../../payments/connected-accounts.service';
import { normalSubdomain } from '../public/storefront-public.service';
import { confirmStorefrontCheckout } from './order-payment.service';
import * as q from './orders.queries';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The active storefront of a subdomain as a visitor writes it, or 404 'Landing page not found'. */
export async function activeShopOrNotFound(db: Db, rawSubdomain: string) {
  const subdomain = normalSubdomain(rawSubdomain);
  const shop = subdomain === undefined ? undefined : await q.findActiveShop(db, { subdomain });
  if (!shop) throw new AppError('NOT_FOUND', sm.pageNotFound);
  return shop;
}

/**
 * How the business's storefront takes payment, for its public page: null without a payout account able to take
 * charges, else the provider's mode (test: the card form on the page; stripe: Stripe's Checkout page).
 */
export async function storefrontPaymentsOf(ctx: AppContext, companyId: number): Promise<StorefrontPayments> {
  const account = await findPayoutAccount(ctx.db, companyId);
  return account ? { mode: ctx.payments.kind } : null;
}

const toLine = (l: q.LineRow) => ({
  name: l.name,
  sku: l.sku,
  unitPrice: l.unitPrice,
  quantity: l.quantity,
  lineTotal: l.lineTotal,
});

export function toStorefrontOrder(o: q.OrderRow, lines: q.LineRow[]): StorefrontOrder {
  return {
    id: o.id,
    reference: o.reference,
    status: o.status as OrderStatus,
    buyerName: o.buyerName,
    buyerEmail: o.buyerEmail,
    buyerPhone: o.buyerPhone,
    notes: o.notes,
    customerId: o.customerId,
    subtotal: o.subtotal,
    total: o.total,
    feePercent: o.feePercent,
    feeAmount: o.feeAmount,
    cardBrand: o.cardBrand,
    cardLast4: o.cardLast4,
    lines: lines.filter((l) => l.orderId === o.id).map(toLine),
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    fulfilledAt: iso(o.fulfilledAt),
    cancelledAt: iso(o.cancelledAt),
  };
}

const RECEIPT_MESSAGES: Record<OrderStatus, string> = {
  pending: m.pending,
  paid: m.paid,
  fulfilled: m.paid,
  failed: m.failed,
  cancelled: m.cancelled,
};

export const orderNotFound = () => new AppError('NOT_FOUND', m.orderNotFound);

/**
 * GET /api/landing/{subdomain}/orders/{token}: the buyer's receipt. A pending Stripe order is first checked with
 * Stripe (a nudge: Stripe's record is applied as its webhook would be, never the browser's word). 404 for a token
 * of another storefront's order, as for none.
 */
export async function getReceipt(ctx: AppContext, subdomain: string, token: string): Promise<OrderReceipt> {
  const shop = await activeShopOrNotFound(ctx.db, subdomain);
  const scope = { companyId: shop.companyId, token };
  let order = await q.findOrderByToken(ctx.db, scope);
  if (!order) throw orderNotFound();
  if (order.status === 'pending' && order.checkoutSessionId && ctx.payments.kind === 'stripe') {
    await confirmStorefrontCheckout(ctx, await ctx.payments.getCheckout(order.checkoutSessionId));
    order = (await q.findOrderByToken(ctx.db, scope))!;
  }
  const status = order.status as OrderStatus;
  return {
    reference: order.reference,
    status,
    total: order.total,
    lines: (await q.findLines(ctx.db, { orderIds: [order.id] })).map(toLine),
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    message: RECEIPT_MESSAGES[status],
  };
}

/** GET /api/storefront-orders: a page of the company's orders, the newest first, with their lines. */
export async function listOrders(
  db: Db,
  companyId: number,
  query: { status?: OrderStatus; limit: number; offset: number },
) {
  const { rows, total } = await q.findOrderPage(db, { companyId, ...query });
  const lines = await q.findLines(db, { orderIds: rows.map((r) => r.id) });
  return { items: rows.map((r) => toStorefrontOrder(r, lines)), total };
}

/** GET /api/storefront-orders/{id}: the company's order, or 404 as for none. */
export async function getOrder(db: Db, companyId: number, id: number) {
  const order = await q.findOrder(db, { companyId, id });
  if (!order) throw orderNotFound();
  return toStorefrontOrder(order, await q.findLines(db, { orderIds: [id] }));
}
