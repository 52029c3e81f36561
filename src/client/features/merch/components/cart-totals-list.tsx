import { formatMoney, fromCents } from '@shared/money';
import { cx } from '@client/lib/cx';
import type { CartTotals } from '../cart/cart-totals';
import { useT } from '@client/i18n/use-t';

/** The order's figures as the server will compute them: base prices, commission, customer prices, coupon, total. */
export function CartTotalsList({ totals, couponCode }: { totals: CartTotals; couponCode: string | null }) {
  const t = useT();
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: 'subtotal', label: t('merch.totals.subtotal'), value: formatMoney(fromCents(totals.subtotal)) },
    { key: 'commission', label: t('merch.totals.commission'), value: formatMoney(fromCents(totals.commission)) },
    { key: 'original', label: t('merch.totals.original'), value: formatMoney(fromCents(totals.originalTotal)) },
    ...(couponCode
      ? [
          {
            key: 'discount',
            label: t('merch.totals.discount', { code: couponCode }),
            value: `−${formatMoney(fromCents(totals.discount))}`,
          },
        ]
      : []),
    { key: 'total', label: t('merch.totals.total'), value: formatMoney(fromCents(totals.total)), strong: true },
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
