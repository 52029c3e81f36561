import { useQuery } from '@tanstack/react-query';
import { CreditCard, DollarSign, Globe, Percent, ShoppingBag, Store } from 'lucide-react';
import type { ReportPeriod, RevenueFigure, RevenueReport } from '@shared/platform-reports/platform-reports.schemas';
import { formatMoney, toCents } from '@shared/money';
import { reportQuery } from '../api/platform-reports.api';
import { ReportCards } from './report-cards';
import { ReportChart, type ChartSeries } from './report-chart';
import { ReportPanel } from './report-panel';
import { ReportTable } from './report-table';
import { useT } from '@client/i18n/use-t';

type Part = Exclude<RevenueFigure, 'total'>;

const partsOf = (t: ReturnType<typeof useT>): (ChartSeries & { figure: Part })[] => [
  {
    figure: 'subscriptions',
    label: t('platform-reports.revenue.subscriptions'),
    fill: 'fill-brand-600 dark:fill-brand-500',
    swatch: 'bg-brand-600',
  },
  {
    figure: 'storefronts',
    label: t('platform-reports.revenue.storefronts'),
    fill: 'fill-sky-400',
    swatch: 'bg-sky-400',
  },
  {
    figure: 'platformFees',
    label: t('platform-reports.revenue.platformFees'),
    fill: 'fill-emerald-600 dark:fill-emerald-500',
    swatch: 'bg-emerald-600',
  },
  {
    figure: 'merchandise',
    label: t('platform-reports.revenue.merchandise'),
    fill: 'fill-amber-500',
    swatch: 'bg-amber-500',
  },
  { figure: 'domains', label: t('platform-reports.revenue.domains'), fill: 'fill-violet-500', swatch: 'bg-violet-500' },
];

/** What the platform took in over the period, by source: plans, storefront tiers, fees, merchandise, domains. */
export function RevenueTab({ period }: { period: ReportPeriod }) {
  const t = useT();
  const parts = partsOf(t);
  const query = useQuery(reportQuery('revenue', period));
  const totals = query.data?.totals;
  const money = (figure: RevenueFigure) => (totals ? formatMoney(totals[figure]) : undefined);
  return (
    <div className="space-y-6">
      <ReportCards
        cards={[
          {
            label: t('platform-reports.revenue.card.total'),
            value: money('total'),
            note: t('platform-reports.revenue.card.totalNote'),
            icon: DollarSign,
            tone: 'text-emerald-600 dark:text-emerald-400',
          },
          {
            label: t('platform-reports.revenue.card.subscriptions'),
            value: money('subscriptions'),
            note: t('platform-reports.revenue.card.subscriptionsNote'),
            icon: CreditCard,
            tone: 'text-brand-600',
          },
          {
            label: t('platform-reports.revenue.card.storefronts'),
            value: money('storefronts'),
            note: t('platform-reports.revenue.card.storefrontsNote'),
            icon: Store,
            tone: 'text-sky-600 dark:text-sky-400',
          },
          {
            label: t('platform-reports.revenue.card.platformFees'),
            value: money('platformFees'),
            note: t('platform-reports.revenue.card.platformFeesNote'),
            icon: Percent,
            tone: 'text-emerald-600 dark:text-emerald-400',
          },
          {
            label: t('platform-reports.revenue.card.merchandise'),
            value: money('merchandise'),
            note: t('platform-reports.revenue.card.merchandiseNote'),
            icon: ShoppingBag,
            tone: 'text-amber-600 dark:text-amber-400',
          },
          {
            label: t('platform-reports.revenue.card.domains'),
            value: money('domains'),
            note: t('platform-reports.revenue.card.domainsNote'),
            icon: Globe,
            tone: 'text-violet-600 dark:text-violet-400',
          },
        ]}
      />
      <ReportPanel
        title={t('platform-reports.revenue.panelTitle')}
        description={t('platform-reports.revenue.panelDescription')}
        query={query}
      >
        {(report) => (
          <>
            <ReportChart
              title={t('platform-reports.revenue.chartTitle')}
              what={t('platform-reports.revenue.chartWhat')}
              bucket={report.bucket}
              money
              stacked
              series={parts}
              rows={report.series.map((row) => ({ key: row.key, values: parts.map((p) => toCents(row[p.figure])) }))}
            />
            <ReportTable
              caption={t('platform-reports.revenue.panelTitle')}
              bucket={report.bucket}
              rows={report.series}
              totals={report.totals}
              columns={[...parts, { figure: 'total' as const, label: t('platform-reports.table.total') }].map((p) => ({
                title: p.label,
                cell: (row: RevenueReport['series'][number]) => formatMoney(row[p.figure]),
              }))}
            />
          </>
        )}
      </ReportPanel>
    </div>
  );
}
