import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { StackedTable, stackedCellClass, stackedRowClass } from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { dayOf, shortDay, timeIn } from './visit-format';
import { VisitStatusBadge } from './visit-status-badge';

const headers = ['Date & Time', 'Title', 'Customer', 'Assigned to', 'Technician', 'Status'];

/** The visits of a page; a row (or its title, by keyboard) opens the visit. On phones each row is a card. */
export function VisitTable(props: { visits: Appointment[]; timeZone: string; onOpen: (visit: Appointment) => void }) {
  const { timeZone } = props;
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
            <span className="md:hidden">Assigned to: </span>
            {visit.assignedUserName ?? 'Unassigned'}
          </td>
          <td className={cx(stackedCellClass, 'order-5 col-span-2 text-muted', !visit.assignedTechnician && 'hidden')}>
            <span className="md:hidden">Technician: </span>
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
