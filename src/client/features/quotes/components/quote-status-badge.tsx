import type { QuoteStatus } from '@shared/quotes/quotes.schemas';
import { cx } from '@client/lib/cx';
import { statusLabels } from '../quote-format';

const statusStyle: Record<QuoteStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  sent: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  accepted: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  declined: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  expired: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span
      className={cx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold print:border print:border-black print:bg-white print:text-black',
        statusStyle[status],
      )}
    >
      {statusLabels[status]}
    </span>
  );
}
