import { fromCents, toCents } from '@shared/money';
import type { OrderStatus, StorefrontOrder } from '@shared/storefronts/order.schemas';

/** The Orders tab's own texts (the contract's are in `orderMessages`). */
export const orderTexts = {
  cancelled: 'Order cancelled',
  fulfilFailed: 'Failed to fulfil order',
  cancelFailed: 'Failed to cancel order',
};

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const orderStatusTones = {
  pending: 'amber',
  paid: 'blue',
  fulfilled: 'green',
  cancelled: 'struck',
  failed: 'red',
} as const;

/** The items at a glance: the first line, and how many more there are. */
export function itemsSummary(order: Pick<StorefrontOrder, 'lines'>): string {
  const [first, ...rest] = order.lines;
  if (!first) return '—';
  const line = `${first.name} × ${first.quantity}`;
  return rest.length === 0 ? line : `${line} + ${rest.length} more`;
}

/** What the business keeps of the order's total once the platform's fee is taken, in cents. */
export const businessReceives = (order: Pick<StorefrontOrder, 'total' | 'feeAmount'>) =>
  fromCents(toCents(order.total) - toCents(order.feeAmount));

/** Only a paid order is fulfilled. */
export const canFulfil = (order: Pick<StorefrontOrder, 'status'>) => order.status === 'paid';

/** An order waiting on its payment, or paid and not yet fulfilled, can be cancelled (a paid one refunded in full). */
export const canCancel = (order: Pick<StorefrontOrder, 'status'>) =>
  order.status === 'pending' || order.status === 'paid';
