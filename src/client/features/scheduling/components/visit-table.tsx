import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { StackedTable, stackedCellClass, stackedRowClass } from '@client/components/ui/stacked-table';
import { useT } from '@client/i18n/use-t';
import { cx } from '@client/lib/cx';
import { dayOf, shortDay, timeIn } from './visit-format';
import { VisitStatusBadge } from './visit-status-badge';

/** The visits of a page; a row (or its title, by keyboard) opens the visit. On phones each row is a card. */
export function VisitTable(props: { visits: Appointment[]; timeZone: string; onOpen: (visit: Appointment) => void }) {
  const t = useT();
  const { timeZone } = props;
  const headers = [
    t('scheduling.table.dateTime'),
    t('scheduling.common.title'),
    t('scheduling.table.customer'),
    t('scheduling.common.assignedTo'),
    t('scheduling.table.technician'),
    t('scheduling.table.status'),
  ];
  return (
    <StackedTable headers={headers} alignRight={[]}>
      {props.visits.map((visit) => (
        <tr key={visit.id} className={cx(stackedRowClass, 'cursor-pointer')} onClick={() => props.onOpen(visit)}>
          <td className={cx(stackedCellClass, 'order-3 col-span-2 text-muted md:text-inherit')}>
            {shortDay(dayOf(visit.startTime, timeZone))}
            <span className="block text-xs text-muted">
              {timeIn(visit.startTime, timeZone)} – {timeIn(visit.endTime, timeZone)}
            </span>
          </td>
          <td className={cx(stackedCellClass, 'order-1 min-w-0')}>
            <button
              type="button"
              className="truncate text-left font-medium hover:underline"
              onClick={(e) => {
                e.stopPropagation();
                props.onOpen(visit);
              }}
            >
              {visit.title}
            </button>
          </td>
          <td className={cx(stackedCellClass, 'order-4 col-span-2 min-w-0 truncate')}>{visit.customer.name}</td>
          <td className={cx(stackedCellClass, 'order-5 col-span-2 text-muted', !visit.assignedUserName && 'hidden')}>
            <span className="md:hidden">{t('scheduling.table.assignedToPrefix')}</span>
            {visit.assignedUserName ?? t('scheduling.common.unassigned')}
          </td>
          <td className={cx(stackedCellClass, 'order-5 col-span-2 text-muted', !visit.assignedTechnician && 'hidden')}>
            <span className="md:hidden">{t('scheduling.table.technicianPrefix')}</span>
            {visit.assignedTechnician ?? '—'}
          </td>
          <td className={cx(stackedCellClass, 'order-2 text-right md:text-left')}>
            <VisitStatusBadge status={visit.status} />
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}
