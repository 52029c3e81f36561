import { useQuery } from '@tanstack/react-query';
import { Ban, Banknote, Percent, Receipt, Undo2 } from 'lucide-react';
import type { ReportPeriod, TransactionsReport } from '@shared/platform-reports/platform-reports.schemas';
import { formatMoney, groupDigits, toCents } from '@shared/money';
import { reportQuery } from '../api/platform-reports.api';
import { ReportCards } from './report-cards';
import { ReportChart } from './report-chart';
import { ReportPanel } from './report-panel';
import { ReportTable, type TableColumn } from './report-table';
import { useT } from '@client/i18n/use-t';

type Row = TransactionsReport['series'][number];

const columnsOf = (t: ReturnType<typeof useT>): TableColumn<Row>[] => [
  { title: t('platform-reports.transactions.payments'), cell: (row) => groupDigits(row.count) },
  { title: t('platform-reports.transactions.volume'), cell: (row) => formatMoney(row.volume) },
  { title: t('platform-reports.transactions.refunds'), cell: (row) => formatMoney(row.refunds) },
  { title: t('platform-reports.revenue.platformFees'), cell: (row) => formatMoney(row.fees) },
  { title: t('platform-reports.transactions.failures'), cell: (row) => groupDigits(row.failures) },
];

/** Customers' card payments to the businesses over the period: how many, how much, the fees kept, the failures. */
export function TransactionsTab({ period }: { period: ReportPeriod }) {
  const t = useT();
  const query = useQuery(reportQuery('transactions', period));
  const totals = query.data?.totals;
  return (
    <div className="space-y-6">
      <ReportCards
        cards={[
          {
            label: t('platform-reports.transactions.payments'),
            value: totals && groupDigits(totals.count),
            note: t('platform-reports.transactions.paymentsNote'),
            icon: Receipt,
            tone: 'text-brand-600',
          },
          {
            label: t('platform-reports.transactions.volume'),
            value: totals && formatMoney(totals.volume),
            note: t('platform-reports.transactions.volumeNote'),
            icon: Banknote,
            tone: 'text-emerald-600 dark:text-emerald-400',
          },
          {
            label: t('platform-reports.transactions.refunds'),
            value: totals && formatMoney(totals.refunds),
            note: t('platform-reports.transactions.refundsNote'),
            icon: Undo2,
            tone: 'text-amber-600 dark:text-amber-400',
          },
          {
            label: t('platform-reports.revenue.card.platformFees'),
            value: totals && formatMoney(totals.fees),
            note: t('platform-reports.transactions.feesNote'),
            icon: Percent,
            tone: 'text-sky-600 dark:text-sky-400',
          },
          {
            label: t('platform-reports.transactions.failures'),
            value: totals && groupDigits(totals.failures),
            note: t('platform-reports.transactions.failuresNote'),
            icon: Ban,
            tone: 'text-red-600 dark:text-red-400',
          },
        ]}
      />
      <ReportPanel
        title={t('platform-reports.transactions.panelTitle')}
        description={t('platform-reports.transactions.panelDescription')}
        query={query}
      >
        {(report) => (
          <>
            <div className="grid gap-6 lg:grid-cols-2">
              <ReportChart
                title={t('platform-reports.transactions.volume')}
                what={t('platform-reports.transactions.volumeWhat')}
                bucket={report.bucket}
                money
                series={[
                  {
                    label: t('platform-reports.transactions.volume'),
                    fill: 'fill-emerald-600 dark:fill-emerald-500',
                    swatch: 'bg-emerald-600',
                  },
                ]}
                rows={report.series.map((row) => ({ key: row.key, values: [toCents(row.volume)] }))}
              />
              <ReportChart
                title={t('platform-reports.transactions.countsTitle')}
                what={t('platform-reports.transactions.countsWhat')}
                bucket={report.bucket}
                series={[
                  {
                    label: t('platform-reports.transactions.payments'),
                    fill: 'fill-brand-600 dark:fill-brand-500',
                    swatch: 'bg-brand-600',
                  },
                  { label: t('platform-reports.transactions.failures'), fill: 'fill-red-500', swatch: 'bg-red-500' },
                ]}
                rows={report.series.map((row) => ({ key: row.key, values: [row.count, row.failures] }))}
              />
            </div>
            <ReportTable
              caption={t('platform-reports.transactions.panelTitle')}
              bucket={report.bucket}
              rows={report.series}
              totals={report.totals}
              columns={columnsOf(t)}
            />
          </>
        )}
      </ReportPanel>
    </div>
  );
}
