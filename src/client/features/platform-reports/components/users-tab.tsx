import { useQuery } from '@tanstack/react-query';
import { LogIn, MailCheck, UserMinus, UserPlus } from 'lucide-react';
import type { ReportPeriod } from '@shared/platform-reports/platform-reports.schemas';
import { reportQuery } from '../api/platform-reports.api';
import { CountSeries, type CountFigure } from './count-series';
import { countFigure, ReportCards } from './report-cards';
import { ReportPanel } from './report-panel';

const figures: CountFigure<'signups' | 'verified' | 'churned'>[] = [
  { figure: 'signups', label: 'Sign-ups', fill: 'fill-brand-600 dark:fill-brand-500', swatch: 'bg-brand-600' },
  { figure: 'verified', label: 'Verified', fill: 'fill-emerald-600 dark:fill-emerald-500', swatch: 'bg-emerald-600' },
  { figure: 'churned', label: 'Churned', fill: 'fill-red-500', swatch: 'bg-red-500' },
];

/** The businesses' accounts over the period: who signed up, verified, signed in, and whose plan ended. */
export function UsersTab({ period }: { period: ReportPeriod }) {
  const query = useQuery(reportQuery('users', period));
  const totals = query.data?.totals;
  return (
    <div className="space-y-6">
      <ReportCards
        cards={[
          {
            label: 'Sign-ups',
            value: countFigure(totals?.signups),
            note: 'New accounts',
            icon: UserPlus,
            tone: 'text-brand-600',
          },
          {
            label: 'Verified',
            value: countFigure(totals?.verified),
            note: 'Of those, e-mail confirmed',
            icon: MailCheck,
            tone: 'text-emerald-600 dark:text-emerald-400',
          },
          {
            label: 'Active Users',
            value: countFigure(totals?.active),
            note: 'Signed in within the period',
            icon: LogIn,
            tone: 'text-sky-600 dark:text-sky-400',
          },
          {
            label: 'Churned',
            value: countFigure(totals?.churned),
            note: 'Plans cancelled and ended',
            icon: UserMinus,
            tone: 'text-red-600 dark:text-red-400',
          },
        ]}
      />
      <ReportPanel
        title="Sign-ups and churn"
        description="Business accounts (administrators left out), by the day they signed up or their plan ended (UTC)."
        query={query}
      >
        {(report) => (
          <CountSeries
            title="Accounts"
            what="sign-ups, verified sign-ups and churned accounts"
            caption="Sign-ups, verified and churned"
            bucket={report.bucket}
            figures={figures}
            rows={report.series}
            totals={report.totals}
          />
        )}
      </ReportPanel>
    </div>
  );
}
