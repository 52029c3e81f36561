import { STATUS_LABELS, type AppointmentStatus } from '@shared/scheduling/schedule-values';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { cx } from '@client/lib/cx';
import { statusColours } from './visit-status';

export function VisitStatusBadge(props: { status: AppointmentStatus; className?: string }) {
  const tm = useTranslateMessage();
  return (
    <span
      className={cx(
        'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        statusColours[props.status].badge,
        props.className,
      )}
    >
      {tm(STATUS_LABELS[props.status])}
    </span>
  );
}
