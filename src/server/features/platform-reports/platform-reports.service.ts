import {
  reportRange,
  type ReportOf,
  type ReportPeriod,
  type ReportTab,
} from '../../../shared/platform-reports/platform-reports.schemas';
import type { Db } from '../../db/client';
import { getPlatformSettings } from '../admin/platform-settings.service';
import type { ReportWindow } from './report-sql';
import { findRevenueSeries } from './revenue.queries';
import { findPlanCounts, findSubscriptionsSeries } from './subscriptions.queries';
import { findTransactionsSeries } from './transactions.queries';
import { findUsersSeries } from './users.queries';

type Row = { key: string } & Record<string, string | number>;

/** Each row's figures by name, and the period's totals from the first row's `total_*` columns (0 without rows). */
function seriesAndTotals<const Name extends string>(rows: Row[], names: readonly Name[]) {
  const pick = (row: Row, prefix: string) =>
    Object.fromEntries(names.map((name) => [name, row[`${prefix}${name}`]])) as Record<Name, string | number>;
  return {
    series: rows.map((row) => ({ key: row.key, ...pick(row, '') })),
    totals: pick(rows[0], 'total_'),
  };
}

async function revenue(db: Db, w: ReportWindow) {
  const names = ['subscriptions', 'storefronts', 'platformFees', 'merchandise', 'domains', 'total'] as const;
  return seriesAndTotals(await findRevenueSeries(db, w), names) as Pick<ReportOf['revenue'], 'series' | 'totals'>;
}

async function users(db: Db, w: ReportWindow) {
  const rows = await findUsersSeries(db, w);
  const { series, totals } = seriesAndTotals(rows, ['signups', 'verified', 'churned'] as const);
  return { series, totals: { ...totals, active: rows[0].active } } as Pick<ReportOf['users'], 'series' | 'totals'>;
}

async function transactions(db: Db, w: ReportWindow) {
  const names = ['count', 'volume', 'refunds', 'fees', 'failures'] as const;
  return seriesAndTotals(await findTransactionsSeries(db, w), names) as Pick<
    ReportOf['transactions'],
    'series' | 'totals'
  >;
}

async function subscriptions(db: Db, w: ReportWindow) {
  const { freeTrialDays } = await getPlatformSettings(db);
  const [rows, byPlan] = await Promise.all([
    findSubscriptionsSeries(db, w, { trialDays: freeTrialDays }),
    findPlanCounts(db),
  ]);
  const { series, totals } = seriesAndTotals(rows, ['trialsStarted', 'conversions', 'cancellations'] as const);
  const active = byPlan.reduce((sum, plan) => sum + plan.active, 0);
  return {
    byPlan,
    series,
    totals: { ...totals, active, trialing: rows[0].trialing, pendingCancellations: rows[0].pendingCancellations },
  } as Pick<ReportOf['subscriptions'], 'byPlan' | 'series' | 'totals'>;
}

const builders = { revenue, users, transactions, subscriptions };

/** A tab of Platform Reports for the period ending `now`: its figures per day (or month) in UTC and in all. */
export async function getReport<Tab extends ReportTab>(
  db: Db,
  tab: Tab,
  period: ReportPeriod,
  now = new Date(),
): Promise<ReportOf[Tab]> {
  const range = reportRange(period, now);
  const window: ReportWindow = { bucket: range.bucket, from: range.from, now };
  const figures = await builders[tab](db, window);
  return {
    period,
    bucket: range.bucket,
    from: range.from.toISOString(),
    to: now.toISOString(),
    ...figures,
  } as ReportOf[Tab];
}
