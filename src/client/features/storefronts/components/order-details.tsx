import type { ReactNode } from 'react';
import { formatMoney } from '@shared/money';
import { describeCard } from '@shared/payments/card.schemas';
import type { StorefrontOrder } from '@shared/storefronts/order.schemas';
import { formatDateTime } from '@client/lib/dates';
import { formatPercent } from '../storefront-format';
import { businessReceives } from '../order-format';

function Figure({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 font-semibold' : 'flex justify-between gap-4'}>
      <dt className={strong ? undefined : 'text-muted'}>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** The order as it was bought: its lines, the totals with the platform's fee, the buyer, the card and its times. */
export function OrderDetails({ order }: { order: StorefrontOrder }) {
  const card = describeCard(order.cardBrand, order.cardLast4);
  const times = [
    ['Placed', order.createdAt],
    ['Paid', order.paidAt],
    ['Fulfilled', order.fulfilledAt],
    ['Cancelled', order.cancelledAt],
  ] as const;
  return (
    <div className="space-y-5 text-sm">
      <ul className="divide-y rounded-lg border" aria-label="Order items">
        {order.lines.map((line, i) => (
          <li key={i} className="flex justify-between gap-3 p-3" data-testid="order-line">
            <div className="min-w-0">
              <p className="font-medium">{line.name}</p>
              <p className="text-muted">
                {line.quantity} × {formatMoney(line.unitPrice)}
                {line.sku && <span className="font-mono text-xs"> · {line.sku}</span>}
              </p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums">{formatMoney(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-1.5" data-testid="order-totals">
        <Figure label="Subtotal">{formatMoney(order.subtotal)}</Figure>
        <Figure label="Total" strong>
          {formatMoney(order.total)}
        </Figure>
        <Figure label={`Platform fee (${formatPercent(order.feePercent)})`}>−{formatMoney(order.feeAmount)}</Figure>
        <Figure label="You receive" strong>
          {formatMoney(businessReceives(order))}
        </Figure>
      </dl>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div data-testid="order-buyer">
          <dt className="font-semibold">Buyer</dt>
          <dd>{order.buyerName}</dd>
          <dd>
            <a
              href={`mailto:${order.buyerEmail}`}
              className="break-all text-brand-700 hover:underline dark:text-brand-500"
            >
              {order.buyerEmail}
            </a>
          </dd>
          {order.buyerPhone && <dd className="text-muted">{order.buyerPhone}</dd>}
          {order.notes && <dd className="mt-1 whitespace-pre-line text-muted">“{order.notes}”</dd>}
        </div>
        <div data-testid="order-payment">
          <dt className="font-semibold">Payment</dt>
          <dd className="text-muted">{card ?? 'No card on record'}</dd>
          {times.map(
            ([label, at]) =>
              at && (
                <dd key={label} className="text-muted">
                  {label} <time dateTime={at}>{formatDateTime(at)}</time>
                </dd>
              ),
          )}
        </div>
      </dl>
    </div>
  );
}
