import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CalendarX, Hourglass, Sparkles, TrendingUp } from 'lucide-react';
import { planById } from '@shared/marketing-site/plans';
import type { ReportPeriod, SubscriptionsReport } from '@shared/platform-reports/platform-reports.schemas';
import { groupDigits } from '@shared/money';
import { reportQuery } from '../api/platform-reports.api';
import { CountSeries, type CountFigure } from './count-series';
import { countFigure, ReportCards } from './report-cards';
import { ReportPanel } from './report-panel';

const figures: CountFigure<'trialsStarted' | 'conversions' | 'cancellations'>[] = [
  { figure: 'trialsStarted', label: 'Trials started', fill: 'fill-sky-400', swatch: 'bg-sky-400' },
  {
    figure: 'conversions',
    label: 'Conversions',
    fill: 'fill-emerald-600 dark:fill-emerald-500',
    swatch: 'bg-emerald-600',
  },
  { figure: 'cancellations', label: 'Cancellations', fill: 'fill-red-500', swatch: 'bg-red-500' },
];

/** The paid plans held now, per plan, with a bar of each plan's share. */
function PlanTable({ plans }: { plans: SubscriptionsReport['byPlan'] }) {
  const most = Math.max(1, ...plans.map((p) => p.active + p.pastDue));
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="mb-2 text-left text-sm font-semibold">Plans held now</caption>
      <thead className="text-left text-muted">
        <tr>
          <th scope="col" className="py-1.5 pr-3 font-medium">
            Plan
          </th>
          <th scope="col" className="px-3 py-1.5 text-right font-medium">
            Active
          </th>
          <th scope="col" className="px-3 py-1.5 text-right font-medium">
            Past due
          </th>
          <th scope="col" className="hidden w-1/2 py-1.5 pl-3 sm:table-cell">
            <span className="sr-only">Share</span>
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
  const query = useQuery(reportQuery('subscriptions', period));
  const totals = query.data?.totals;
  return (
    <div className="space-y-6">
      <ReportCards
        cards={[
          {
            label: 'Active Subscriptions',
            value: countFigure(totals?.active),
            note: 'Paid plans now',
            icon: BadgeCheck,
            tone: 'text-brand-600',
          },
          {
            label: 'Trialing',
            value: countFigure(totals?.trialing),
            note: 'In their free trial now',
            icon: Hourglass,
            tone: 'text-sky-600 dark:text-sky-400',
          },
          {
            label: 'Trials Started',
            value: countFigure(totals?.trialsStarted),
            note: 'One with every sign-up',
            icon: Sparkles,
            tone: 'text-sky-600 dark:text-sky-400',
          },
          {
            label: 'Conversions',
            value: countFigure(totals?.conversions),
            note: 'First month paid',
            icon: TrendingUp,
            tone: 'text-emerald-600 dark:text-emerald-400',
          },
          {
            label: 'Cancellations',
            value: countFigure(totals?.cancellations),
            note: totals ? `Plans ended; ${groupDigits(totals.pendingCancellations)} more set to end` : 'Plans ended',
            icon: CalendarX,
            tone: 'text-red-600 dark:text-red-400',
          },
        ]}
      />
      <ReportPanel
        title="Plans and trials"
        description="Plan subscriptions: trials by sign-up day, conversions by first payment, cancellations by the day the plan ended (UTC)."
        query={query}
      >
        {(report) => (
          <>
            <PlanTable plans={report.byPlan} />
            <CountSeries
              title="Trials, conversions and cancellations"
              what="trials started, conversions and cancellations"
              caption="Trials, conversions and cancellations"
              bucket={report.bucket}
              figures={figures}
              rows={report.series}
              totals={report.totals}
            />
          </>
        )}
      </ReportPanel>
    </div>
  );
}
