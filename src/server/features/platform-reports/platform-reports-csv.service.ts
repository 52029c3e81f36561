import { planById } from '../../../shared/marketing-site/plans';
import {
  bucketLabel,
  type ReportOf,
  type ReportPeriod,
  type ReportTab,
} from '../../../shared/platform-reports/platform-reports.schemas';
import type { Db } from '../../db/client';
import { csvLines } from '../../lib/csv-export';
import { getReport } from './platform-reports.service';

type Line = readonly (string | number)[];

/** The series' header, a line a bucket, the totals' line; then the period's figures that have no series. */
function tableOf<Row extends { key: string }>(
  report: { bucket: 'day' | 'month'; series: Row[]; totals: Record<string, string | number> },
  columns: readonly [keyof Row & string, string][],
  extra: Line[] = [],
): Line[] {
  return [
    [report.bucket === 'day' ? 'Day' : 'Month', ...columns.map(([, title]) => title)],
    ...report.series.map((row) => [bucketLabel(row.key), ...columns.map(([name]) => row[name] as string | number)]),
    ['Total', ...columns.map(([name]) => report.totals[name])],
    ...(extra.length > 0 ? [[], ...extra] : []),
  ];
}

const lines: { [Tab in ReportTab]: (report: ReportOf[Tab]) => Line[] } = {
  revenue: (r) =>
    tableOf(r, [
      ['subscriptions', 'Subscriptions'],
      ['storefronts', 'Storefront tiers'],
      ['platformFees', 'Platform fees'],
      ['merchandise', 'Merchandise'],
      ['domains', 'Domains'],
      ['total', 'Total'],
    ]),
  users: (r) =>
    tableOf(
      r,
      [
        ['signups', 'Sign-ups'],
        ['verified', 'Verified'],
        ['churned', 'Churned'],
      ],
      [['Active users (signed in within the period)', r.totals.active]],
    ),
  transactions: (r) =>
    tableOf(r, [
      ['count', 'Payments'],
      ['volume', 'Volume'],
      ['refunds', 'Refunds'],
      ['fees', 'Platform fees'],
      ['failures', 'Failures'],
    ]),
  subscriptions: (r) =>
    tableOf(
      r,
      [
        ['trialsStarted', 'Trials started'],
        ['conversions', 'Conversions'],
        ['cancellations', 'Cancellations'],
      ],
      [
        ['Plan', 'Active', 'Past due'],
        ...r.byPlan.map((p) => [planById(p.plan).name, p.active, p.pastDue]),
        ['Trialing now', r.totals.trialing],
        ['Set to cancel at period end', r.totals.pendingCancellations],
      ],
    ),
};

/** A tab of the period as CSV: its figures per day (or month), the totals, then its figures of the whole period. */
export async function exportReport(db: Db, tab: ReportTab, period: ReportPeriod, now = new Date()) {
  const report = await getReport(db, tab, period, now);
  const [header, ...rows] = (lines[tab] as (report: ReportOf[ReportTab]) => Line[])(report);
  return csvLines({
    header: header.map(String),
    // A few dozen lines at most, already computed: one batch.
    read: async (after: number | undefined) => (after === undefined ? rows : []),
    keyOf: () => rows.length,
    fields: (row) => row.map(String),
  });
}
