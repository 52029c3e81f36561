import type { DocumentTotals } from '@shared/billing/line-items';
import { formatMoney, toCents } from '@shared/money';
import { cx } from '@client/lib/cx';
import { useT } from '@client/i18n/use-t';

/**
 * Subtotal, tax, discount (taken off) and total, as the invoice shows them; once money was received, what was
 * paid and the balance left.
 */
export function InvoiceTotals(props: {
  totals: Pick<DocumentTotals, 'subtotal' | 'tax' | 'discount' | 'total'> & {
    amountPaid?: string;
    balanceDue?: string;
  };
  testIdPrefix: string;
  className?: string;
}) {
  const t = useT();
  const { subtotal, tax, discount, total, amountPaid, balanceDue } = props.totals;
  const paid = amountPaid !== undefined && balanceDue !== undefined && toCents(amountPaid) > 0;
  // The test ids stay the English names: `details-subtotal`, `invoice-tax`, ...
  const rows = [
    ['subtotal', t('invoices.totals.subtotal'), formatMoney(subtotal)],
    ['tax', t('invoices.totals.tax'), formatMoney(tax)],
    [
      'discount',
      t('invoices.totals.discount'),
      toCents(discount) > 0 ? `-${formatMoney(discount)}` : formatMoney(discount),
    ],
  ];
  return (
    <dl className={cx('space-y-1 text-sm', props.className)}>
      {rows.map(([id, label, value]) => (
        <div key={id} className="flex justify-between gap-4">
          <dt className="text-muted">{label}</dt>
          <dd data-testid={`${props.testIdPrefix}-${id}`}>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
        <dt>{t('invoices.totals.total')}</dt>
        <dd data-testid={`${props.testIdPrefix}-total`}>{formatMoney(total)}</dd>
      </div>
      {paid && (
        <>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('invoices.totals.amountPaid')}</dt>
            <dd data-testid={`${props.testIdPrefix}-amount-paid`}>-{formatMoney(amountPaid)}</dd>
          </div>
          <div className="flex justify-between gap-4 font-semibold">
            <dt>{t('invoices.totals.balanceDue')}</dt>
            <dd data-testid={`${props.testIdPrefix}-balance-due`}>{formatMoney(balanceDue)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
