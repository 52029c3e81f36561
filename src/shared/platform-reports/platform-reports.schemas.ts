import { planIds } from '../marketing-site/plans';
import { z } from '../zod';

/** The periods of Platform Reports: the last 7, 30 or 90 days (a figure a day), or the last 12 months (one a month). */
export const REPORT_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_TABS = ['revenue', 'users', 'transactions', 'subscriptions'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export const reportMessages = {
  title: 'Platform Reports',
  accessDenied: 'You need administrator privileges to access this page.',
  badPeriod: 'Choose 7d, 30d, 90d or 1y',
};

export const reportQuerySchema = z.object({
  period: z.enum(REPORT_PERIODS, { error: reportMessages.badPeriod }).default('30d'),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export type ReportBucket = 'day' | 'month';

/**
 * Where a period starts and how it is cut, in UTC: `count` days ending today (from that first midnight), or 12
 * months ending with this one (from the first of the month 11 months back). The period ends at `now`.
 */
export function reportRange(period: ReportPeriod, now: Date): { bucket: ReportBucket; count: number; from: Date } {
  if (period === '1y') {
    return { bucket: 'month', count: 12, from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)) };
  }
  const count = Number(period.slice(0, -1));
  return {
    bucket: 'day',
    count,
    from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (count - 1))),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A bucket's key as the screens and the CSV write it: `2024-03-05` -> `Mar 05, 2024`, `2024-03` -> `Mar 2024`. */
export function bucketLabel(key: string): string {
  const [year, month, day] = key.split('-');
  const name = MONTHS[Number(month) - 1] ?? month;
  return day === undefined ? `${name} ${year}` : `${name} ${day}, ${year}`;
}

const money = z.string();
const count = z.number().int();

/** What every tab answers with: the period, how it is cut, from when to when (ISO), and a row per bucket. */
const envelope = {
  period: z.enum(REPORT_PERIODS),
  bucket: z.enum(['day', 'month']),
  from: z.string(),
  to: z.string(),
};

const revenueFigures = {
  subscriptions: money,
  storefronts: money,
  platformFees: money,
  merchandise: money,
  domains: money,
  total: money,
};
/** GET /api/admin/reports/revenue: what the platform took in (decimal strings), per bucket (`key`) and in all. */
export const revenueReportSchema = z.object({
  ...envelope,
  totals: z.object(revenueFigures),
  series: z.array(z.object({ key: z.string(), ...revenueFigures })),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;
export type RevenueFigure = keyof typeof revenueFigures;

/** GET /api/admin/reports/users: sign-ups, verified, churned per bucket; active users over the whole period. */
export const usersReportSchema = z.object({
  ...envelope,
  totals: z.object({ signups: count, verified: count, active: count, churned: count }),
  series: z.array(z.object({ key: z.string(), signups: count, verified: count, churned: count })),
});
export type UsersReport = z.infer<typeof usersReportSchema>;

const transactionFigures = { count, volume: money, refunds: money, fees: money, failures: count };
/** GET /api/admin/reports/transactions: customers' card payments to the businesses, per bucket and in all. */
export const transactionsReportSchema = z.object({
  ...envelope,
  totals: z.object(transactionFigures),
  series: z.array(z.object({ key: z.string(), ...transactionFigures })),
});
export type TransactionsReport = z.infer<typeof transactionsReportSchema>;

/** GET /api/admin/reports/subscriptions: plans held now, trials, conversions and cancellations. */
export const subscriptionsReportSchema = z.object({
  ...envelope,
  byPlan: z.array(z.object({ plan: z.enum(planIds), active: count, pastDue: count })),
  totals: z.object({
    active: count,
    trialing: count,
    trialsStarted: count,
    conversions: count,
    cancellations: count,
    pendingCancellations: count,
  }),
  series: z.array(z.object({ key: z.string(), trialsStarted: count, conversions: count, cancellations: count })),
});
export type SubscriptionsReport = z.infer<typeof subscriptionsReportSchema>;

export const reportSchemas = {
  revenue: revenueReportSchema,
  users: usersReportSchema,
  transactions: transactionsReportSchema,
  subscriptions: subscriptionsReportSchema,
} as const;

export type ReportOf = {
  revenue: RevenueReport;
  users: UsersReport;
  transactions: TransactionsReport;
  subscriptions: SubscriptionsReport;
};
