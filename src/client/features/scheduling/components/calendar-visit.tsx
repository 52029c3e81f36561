import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { KeyboardEvent } from 'react';
import { OPEN_STATUSES, STATUS_LABELS } from '@shared/scheduling/schedule-values';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { cx } from '@client/lib/cx';
import { HOUR_PX, STEP_PX, type NewTimes, type Segment } from './calendar-math';
import { dayOf, timeIn } from './visit-format';
import { statusColours } from './visit-status';
import type { DragData } from './use-visit-drag';
import { useTechnicianView } from './use-technician-view';

const movable = (status: Segment['visit']['status']) => (OPEN_STATUSES as readonly string[]).includes(status);

/** The bottom edge of a visit: drag it to change when the visit ends. */
function ResizeHandle(props: { segment: Segment }) {
  const { visit } = props.segment;
  const { setNodeRef, listeners, attributes } = useDraggable({
    id: `resize:${visit.id}`,
    data: { visit, kind: 'resize' } satisfies DragData,
  });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      // The form changes the end by keyboard; a second stop per visit would only slow moving through the week.
      tabIndex={-1}
      aria-hidden
      role={undefined}
      onClick={(e) => e.stopPropagation()}
      className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize touch-none"
    />
  );
}

/**
 * A visit on the calendar, placed by its times and lane, coloured by its status. Click or Enter opens it; space
 * picks it up to move by keyboard; the pointer drags it after a few pixels. Completed and cancelled visits stay put.
 */
export function CalendarVisit(props: {
  segment: Segment;
  firstHour: number;
  timeZone: string;
  /** Its times while it is dragged. */
  preview: NewTimes | undefined;
  onOpen: () => void;
}) {
  const { segment, timeZone } = props;
  const tm = useTranslateMessage();
  const { visit } = segment;
  // A technician's visits are placed by the office: they open, they do not move.
  const technician = useTechnicianView();
  const canMove = movable(visit.status) && !technician;
  // The part holding the start carries the id, so the moved block takes the focus back wherever it is drawn again.
  const starts = dayOf(visit.startTime, timeZone) === segment.day;
  const { setNodeRef, listeners, attributes, transform, isDragging } = useDraggable({
    id: starts ? `move:${visit.id}` : `move:${visit.id}:${segment.day}`,
    data: { visit, kind: 'move' } satisfies DragData,
    disabled: !canMove,
  });
  const shown = props.preview ?? visit;
  const bottom =
    props.preview && segment.ends && dayOf(props.preview.endTime, timeZone) === segment.day
      ? segment.top + props.preview.duration
      : segment.bottom;
  const top = ((segment.top - props.firstHour * 60) / 60) * HOUR_PX;
  const height = Math.max(((bottom - segment.top) / 60) * HOUR_PX, STEP_PX * 2) - 2;
  const times = `${timeIn(shown.startTime, timeZone)} – ${timeIn(shown.endTime, timeZone)}`;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      props.onOpen();
    }
    listeners?.onKeyDown?.(e);
  };

  return (
    <div
      ref={setNodeRef}
      // A visit that cannot move is still a button that opens it, not a disabled one.
      {...(canMove ? attributes : { role: 'button', tabIndex: 0 })}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        e.stopPropagation();
        props.onOpen();
      }}
      data-testid={`visit-${visit.id}`}
      className={cx(
        'absolute overflow-hidden rounded-md border-l-4 px-1.5 py-1 text-left text-xs leading-tight shadow-sm outline-offset-1 focus-visible:outline-2',
        statusColours[visit.status].block,
        canMove ? 'cursor-grab touch-none' : 'cursor-pointer',
        isDragging && 'z-20 cursor-grabbing opacity-90 shadow-lg ring-2 ring-brand-500',
      )}
      style={{
        top,
        height,
        left: `calc(${(segment.lane / segment.lanes) * 100}% + 2px)`,
        width: `calc(${100 / segment.lanes}% - 4px)`,
        transform: CSS.Translate.toString(transform),
      }}
    >
      {/* Its name is what it shows, line by line, then the status its colour tells (an aria-label would differ). */}
      <p className="truncate font-semibold">{times}</p>
      <p className="truncate font-medium">{visit.title}</p>
      <p className="truncate opacity-80">{visit.customer.name}</p>
      {(visit.assignedUserName ?? visit.assignedTechnician) && (
        <p className="truncate opacity-80">{visit.assignedUserName ?? visit.assignedTechnician}</p>
      )}
      <span className="sr-only">{tm(STATUS_LABELS[visit.status])}</span>
      {canMove && segment.ends && <ResizeHandle segment={segment} />}
    </div>
  );
}
