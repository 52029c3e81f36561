import { REPORT_PERIODS, type ReportPeriod } from '@shared/platform-reports/platform-reports.schemas';
import { cx } from '@client/lib/cx';

const labels: Record<ReportPeriod, { short: string; long: string }> = {
  '7d': { short: '7d', long: 'Last 7 days' },
  '30d': { short: '30d', long: 'Last 30 days' },
  '90d': { short: '90d', long: 'Last 90 days' },
  '1y': { short: '1y', long: 'Last 12 months' },
};

export const periodName = (period: ReportPeriod) => labels[period].long;

/** The report's period: four buttons, the chosen one pressed. */
export function PeriodPicker({ value, onChange }: { value: ReportPeriod; onChange: (period: ReportPeriod) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {REPORT_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          title={labels[period].long}
          aria-label={labels[period].long}
          onClick={() => onChange(period)}
          className={cx(
            'min-w-12 rounded-md px-3 py-1.5 text-sm font-medium text-muted focus-visible:outline-2 focus-visible:outline-brand-600',
            period === value && 'bg-card text-[var(--foreground)] shadow-sm',
          )}
        >
          {labels[period].short}
        </button>
      ))}
    </div>
  );
}
