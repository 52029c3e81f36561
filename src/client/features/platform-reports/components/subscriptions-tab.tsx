import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CalendarX, Hourglass, Sparkles, TrendingUp } from 'lucide-react';
import { planById } from '@shared/marketing-site/plans';
import type { ReportPeriod, SubscriptionsReport } from '@shared/platform-reports/platform-reports.schemas';
import { groupDigits } from '@shared/money';
import { reportQuery } from '../api/platform-reports.api';
import { CountSeries, type CountFigure } from './count-series';
import { countFigure, ReportCards } from './report-cards';
import { ReportPanel } from './report-panel';
import { useT } from '@client/i18n/use-t';

const figuresOf = (t: ReturnType<typeof useT>): CountFigure<'trialsStarted' | 'conversions' | 'cancellations'>[] => [
  {
    figure: 'trialsStarted',
    label: t('platform-reports.subscriptions.trialsStarted'),
    fill: 'fill-sky-400',
    swatch: 'bg-sky-400',
  },
  {
    figure: 'conversions',
    label: t('platform-reports.subscriptions.conversions'),
    fill: 'fill-emerald-600 dark:fill-emerald-500',
    swatch: 'bg-emerald-600',
  },
  {
    figure: 'cancellations',
    label: t('platform-reports.subscriptions.cancellations'),
    fill: 'fill-red-500',
    swatch: 'bg-red-500',
  },
];

/** The paid plans held now, per plan, with a bar of each plan's share. */
function PlanTable({ plans }: { plans: SubscriptionsReport['byPlan'] }) {
  const t = useT();
  const most = Math.max(1, ...plans.map((p) => p.active + p.pastDue));
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="mb-2 text-left text-sm font-semibold">{t('platform-reports.subscriptions.plansNow')}</caption>
      <thead className="text-left text-muted">
        <tr>
          <th scope="col" className="py-1.5 pr-3 font-medium">
            {t('platform-reports.subscriptions.plan')}
          </th>
          <th scope="col" className="px-3 py-1.5 text-right font-medium">
            {t('platform-reports.subscriptions.active')}
          </th>
          <th scope="col" className="px-3 py-1.5 text-right font-medium">
            {t('platform-reports.subscriptions.pastDue')}
          </th>
          <th scope="col" className="hidden w-1/2 py-1.5 pl-3 sm:table-cell">
            <span className="sr-only">{t('platform-reports.subscriptions.share')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y">
        {plans.map((p) => (
          <tr key={p.plan}>
            <th scope="row" className="py-2 pr-3 text-left font-medium">
              {planById(p.plan).name}
            </th>
            <td className="px-3 py-2 text-right">{groupDigits(p.active)}</td>
            <td className="px-3 py-2 text-right">{groupDigits(p.pastDue)}</td>
            <td className="hidden py-2 pl-3 sm:table-cell" aria-hidden>
              <div className="flex h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
                <div className="bg-brand-600" style={{ width: `${(p.active / most) * 100}%` }} />
                <div className="bg-amber-500" style={{ width: `${(p.pastDue / most) * 100}%` }} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Plans over the period: held now by plan, trials, the trials that became paid, the plans that ended. */
export function SubscriptionsTab({ period }: { period: ReportPeriod }) {
  const t = useT();
  const query = useQuery(reportQuery('subscriptions', period));
  const totals = query.data?.totals;
  return (
    <div className="space-y-6">
      <ReportCards
        cards={[
          {
            label: t('platform-reports.subscriptions.card.active'),
            value: countFigure(totals?.active),
            note: t('platform-reports.subscriptions.card.activeNote'),
            icon: BadgeCheck,
            tone: 'text-brand-600',
          },
          {
            label: t('platform-reports.subscriptions.card.trialing'),
            value: countFigure(totals?.trialing),
            note: t('platform-reports.subscriptions.card.trialingNote'),
            icon: Hourglass,
            tone: 'text-sky-600 dark:text-sky-400',
          },
          {
            label: t('platform-reports.subscriptions.card.trialsStarted'),
            value: countFigure(totals?.trialsStarted),
            note: t('platform-reports.subscriptions.card.trialsStartedNote'),
            icon: Sparkles,
            tone: 'text-sky-600 dark:text-sky-400',
          },
          {
            label: t('platform-reports.subscriptions.conversions'),
            value: countFigure(totals?.conversions),
            note: t('platform-reports.subscriptions.card.conversionsNote'),
            icon: TrendingUp,
            tone: 'text-emerald-600 dark:text-emerald-400',
          },
          {
            label: t('platform-reports.subscriptions.cancellations'),
            value: countFigure(totals?.cancellations),
            note: totals
              ? t('platform-reports.subscriptions.card.cancellationsPending', {
                  count: groupDigits(totals.pendingCancellations),
                })
              : t('platform-reports.subscriptions.card.cancellationsNote'),
            icon: CalendarX,
            tone: 'text-red-600 dark:text-red-400',
          },
        ]}
      />
      <ReportPanel
        title={t('platform-reports.subscriptions.panelTitle')}
        description={t('platform-reports.subscriptions.panelDescription')}
        query={query}
      >
        {(report) => (
          <>
            <PlanTable plans={report.byPlan} />
            <CountSeries
              title={t('platform-reports.subscriptions.chartTitle')}
              what={t('platform-reports.subscriptions.chartWhat')}
              caption={t('platform-reports.subscriptions.chartTitle')}
              bucket={report.bucket}
              figures={figuresOf(t)}
              rows={report.series}
              totals={report.totals}
            />
          </>
        )}
      </ReportPanel>
    </div>
  );
}
