import { useQuery } from '@tanstack/react-query';
import { MERCH_ORDER_STATUSES, type MerchOrderStatus } from '@shared/merch/merch.schemas';
import { groupDigits } from '@shared/money';
import { Skeleton } from '@client/components/ui/spinner';
import { cx } from '@client/lib/cx';
import { adminOrderSummaryQuery } from '../../api/admin-orders.api';
import { orderStatusLabels } from '../../merch-format';
import { useT } from '@client/i18n/use-t';

/** Every business's orders counted by status; a card shows that status's orders (again: all of them). */
export function OrderStatusCards(props: {
  status: MerchOrderStatus | '';
  onStatus: (status: MerchOrderStatus | '') => void;
}) {
  const t = useT();
  const { data, isLoading } = useQuery(adminOrderSummaryQuery);
  const labels = orderStatusLabels(t);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {MERCH_ORDER_STATUSES.map((status) => {
        const chosen = props.status === status;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={chosen}
            onClick={() => props.onStatus(chosen ? '' : status)}
            className={cx(
              'rounded-xl border bg-card p-4 text-left shadow-sm hover:bg-slate-50 focus-visible:outline-2 dark:hover:bg-slate-900/60',
              chosen && 'border-brand-600 ring-1 ring-brand-600',
            )}
          >
            <span className="block text-sm text-muted">{labels[status]}</span>
            {isLoading ? (
              <Skeleton className="mt-1 h-7 w-12" />
            ) : (
              <span className="mt-1 block text-2xl font-bold tabular-nums" data-testid={`count-${status}`}>
                {data ? groupDigits(data.counts[status] ?? 0) : '—'}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
