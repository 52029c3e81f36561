import { useQuery } from '@tanstack/react-query';
import { Eye, Inbox } from 'lucide-react';
import { useState } from 'react';
import { groupDigits } from '@shared/money';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@shared/storefronts/storefront.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { StatCard } from '@client/components/ui/stat-card';
import { cx } from '@client/lib/cx';
import { analyticsQuery } from '../api/storefront.queries';
import { ActivityChart } from './activity-chart';
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

/** The storefront's views and leads over 7, 30 or 90 days (each day and the totals), and the platform transactions. */
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
          <div className="grid grid-cols-2 gap-4">
            <StatCard
              label="Views"
              icon={Eye}
              tone="text-brand-600"
              loading={loading}
              value={data ? groupDigits(data.totals.views) : ''}
              note={note}
              testId="analytics-views"
            />
            <StatCard
              label="Leads"
              icon={Inbox}
              tone="text-amber-600"
              loading={loading}
              value={data ? groupDigits(data.totals.leads) : ''}
              note={note}
              testId="analytics-leads"
            />
          </div>
          <Card aria-busy={analytics.isFetching}>
            <CardHeader>
              <CardTitle id="activity-title">Views and leads per day</CardTitle>
              <CardDescription>
                Visits to your public page and the requests sent from it, {note.toLowerCase()}.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {data ? (
                <ActivityChart series={data.series} titleId="activity-title" />
              ) : (
                <Skeleton className="h-[240px] w-full" />
              )}
            </CardContent>
          </Card>
        </>
      )}
      <TransactionsCard />
    </div>
  );
}
