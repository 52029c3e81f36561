import type { MerchOrder, MerchOrderLine, MerchProduct } from '@shared/merch/merch.schemas';
import { formatMoney } from '@shared/money';
import { describeCard } from '@shared/payments/card.schemas';
import { formatDate } from '@client/lib/dates';
import { cartTotalsFromOrder } from '../cart/cart-totals';
import { designSummary } from '../merch-format';
import { CartTotalsList } from './cart-totals-list';
import { DesignPreview } from './design-preview';
import { OrderStatusBadge } from './order-status-badge';
import { useT } from '@client/i18n/use-t';
import { Trans } from '@client/i18n/trans';

function OrderLine({ line, product }: { line: MerchOrderLine; product: MerchProduct | undefined }) {
  const t = useT();
  return (
    <li className="flex gap-3 p-3">
      <div className="size-20 shrink-0 overflow-hidden rounded-md bg-slate-50 dark:bg-slate-900">
        {line.customization ? (
          <DesignPreview
            shape={product?.previewShape ?? 'card'}
            design={line.customization}
            label={t('merch.order.designOf', { name: line.name })}
            className="size-full"
          />
        ) : (
          <img src={line.imageUrl} alt="" width={80} height={80} className="size-full object-contain" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex justify-between gap-2">
          <p className="font-medium">{line.name}</p>
          <p className="font-semibold tabular-nums">{formatMoney(line.lineTotal)}</p>
        </div>
        <p className="text-sm text-muted">
          {t('merch.order.lineFigures', {
            quantity: line.quantity,
            price: formatMoney(line.unitPrice),
            commission: formatMoney(line.commission),
          })}
        </p>
        {line.customization && <p className="break-words text-xs text-muted">{designSummary(line.customization, t)}</p>}
      </div>
    </li>
  );
}

/** One order as it was bought: its lines with their designs, coupon, figures, address, card and tracking. */
export function OrderDetails({ order, products }: { order: MerchOrder; products: MerchProduct[] }) {
  const t = useT();
  const address = order.shippingAddress;
  const card = describeCard(order.cardBrand, order.cardLast4);
  const shipped = order.status === 'shipped' || order.status === 'delivered';
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <OrderStatusBadge status={order.status} />
        <span className="text-muted">{t('merch.order.ordered', { date: formatDate(order.createdAt) })}</span>
        {shipped && order.trackingNumber && (
          <span>
            ·{' '}
            {order.carrier ? (
              <Trans
                id="merch.order.carrierTracking"
                values={{ carrier: order.carrier, number: order.trackingNumber }}
                components={{ mono: <span className="font-mono" /> }}
              />
            ) : (
              <Trans
                id="merch.order.tracking"
                values={{ number: order.trackingNumber }}
                components={{ mono: <span className="font-mono" /> }}
              />
            )}
          </span>
        )}
      </div>
      <ul className="divide-y rounded-lg border" aria-label={t('merch.order.items')}>
        {order.items.map((line) => (
          <OrderLine key={line.slug} line={line} product={products.find((p) => p.slug === line.slug)} />
        ))}
      </ul>
      <CartTotalsList totals={cartTotalsFromOrder(order)} couponCode={order.couponCode} />
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">{t('merch.order.shipsTo')}</dt>
          <dd className="text-muted">
            {address ? (
              <>
                {address.name}
                <br />
                {address.line1}
                {address.line2 && (
                  <>
                    <br />
                    {address.line2}
                  </>
                )}
                <br />
                {address.city}, {address.state} {address.postalCode}
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('merch.checkout.payment')}</dt>
          <dd className="text-muted">
            {card ?? (order.paidAt ? t('merch.status.paid') : t('merch.order.notPaid'))}
            {order.paidAt && <> · {t('merch.order.paidOn', { date: formatDate(order.paidAt) })}</>}
          </dd>
        </div>
      </dl>
    </div>
  );
}
