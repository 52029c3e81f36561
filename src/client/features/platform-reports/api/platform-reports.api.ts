import { queryOptions } from '@tanstack/react-query';
import type { ReportOf, ReportPeriod, ReportTab } from '@shared/platform-reports/platform-reports.schemas';
import { apiJson } from '@client/lib/api';

export const REPORTS_KEY = '/api/admin/reports';

/**
 * A tab's figures for the period. While another period loads, the tab keeps showing the one it had (never another
 * tab's, whose figures have another shape).
 */
export function reportQuery<Tab extends ReportTab>(tab: Tab, period: ReportPeriod) {
  return queryOptions({
    queryKey: [REPORTS_KEY, tab, period],
    queryFn: () => apiJson<ReportOf[Tab]>('GET', `${REPORTS_KEY}/${tab}?period=${period}`),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === tab ? previous : undefined),
  });
}

/** The tab's CSV for the period, downloaded by the browser with the session's cookie. */
export const reportCsvHref = (tab: ReportTab, period: ReportPeriod) => `${REPORTS_KEY}/${tab}.csv?period=${period}`;
