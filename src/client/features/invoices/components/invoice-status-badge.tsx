import type { InvoiceStatus } from '@shared/invoices/invoices.schemas';
import { cx } from '@client/lib/cx';
import { statusLabels } from '../invoice-format';

const statusStyle: Record<InvoiceStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  sent: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  viewed: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  paid: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  overdue: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  cancelled: 'bg-slate-200 text-slate-600 line-through dark:bg-slate-800 dark:text-slate-400',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', statusStyle[status])}>
      {statusLabels[status]}
    </span>
  );
}
