import { REPORT_PERIODS, type ReportPeriod } from '@shared/platform-reports/platform-reports.schemas';
import { cx } from '@client/lib/cx';
import { useT } from '@client/i18n/use-t';

type Translate = ReturnType<typeof useT>;

const labelsOf = (t: Translate): Record<ReportPeriod, { short: string; long: string }> => ({
  '7d': { short: t('platform-reports.period.short7d'), long: t('platform-reports.period.last7d') },
  '30d': { short: t('platform-reports.period.short30d'), long: t('platform-reports.period.last30d') },
  '90d': { short: t('platform-reports.period.short90d'), long: t('platform-reports.period.last90d') },
  '1y': { short: t('platform-reports.period.short1y'), long: t('platform-reports.period.last1y') },
});

export const periodName = (t: Translate, period: ReportPeriod) => labelsOf(t)[period].long;

/** The report's period: four buttons, the chosen one pressed. */
export function PeriodPicker({ value, onChange }: { value: ReportPeriod; onChange: (period: ReportPeriod) => void }) {
  const t = useT();
  const labels = labelsOf(t);
  return (
    <div
      role="group"
      aria-label={t('platform-reports.period.label')}
      className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
    >
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
