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

function PeriodPicker({ value, onChange }: { value: AnalyticsPeriod; onChange: (days: AnalyticsPeriod) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
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
          {days} days
        </button>
      ))}
    </div>
  );
}

type Totals = StorefrontAnalytics['totals'];

/** The period's totals, as the server counted them. */
const figures = [
  { key: 'views', label: 'Views', icon: Eye, tone: 'text-brand-600', show: (t: Totals) => groupDigits(t.views) },
  { key: 'leads', label: 'Leads', icon: Inbox, tone: 'text-amber-600', show: (t: Totals) => groupDigits(t.leads) },
  {
    key: 'orders',
    label: 'Orders',
    icon: ShoppingBag,
    tone: 'text-violet-600',
    show: (t: Totals) => groupDigits(t.orders),
  },
  {
    key: 'revenue',
    label: 'Revenue',
    icon: Wallet,
    tone: 'text-emerald-600',
    show: (t: Totals) => formatMoney(t.revenue),
  },
  { key: 'fees', label: 'Fees', icon: Percent, tone: 'text-slate-500', show: (t: Totals) => formatMoney(t.fees) },
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
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const analytics = useQuery(analyticsQuery(days));
  const data = analytics.data;
  const loading = analytics.isPending;
  // While another period loads, the figures shown are the last period's: the note says which.
  const note = `Last ${data?.days ?? days} days`;
  return (
    <div className="space-y-6">
      <PeriodPicker value={days} onChange={setDays} />
      {analytics.isError && !data ? (
        <LoadError
          what="your storefront's figures"
          retrying={analytics.isFetching}
          onRetry={() => void analytics.refetch()}
        />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {figures.map((f) => (
              <StatCard
                key={f.key}
                label={f.label}
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
              title="Views and leads per day"
              description={`Visits to your public page and the requests sent from it, ${note.toLowerCase()}.`}
              busy={analytics.isFetching}
              chart={data && <ActivityChart series={data.series} titleId="activity-title" />}
            />
            <ChartCard
              titleId="revenue-title"
              title="Revenue per day"
              description={`What your storefront's orders brought in, ${note.toLowerCase()}.`}
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
