import type { LineItem } from '@shared/billing/line-items';
import { formatMoney } from '@shared/money';
import { useT } from '@client/i18n/use-t';

/** The lines of an invoice or quote as a list: readable at 375 px, where a five-column table is not. */
export function LineItems({ items }: { items: LineItem[] }) {
  const t = useT();
  return (
    <ul className="divide-y rounded-lg border" aria-label={t('customer-portal.items')}>
      {items.map((item, i) => (
        <li key={i} className="flex items-start justify-between gap-4 p-3 text-sm">
          <div className="min-w-0">
            <p className="break-words font-medium">{item.description}</p>
            <p className="text-muted">
              {item.quantity} × {formatMoney(item.rate)}
            </p>
          </div>
          <p className="shrink-0 font-medium tabular-nums">{formatMoney(item.amount)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Label and figure rows under the items; the last one is the total. */
export function Totals({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="ml-auto w-full max-w-xs space-y-1 text-sm">
      {rows.map(([label, value], i) => (
        <div
          key={label}
          className={
            i === rows.length - 1
              ? 'flex justify-between border-t pt-2 text-base font-semibold'
              : 'flex justify-between'
          }
        >
          <dt className={i === rows.length - 1 ? undefined : 'text-muted'}>{label}</dt>
          <dd className="tabular-nums">{formatMoney(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled block of free text (notes, terms), kept when present. */
export function TextBlock({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <div className="text-sm">
      <h3 className="font-medium">{title}</h3>
      <p className="whitespace-pre-line text-muted">{text}</p>
    </div>
  );
}
