import { fromCents, toCents } from '@shared/money';
import type { OrderStatus, StorefrontOrder } from '@shared/storefronts/order.schemas';

/** A component's translate function (`useT()`). */
type Translate = (id: string, values?: Record<string, unknown>) => string;

export const orderStatusLabels = (t: Translate): Record<OrderStatus, string> => ({
  pending: t('storefronts.order.status.pending'),
  paid: t('storefronts.order.status.paid'),
  fulfilled: t('storefronts.order.status.fulfilled'),
  cancelled: t('storefronts.order.status.cancelled'),
  failed: t('storefronts.order.status.failed'),
});

export const orderStatusTones = {
  pending: 'amber',
  paid: 'blue',
  fulfilled: 'green',
  cancelled: 'struck',
  failed: 'red',
} as const;

/** The items at a glance: the first line, and how many more there are. */
export function itemsSummary(order: Pick<StorefrontOrder, 'lines'>, t: Translate): string {
  const [first, ...rest] = order.lines;
  if (!first) return '—';
  const line = `${first.name} × ${first.quantity}`;
  return rest.length === 0 ? line : t('storefronts.order.more', { line, count: rest.length });
}

/** What the business keeps of the order's total once the platform's fee is taken, in cents. */
export const businessReceives = (order: Pick<StorefrontOrder, 'total' | 'feeAmount'>) =>
  fromCents(toCents(order.total) - toCents(order.feeAmount));

/** Only a paid order is fulfilled. */
export const canFulfil = (order: Pick<StorefrontOrder, 'status'>) => order.status === 'paid';

/** An order waiting on its payment, or paid and not yet fulfilled, can be cancelled (a paid one refunded in full). */
export const canCancel = (order: Pick<StorefrontOrder, 'status'>) =>
  order.status === 'pending' || order.status === 'paid';
