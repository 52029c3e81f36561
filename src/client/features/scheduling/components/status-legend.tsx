import { APPOINTMENT_STATUSES, STATUS_LABELS } from '@shared/scheduling/schedule-values';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';
import { cx } from '@client/lib/cx';
import { statusColours } from './visit-status';

/** What the calendar's colours mean. */
export function StatusLegend() {
  const t = useT();
  const tm = useTranslateMessage();
  return (
    <ul aria-label={t('scheduling.legend.label')} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {APPOINTMENT_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span aria-hidden className={cx('size-2.5 rounded-full', statusColours[status].dot)} />
          {tm(STATUS_LABELS[status])}
        </li>
      ))}
    </ul>
  );
}
