import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMoney } from '@shared/money';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { revenueOverviewQuery } from '../api/site-settings.api';

const lines = (t: ReturnType<typeof useT>) =>
  [
    ['subscriptions', t('site-settings.revenue.plans')],
    ['storefronts', t('site-settings.revenue.storefronts')],
    ['platformFees', t('site-settings.revenue.platformFees')],
    ['merchandise', t('site-settings.revenue.merchandise')],
    ['domains', t('site-settings.revenue.domains')],
  ] as const;

/** What the prices and the fee above brought in over the last 30 days, from Platform Reports. */
export function RevenueOverview() {
  const t = useT();
  const { data, isLoading, isError, isFetching, refetch } = useQuery(revenueOverviewQuery);
  return (
    <section aria-labelledby="revenue-overview" className="space-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="revenue-overview" className="font-semibold">
          {t('site-settings.revenue.title')}
        </h2>
        <Link to="/platform-reports" className="text-sm text-brand-700 underline dark:text-brand-500">
          {t('site-settings.revenue.reports')}
        </Link>
      </div>
      {isLoading && <Skeleton className="h-24 w-full" />}
      {isError && !data && (
        <LoadError what={t('site-settings.revenue.loadWhat')} retrying={isFetching} onRetry={() => void refetch()} />
      )}
      {data && (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted">{t('site-settings.revenue.last30')}</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid="revenue-total">
              {formatMoney(data.totals.total)}
            </dd>
          </div>
          {lines(t).map(([figure, label]) => (
            <div key={figure}>
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium tabular-nums">{formatMoney(data.totals[figure])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
