import { useQuery } from '@tanstack/react-query';
import { Eye, Inbox, Percent, ShoppingBag, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatMoney, groupDigits } from '@shared/money';
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  type StorefrontAnalytics,
} from '@shared/storefronts/storefront.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { StatCard } from '@client/components/ui/stat-card';
import { cx } from '@client/lib/cx';
import { analyticsQuery } from '../api/storefront.queries';
import { ActivityChart } from './activity-chart';
import { DailyRevenueChart } from './daily-revenue-chart';
import { TransactionsCard } from './transactions-card';
import { useT } from '@client/i18n/use-t';

function PeriodPicker({ value, onChange }: { value: AnalyticsPeriod; onChange: (days: AnalyticsPeriod) => void }) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('storefronts.analytics.period')}
      className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
    >
      {ANALYTICS_PERIODS.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className={cx(
            'rounded-md px-3 py-1.5 text-sm font-medium text-muted',
            value === days && 'bg-card text-[var(--foreground)] shadow-sm',
          )}
        >
          {t('storefronts.analytics.days', { days })}
        </button>
      ))}
    </div>
  );
}

type Totals = StorefrontAnalytics['totals'];

/** The period's totals, as the server counted them (the labels: keys of the catalogue, drawn with `t`). */
const figures = [
  { key: 'views', icon: Eye, tone: 'text-brand-600', show: (s: Totals) => groupDigits(s.views) },
  { key: 'leads', icon: Inbox, tone: 'text-amber-600', show: (s: Totals) => groupDigits(s.leads) },
  { key: 'orders', icon: ShoppingBag, tone: 'text-violet-600', show: (s: Totals) => groupDigits(s.orders) },
  { key: 'revenue', icon: Wallet, tone: 'text-emerald-600', show: (s: Totals) => formatMoney(s.revenue) },
  { key: 'fees', icon: Percent, tone: 'text-slate-500', show: (s: Totals) => formatMoney(s.fees) },
] as const;

function ChartCard(props: { titleId: string; title: string; description: string; busy: boolean; chart: ReactNode }) {
  return (
    <Card aria-busy={props.busy}>
      <CardHeader>
        <CardTitle id={props.titleId}>{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent>{props.chart ?? <Skeleton className="h-[240px] w-full" />}</CardContent>
    </Card>
  );
}

/**
 * The storefront's views, leads, orders, revenue and fees over 7, 30 or 90 days (the totals, and each day in two
 * charts), and the platform transactions.
 */
export function AnalyticsTab() {
  const t = useT();
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const labels = {
    views: t('storefronts.analytics.views'),
    leads: t('storefronts.analytics.leads'),
    orders: t('storefronts.analytics.orders'),
    revenue: t('storefronts.analytics.revenue'),
    fees: t('storefronts.analytics.fees'),
  };
  const analytics = useQuery(analyticsQuery(days));
  const data = analytics.data;
  const loading = analytics.isPending;
  // While another period loads, the figures shown are the last period's: the note says which.
  const shownDays = data?.days ?? days;
  const note = t('storefronts.analytics.lastDays', { days: shownDays });
  return (
    <div className="space-y-6">
      <PeriodPicker value={days} onChange={setDays} />
      {analytics.isError && !data ? (
        <LoadError
          what={t('storefronts.analytics.loadWhat')}
          retrying={analytics.isFetching}
          onRetry={() => void analytics.refetch()}
        />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {figures.map((f) => (
              <StatCard
                key={f.key}
                label={labels[f.key]}
                icon={f.icon}
                tone={f.tone}
                loading={loading}
                value={data ? f.show(data.totals) : ''}
                note={note}
                testId={`analytics-${f.key}`}
              />
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <ChartCard
              titleId="activity-title"
              title={t('storefronts.analytics.activityTitle')}
              description={t('storefronts.analytics.activityCard', { days: shownDays })}
              busy={analytics.isFetching}
              chart={data && <ActivityChart series={data.series} titleId="activity-title" />}
            />
            <ChartCard
              titleId="revenue-title"
              title={t('storefronts.analytics.revenueTitle')}
              description={t('storefronts.analytics.revenueCard', { days: shownDays })}
              busy={analytics.isFetching}
              chart={
                data && <DailyRevenueChart series={data.series} total={data.totals.revenue} titleId="revenue-title" />
              }
            />
          </div>
        </>
      )}
      <TransactionsCard />
    </div>
  );
}
