import { useQuery } from '@tanstack/react-query';
import { Ban, Banknote, Percent, Receipt, Undo2 } from 'lucide-react';
import type { ReportPeriod, TransactionsReport } from '@shared/platform-reports/platform-reports.schemas';
import { formatMoney, groupDigits, toCents } from '@shared/money';
import { reportQuery } from '../api/platform-reports.api';
import { ReportCards } from './report-cards';
import { ReportChart } from './report-chart';
import { ReportPanel } from './report-panel';
import { ReportTable, type TableColumn } from './report-table';

type Row = TransactionsReport['series'][number];

const columns: TableColumn<Row>[] = [
  { title: 'Payments', cell: (row) => groupDigits(row.count) },
  { title: 'Volume', cell: (row) => formatMoney(row.volume) },
  { title: 'Refunds', cell: (row) => formatMoney(row.refunds) },
  { title: 'Platform fees', cell: (row) => formatMoney(row.fees) },
  { title: 'Failures', cell: (row) => groupDigits(row.failures) },
];

/** Customers' card payments to the businesses over the period: how many, how much, the fees kept, the failures. */
export function TransactionsTab({ period }: { period: ReportPeriod }) {
  const query = useQuery(reportQuery('transactions', period));
  const totals = query.data?.totals;
  return (
    <div className="space-y-6">
      <ReportCards
        cards={[
          {
            label: 'Payments',
            value: totals && groupDigits(totals.count),
            note: 'Card payments processed',
            icon: Receipt,
            tone: 'text-brand-600',
          },
          {
            label: 'Volume',
            value: totals && formatMoney(totals.volume),
            note: 'Paid to the businesses',
            icon: Banknote,
            tone: 'text-emerald-600 dark:text-emerald-400',
          },
          {
            label: 'Refunds',
            value: totals && formatMoney(totals.refunds),
            note: 'Given back to customers',
            icon: Undo2,
            tone: 'text-amber-600 dark:text-amber-400',
          },
          {
            label: 'Platform Fees',
            value: totals && formatMoney(totals.fees),
            note: 'Kept, less refunded fees',
            icon: Percent,
            tone: 'text-sky-600 dark:text-sky-400',
          },
          {
            label: 'Failures',
            value: totals && groupDigits(totals.failures),
            note: 'Refused or failed payments',
            icon: Ban,
            tone: 'text-red-600 dark:text-red-400',
          },
        ]}
      />
      <ReportPanel
        title="Card payments"
        description="Invoices, deposits and storefront orders paid by card through the platform, by day of payment (UTC)."
        query={query}
      >
        {(report) => (
          <>
            <div className="grid gap-6 lg:grid-cols-2">
              <ReportChart
                title="Volume"
                what="payment volume"
                bucket={report.bucket}
                money
                series={[{ label: 'Volume', fill: 'fill-emerald-600 dark:fill-emerald-500', swatch: 'bg-emerald-600' }]}
                rows={report.series.map((row) => ({ key: row.key, values: [toCents(row.volume)] }))}
              />
              <ReportChart
                title="Payments and failures"
                what="payments processed and failed"
                bucket={report.bucket}
                series={[
                  { label: 'Payments', fill: 'fill-brand-600 dark:fill-brand-500', swatch: 'bg-brand-600' },
                  { label: 'Failures', fill: 'fill-red-500', swatch: 'bg-red-500' },
                ]}
                rows={report.series.map((row) => ({ key: row.key, values: [row.count, row.failures] }))}
              />
            </div>
            <ReportTable
              caption="Card payments"
              bucket={report.bucket}
              rows={report.series}
              totals={report.totals}
              columns={columns}
            />
          </>
        )}
      </ReportPanel>
    </div>
  );
}
