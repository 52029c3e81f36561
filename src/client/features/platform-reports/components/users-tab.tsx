import { useQuery } from '@tanstack/react-query';
import { LogIn, MailCheck, UserMinus, UserPlus } from 'lucide-react';
import type { ReportPeriod } from '@shared/platform-reports/platform-reports.schemas';
import { reportQuery } from '../api/platform-reports.api';
import { CountSeries, type CountFigure } from './count-series';
import { countFigure, ReportCards } from './report-cards';
import { ReportPanel } from './report-panel';
import { useT } from '@client/i18n/use-t';

const figuresOf = (t: ReturnType<typeof useT>): CountFigure<'signups' | 'verified' | 'churned'>[] => [
  {
    figure: 'signups',
    label: t('platform-reports.users.signups'),
    fill: 'fill-brand-600 dark:fill-brand-500',
    swatch: 'bg-brand-600',
  },
  {
    figure: 'verified',
    label: t('platform-reports.users.verified'),
    fill: 'fill-emerald-600 dark:fill-emerald-500',
    swatch: 'bg-emerald-600',
  },
  { figure: 'churned', label: t('platform-reports.users.churned'), fill: 'fill-red-500', swatch: 'bg-red-500' },
];

/** The businesses' accounts over the period: who signed up, verified, signed in, and whose plan ended. */
export function UsersTab({ period }: { period: ReportPeriod }) {
  const t = useT();
  const query = useQuery(reportQuery('users', period));
  const totals = query.data?.totals;
  return (
    <div className="space-y-6">
      <ReportCards
        cards={[
          {
            label: t('platform-reports.users.signups'),
            value: countFigure(totals?.signups),
            note: t('platform-reports.users.signupsNote'),
            icon: UserPlus,
            tone: 'text-brand-600',
          },
          {
            label: t('platform-reports.users.verified'),
            value: countFigure(totals?.verified),
            note: t('platform-reports.users.verifiedNote'),
            icon: MailCheck,
            tone: 'text-emerald-600 dark:text-emerald-400',
          },
          {
            label: t('platform-reports.users.active'),
            value: countFigure(totals?.active),
            note: t('platform-reports.users.activeNote'),
            icon: LogIn,
            tone: 'text-sky-600 dark:text-sky-400',
          },
          {
            label: t('platform-reports.users.churned'),
            value: countFigure(totals?.churned),
            note: t('platform-reports.users.churnedNote'),
            icon: UserMinus,
            tone: 'text-red-600 dark:text-red-400',
          },
        ]}
      />
      <ReportPanel
        title={t('platform-reports.users.panelTitle')}
        description={t('platform-reports.users.panelDescription')}
        query={query}
      >
        {(report) => (
          <CountSeries
            title={t('platform-reports.users.chartTitle')}
            what={t('platform-reports.users.chartWhat')}
            caption={t('platform-reports.users.caption')}
            bucket={report.bucket}
            figures={figuresOf(t)}
            rows={report.series}
            totals={report.totals}
          />
        )}
      </ReportPanel>
    </div>
  );
}
