import type { ReactNode } from 'react';
import { formatMoney } from '@shared/money';
import { describeCard } from '@shared/payments/card.schemas';
import type { StorefrontOrder } from '@shared/storefronts/order.schemas';
import { formatDateTime } from '@client/lib/dates';
import { formatPercent } from '../storefront-format';
import { businessReceives } from '../order-format';
import { useT } from '@client/i18n/use-t';

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
  const t = useT();
  const card = describeCard(order.cardBrand, order.cardLast4);
  const times = [
    [t('storefronts.order.placed'), order.createdAt],
    [t('storefronts.order.paid'), order.paidAt],
    [t('storefronts.order.fulfilled'), order.fulfilledAt],
    [t('storefronts.order.cancelled'), order.cancelledAt],
  ] as const;
  return (
    <div className="space-y-5 text-sm">
      <ul className="divide-y rounded-lg border" aria-label={t('storefronts.order.items')}>
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
        <Figure label={t('storefronts.order.subtotal')}>{formatMoney(order.subtotal)}</Figure>
        <Figure label={t('storefronts.order.total')} strong>
          {formatMoney(order.total)}
        </Figure>
        <Figure label={t('storefronts.order.platformFee', { percent: formatPercent(order.feePercent) })}>
          −{formatMoney(order.feeAmount)}
        </Figure>
        <Figure label={t('storefronts.order.youReceive')} strong>
          {formatMoney(businessReceives(order))}
        </Figure>
      </dl>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div data-testid="order-buyer">
          <dt className="font-semibold">{t('storefronts.order.buyer')}</dt>
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
          <dt className="font-semibold">{t('storefronts.order.payment')}</dt>
          <dd className="text-muted">{card ?? t('storefronts.order.noCard')}</dd>
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
