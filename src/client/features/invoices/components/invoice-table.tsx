import { Eye, Loader2, Send } from 'lucide-react';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import { formatMoney, toCents } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { StackedTable, stackedCellClass as cell, stackedRowClass } from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { formatDate } from '@client/lib/dates';
import { useT } from '@client/i18n/use-t';
import { InvoiceStatusBadge } from './invoice-status-badge';

/**
 * Secondary: from xl on, where the table has room for another figure (below it the row's customer already
 * crowds the dates); the invoice's details show it at any width.
 */
const balanceColumn = 'hidden xl:table-cell';

/** What is left to pay: nothing on a cancelled invoice, whatever it said before. */
function Balance({ invoice }: { invoice: Invoice }) {
  const t = useT();
  if (invoice.status === 'cancelled') {
    return (
      <span className="text-muted">
        <span aria-hidden>—</span>
        <span className="sr-only">{t('invoices.table.none')}</span>
      </span>
    );
  }
  const settled = toCents(invoice.balanceDue) === 0;
  return <span className={cx(settled && 'text-muted')}>{formatMoney(invoice.balanceDue)}</span>;
}

/** The invoices of one page: a table on wide screens, stacked cards on narrow ones. */
export function InvoiceTable(props: {
  invoices: Invoice[];
  sendingId: number | null;
  onView: (invoice: Invoice) => void;
  onSend: (invoice: Invoice) => void;
}) {
  const t = useT();
  const amount = t('invoices.table.amount');
  const balance = t('invoices.table.balance');
  const actions = t('invoices.table.actions');
  const headers = [
    t('invoices.table.number'),
    t('invoices.table.customer'),
    t('invoices.table.date'),
    t('invoices.table.dueDate'),
    amount,
    balance,
    t('invoices.table.status'),
    actions,
  ];
  return (
    <StackedTable headers={headers} alignRight={[amount, balance, actions]} headerClass={{ [balance]: balanceColumn }}>
      {props.invoices.map((invoice) => (
        <tr key={invoice.id} className={stackedRowClass}>
          <td className={cx(cell, 'order-1 font-semibold')}>
            <button className="hover:underline" onClick={() => props.onView(invoice)}>
              {invoice.invoiceNumber}
            </button>
          </td>
          <td className={cx(cell, 'order-3 col-span-2 truncate')}>{invoice.customerName}</td>
          <td className={cx(cell, 'order-4 text-muted md:text-inherit')}>
            <span className="md:hidden">{t('invoices.table.issued')} </span>
            {formatDate(invoice.createdAt)}
          </td>
          <td className={cx(cell, 'order-5 text-right text-muted md:text-left md:text-inherit')}>
            <span className="md:hidden">{t('invoices.table.due')} </span>
            {formatDate(invoice.dueDate)}
          </td>
          <td className={cx(cell, 'order-6 text-base font-semibold md:text-right md:text-sm')}>
            {formatMoney(invoice.total)}
          </td>
          {/* Not the stacked cell's class: its md:table-cell would show the column before xl. */}
          <td className={cx(balanceColumn, 'text-right xl:px-4 xl:py-3 xl:align-middle')}>
            <Balance invoice={invoice} />
          </td>
          <td className={cx(cell, 'order-2 justify-self-end')}>
            <InvoiceStatusBadge status={invoice.status} />
          </td>
          <td className={cx(cell, 'order-7 justify-self-end md:text-right')}>
            <div className="inline-flex gap-1">
              <Button
                variant="ghost"
                size="icon"
                title={t('invoices.table.viewDetails')}
                aria-label={t('invoices.table.viewLabel', { number: invoice.invoiceNumber })}
                onClick={() => props.onView(invoice)}
              >
                <Eye />
              </Button>
              {invoice.status === 'draft' && (
                <Button
                  variant="ghost"
                  size="icon"
                  title={t('invoices.table.send')}
                  aria-label={t('invoices.table.sendLabel', { number: invoice.invoiceNumber })}
                  disabled={props.sendingId === invoice.id}
                  onClick={() => props.onSend(invoice)}
                >
                  {props.sendingId === invoice.id ? <Loader2 className="animate-spin" /> : <Send />}
                </Button>
              )}
            </div>
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}
