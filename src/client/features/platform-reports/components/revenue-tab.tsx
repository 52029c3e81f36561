import { useQuery } from '@tanstack/react-query';
import { CreditCard, DollarSign, Globe, Percent, ShoppingBag, Store } from 'lucide-react';
import type { ReportPeriod, RevenueFigure, RevenueReport } from '@shared/platform-reports/platform-reports.schemas';
import { formatMoney, toCents } from '@shared/money';
import { reportQuery } from '../api/platform-reports.api';
import { ReportCards } from './report-cards';
import { ReportChart, type ChartSeries } from './report-chart';
import { ReportPanel } from './report-panel';
import { ReportTable } from './report-table';

type Part = Exclude<RevenueFigure, 'total'>;

const parts: (ChartSeries & { figure: Part })[] = [
  {
    figure: 'subscriptions',
    label: 'Subscriptions',
    fill: 'fill-brand-600 dark:fill-brand-500',
    swatch: 'bg-brand-600',
  },
  { figure: 'storefronts', label: 'Storefront tiers', fill: 'fill-sky-400', swatch: 'bg-sky-400' },
  {
    figure: 'platformFees',
    label: 'Platform fees',
    fill: 'fill-emerald-600 dark:fill-emerald-500',
    swatch: 'bg-emerald-600',
  },
  { figure: 'merchandise', label: 'Merchandise', fill: 'fill-amber-500', swatch: 'bg-amber-500' },
  { figure: 'domains', label: 'Domains', fill: 'fill-violet-500', swatch: 'bg-violet-500' },
];

/** What the platform took in over the period, by source: plans, storefront tiers, fees, merchandise, domains. */
export function RevenueTab({ period }: { period: ReportPeriod }) {
  const query = useQuery(reportQuery('revenue', period));
  const totals = query.data?.totals;
  const money = (figure: RevenueFigure) => (totals ? formatMoney(totals[figure]) : undefined);
  return (
    <div className="space-y-6">
      <ReportCards
        cards={[
          {
            label: 'Total Revenue',
            value: money('total'),
            note: 'All sources, less refunds',
            icon: DollarSign,
            tone: 'text-emerald-600 dark:text-emerald-400',
          },
          {
            label: 'Subscriptions',
            value: money('subscriptions'),
            note: 'Plan payments',
            icon: CreditCard,
            tone: 'text-brand-600',
          },
          {
            label: 'Storefront Tiers',
            value: money('storefronts'),
            note: 'Monthly tier fees',
            icon: Store,
            tone: 'text-sky-600 dark:text-sky-400',
          },
          {
            label: 'Platform Fees',
            value: money('platformFees'),
            note: 'Kept on card payments',
            icon: Percent,
            tone: 'text-emerald-600 dark:text-emerald-400',
          },
          {
            label: 'Merchandise',
            value: money('merchandise'),
            note: 'Orders paid, less refunds',
            icon: ShoppingBag,
            tone: 'text-amber-600 dark:text-amber-400',
          },
          {
            label: 'Domains',
            value: money('domains'),
            note: 'Setup and monthly fees',
            icon: Globe,
            tone: 'text-violet-600 dark:text-violet-400',
          },
        ]}
      />
      <ReportPanel
        title="Revenue by source"
        description="Money the platform received, on the day it was paid (UTC); refunds count on the day they were given back."
        query={query}
      >
        {(report) => (
          <>
            <ReportChart
              title="Revenue"
              what="revenue by source"
              bucket={report.bucket}
              money
              stacked
              series={parts}
              rows={report.series.map((row) => ({ key: row.key, values: parts.map((p) => toCents(row[p.figure])) }))}
            />
            <ReportTable
              caption="Revenue by source"
              bucket={report.bucket}
              rows={report.series}
              totals={report.totals}
              columns={[...parts, { figure: 'total' as const, label: 'Total' }].map((p) => ({
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
