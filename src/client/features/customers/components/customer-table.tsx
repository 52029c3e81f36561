import type { ReactNode } from 'react';
import { formatMoney } from '@shared/money';
import type { CustomerListItem } from '@shared/customers/customers.schemas';
import { cx } from '@client/lib/cx';
import { CustomerRowActions, type RowAction } from './customer-row-actions';
import { UnsubscribedNote } from './unsubscribed-note';
import { useT } from '@client/i18n/use-t';

const headersOf = (t: (id: string) => string) => [
  { id: 'name', label: t('customers.table.name') },
  { id: 'email', label: t('customers.table.email') },
  { id: 'phone', label: t('customers.table.phone') },
  { id: 'address', label: t('customers.table.address') },
  { id: 'paid', label: t('customers.table.paid') },
  { id: 'pending', label: t('customers.table.pending') },
];

/** A cell that shows its label only where rows are stacked cards (narrow screens). */
function Cell(props: { label?: string; className?: string; children: ReactNode }) {
  return (
    <td className={cx('px-4 py-1 lg:py-3', props.className)}>
      {props.label && <span className="mr-1 text-xs text-muted lg:hidden">{props.label}</span>}
      {props.children}
    </td>
  );
}

const orDash = (value: string | null) => value ?? <span className="text-muted">—</span>;

/** A table on wide screens; below `lg` each row is a card (name and actions on top, details under). */
export function CustomerTable(props: {
  customers: CustomerListItem[];
  onAction: (action: RowAction, customer: CustomerListItem) => void;
}) {
  const t = useT();
  return (
    <table className="w-full text-sm max-lg:block">
      <thead className="max-lg:sr-only">
        <tr className="border-b text-left text-xs uppercase tracking-wide text-muted">
          {headersOf(t).map((h) => (
            <th
              key={h.id}
              scope="col"
              className={cx('px-4 py-3 font-medium', (h.id === 'paid' || h.id === 'pending') && 'text-right')}
            >
              {h.label}
            </th>
          ))}
          <th scope="col" className="px-4 py-3">
            <span className="sr-only">{t('customers.table.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y max-lg:block">
        {props.customers.map((c) => (
          <tr
            key={c.id}
            className="align-middle hover:bg-slate-50 max-lg:grid max-lg:grid-cols-2 max-lg:py-3 dark:hover:bg-slate-900/60"
          >
            <Cell className="font-medium max-lg:self-center max-lg:text-base">
              <span className="break-words">{c.name}</span>
              {c.invoiceCount > 0 && (
                <span className="block text-xs font-normal text-muted">
                  {t('customers.table.invoiceCount', { count: c.invoiceCount })}
                </span>
              )}
              <UnsubscribedNote unsubscribedAt={c.unsubscribedAt} className="mt-0.5" />
            </Cell>
            <Cell className={cx('break-all max-lg:col-span-2', !c.email && 'max-lg:hidden')}>
              {c.email ? (
                <a href={`mailto:${c.email}`} className="hover:underline">
                  {c.email}
                </a>
              ) : (
                orDash(null)
              )}
            </Cell>
            <Cell className={cx('whitespace-nowrap max-lg:col-span-2', !c.phone && 'max-lg:hidden')}>
              {c.phone ? (
                <a href={`tel:${c.phone}`} className="hover:underline">
                  {c.phone}
                </a>
              ) : (
                orDash(null)
              )}
            </Cell>
            <Cell className={cx('max-lg:col-span-2 lg:max-w-56', !c.address && 'max-lg:hidden')}>
              <span className="lg:line-clamp-2">{orDash(c.address)}</span>
            </Cell>
            <Cell
              label={t('customers.table.paid')}
              className="font-medium whitespace-nowrap text-emerald-700 lg:text-right dark:text-emerald-400"
            >
              {formatMoney(c.paid)}
            </Cell>
            <Cell
              label={t('customers.table.pending')}
              className="font-medium whitespace-nowrap text-amber-700 max-lg:text-right lg:text-right dark:text-amber-400"
            >
              {formatMoney(c.pending)}
            </Cell>
            <td className="px-4 py-1 max-lg:col-start-2 max-lg:row-start-1 lg:py-3">
              <CustomerRowActions customer={c} onAction={props.onAction} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
