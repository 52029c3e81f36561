import { AppError } from '../../../../shared/app-error';
import {
  merchMessages as m,
  type MerchCheckout,
  type MerchOrder,
  type MerchOrderStatus,
  type MerchSummary,
} from '../../../../shared/merch/merch.schemas';
import type { Db } from '../../../db/client';
import * as q from './orders.queries';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** An order row as the API shows it: no provider ids, no checkout address, no idempotency key. */
export function toMerchOrder(r: q.OrderRow): MerchOrder {
  return {
    id: r.id,
    orderNumber: r.orderNumber,
    status: r.status as MerchOrderStatus,
    items: r.items,
    subtotal: r.subtotal,
    commission: r.commission,
    originalTotal: r.originalTotal,
    couponCode: r.couponCode,
    discountAmount: r.discountAmount,
    total: r.total,
    shippingAddress: r.shippingAddress ?? null,
    carrier: r.carrier,
    trackingNumber: r.trackingNumber,
    cardBrand: r.cardBrand,
    cardLast4: r.cardLast4,
    paidAt: iso(r.paidAt),
    shippedAt: iso(r.shippedAt),
    deliveredAt: iso(r.deliveredAt),
    cancelledAt: iso(r.cancelledAt),
    refundedAt: iso(r.refundedAt),
    createdAt: r.createdAt.toISOString(),
  };
}

/** What placing an order answers: Stripe's page while it waits there, else the order as it stands. */
export function checkoutAnswer(r: q.OrderRow): MerchCheckout {
  const waiting = r.status === 'pending' && r.checkoutUrl !== null;
  return {
    order: toMerchOrder(r),
    status: waiting ? 'redirect' : 'succeeded',
    redirectUrl: waiting ? r.checkoutUrl : null,
  };
}

export const orderNotFound = () => new AppError('NOT_FOUND', m.orderNotFound);

/** The order of the company (404 for another company's, exactly as for a missing one). */
export async function findOwnOrder(db: Db, companyId: number, id: number) {
  const row = await q.findOrder(db, { companyId, id });
  if (!row) throw orderNotFound();
  return row;
}

export async function getOrder(db: Db, companyId: number, id: number) {
  return toMerchOrder(await findOwnOrder(db, companyId, id));
}

export async function listOrders(
  db: Db,
  companyId: number,
  query: { status?: MerchOrderStatus; limit: number; offset: number },
) {
  const { rows, total } = await q.findOrderPage(db, { companyId, ...query });
  return { items: rows.map(toMerchOrder), total };
}

/** The page's stats (see `findOrderSummary`); the month is the owner's, in their time zone. */
export async function getOrderSummary(db: Db, companyId: number, timezone: string): Promise<MerchSummary> {
  return q.findOrderSummary(db, { companyId, timezone });
}
