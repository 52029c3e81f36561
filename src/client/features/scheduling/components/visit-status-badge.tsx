import { STATUS_LABELS, type AppointmentStatus } from '@shared/scheduling/schedule-values';
import { cx } from '@client/lib/cx';
import { statusColours } from './visit-status';

export function VisitStatusBadge(props: { status: AppointmentStatus; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        statusColours[props.status].badge,
        props.className,
      )}
    >
      {STATUS_LABELS[props.status]}
    </span>
  );
}
