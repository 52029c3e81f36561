import { Eye, Loader2, Send } from 'lucide-react';
import type { Invoice } from '@shared/invoices/invoices.schemas';
import { formatMoney } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/spinner';
import { cx } from '@client/lib/cx';
import { formatDate } from '../invoice-format';
import { InvoiceStatusBadge } from './invoice-status-badge';

const headers = ['Invoice #', 'Customer', 'Date', 'Due Date', 'Amount', 'Status', 'Actions'];
// Below md each row is a card: a two-column grid whose cells are placed by `order`.
const cell = 'md:table-cell md:px-4 md:py-3 md:align-middle';

/** The invoices of one page: a table on wide screens, stacked cards on narrow ones. */
export function InvoiceTable(props: {
  invoices: Invoice[];
  sendingId: number | null;
  onView: (invoice: Invoice) => void;
  onSend: (invoice: Invoice) => void;
}) {
  return (
    <table className="w-full text-sm">
      <thead className="hidden border-b text-left text-muted md:table-header-group">
        <tr>
          {headers.map((h) => (
            <th
              key={h}
              scope="col"
              className={cx('px-4 py-3 font-medium', h === 'Amount' && 'text-right', h === 'Actions' && 'text-right')}
            >
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y">
        {props.invoices.map((invoice) => (
          <tr
            key={invoice.id}
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-3 md:table-row md:p-0 md:hover:bg-slate-50 md:dark:hover:bg-slate-900/60"
          >
            <td className={cx(cell, 'order-1 font-semibold')}>
              <button className="hover:underline" onClick={() => props.onView(invoice)}>
                {invoice.invoiceNumber}
              </button>
            </td>
            <td className={cx(cell, 'order-3 col-span-2 truncate')}>{invoice.customerName}</td>
            <td className={cx(cell, 'order-4 text-muted md:text-inherit')}>
              <span className="md:hidden">Issued </span>
              {formatDate(invoice.createdAt)}
            </td>
            <td className={cx(cell, 'order-5 text-right text-muted md:text-left md:text-inherit')}>
              <span className="md:hidden">Due </span>
              {formatDate(invoice.dueDate)}
            </td>
            <td className={cx(cell, 'order-6 text-base font-semibold md:text-right md:text-sm')}>
              {formatMoney(invoice.total)}
            </td>
            <td className={cx(cell, 'order-2 justify-self-end')}>
              <InvoiceStatusBadge status={invoice.status} />
            </td>
            <td className={cx(cell, 'order-7 justify-self-end md:text-right')}>
              <div className="inline-flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  title="View details"
                  aria-label={`View invoice ${invoice.invoiceNumber}`}
                  onClick={() => props.onView(invoice)}
                >
                  <Eye />
                </Button>
                {invoice.status === 'draft' && (
                  <Button
                    variant="ghost"
                    size="icon"
                    title="Send invoice"
                    aria-label={`Send invoice ${invoice.invoiceNumber}`}
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
      </tbody>
    </table>
  );
}

/** Placeholder rows while the first page loads, the size of real ones. */
export function InvoiceTableSkeleton() {
  return (
    <div className="divide-y" aria-hidden>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-4">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-5 w-16" pill />
        </div>
      ))}
    </div>
  );
}
