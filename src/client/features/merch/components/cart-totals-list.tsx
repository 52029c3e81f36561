import { formatMoney, fromCents } from '@shared/money';
import { cx } from '@client/lib/cx';
import type { CartTotals } from '../cart/cart-totals';

/** The order's figures as the server will compute them: base prices, commission, customer prices, coupon, total. */
export function CartTotalsList({ totals, couponCode }: { totals: CartTotals; couponCode: string | null }) {
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: 'subtotal', label: 'Subtotal (base prices)', value: formatMoney(fromCents(totals.subtotal)) },
    { key: 'commission', label: 'Your commission', value: formatMoney(fromCents(totals.commission)) },
    { key: 'original', label: 'Original total', value: formatMoney(fromCents(totals.originalTotal)) },
    ...(couponCode
      ? [{ key: 'discount', label: `Discount (${couponCode})`, value: `−${formatMoney(fromCents(totals.discount))}` }]
      : []),
    { key: 'total', label: 'Total', value: formatMoney(fromCents(totals.total)), strong: true },
  ];
  return (
    <dl className="space-y-1.5 text-sm">
      {rows.map((row) => (
        <div
          key={row.key}
          data-testid={`total-${row.key}`}
          className={cx('flex justify-between gap-4', row.strong && 'border-t pt-2 text-base font-semibold')}
        >
          <dt className={row.strong ? undefined : 'text-muted'}>{row.label}</dt>
          <dd className="tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
