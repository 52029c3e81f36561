import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type KeyboardCoordinateGetter,
  type Modifier,
} from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { useT } from '@client/i18n/use-t';
import { useUpdateVisit } from '../api/scheduling.api';
import { outsideHoursOf } from './visit-refusal';
import { visitsInRangeQuery } from '../api/scheduling.queries';
import { movedTimes, resizedTimes, STEP_MINUTES, STEP_PX, type NewTimes } from './calendar-math';
import { visitInput } from './visit-input';
import { visitWhen } from './visit-format';

/** What a draggable carries: the visit, and whether it is moved whole or by its end. */
export type DragData = { visit: Appointment; kind: 'move' | 'resize' };

/** A day column's width before there is one to measure (jsdom): the sensors and the maths agree on it. */
const UNMEASURED_COLUMN_PX = 120;

const dataOf = (active: { data: { current?: unknown } }) => active.data.current as DragData;

/**
 * Moving and resizing visits on the calendar: the pointer after a few pixels (a click still opens the visit), the
 * keyboard in 15-minute and one-day steps, both snapped to the grid. A drop saves the visit with its new times
 * (scope 'this'), drawn there at once; a refusal (a clash answers 409) puts it back, and a time outside the working
 * hours is moved only once the owner confirms it (`outside`).
 */
export function useVisitDrag(opts: {
  grid: RefObject<HTMLElement | null>;
  range: { from: string; to: string };
  timeZone: string;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const update = useUpdateVisit();
  const [preview, setPreview] = useState<{ id: number; times: NewTimes } | null>(null);
  // A drop outside the working hours, refused: moved there only if the owner says so.
  const [outside, setOutside] = useState<{ visit: Appointment; times: NewTimes; message: string } | null>(null);
  // Read by the announcements, which dnd-kit calls after the move handler; a move within the same step says nothing.
  const said = useRef<string | undefined>(undefined);
  const lastStep = useRef('');

  // Arrow presses counted by the keyboard sensor: a keyboard move is these steps, whatever the page scrolled to
  // keep the visit in view (dnd-kit adds a scroll to its delta, and the pointer needs that; the keys do not).
  const keyed = useRef({ days: 0, steps: 0 });

  const columnWidth = () =>
    opts.grid.current?.querySelector('[data-day-column]')?.getBoundingClientRect().width || UNMEASURED_COLUMN_PX;

  /** Whole days and quarter hours of a drag: the keys pressed, or the pointer's delta in grid steps. */
  const stepsOf = (activatorEvent: Event | null, delta: { x: number; y: number }) =>
    activatorEvent instanceof KeyboardEvent
      ? keyed.current
      : { days: Math.round(delta.x / columnWidth()), steps: Math.round(delta.y / STEP_PX) };

  const timesFor = (data: DragData, steps: { days: number; steps: number }) => {
    const minutes = steps.steps * STEP_MINUTES;
    if (data.kind === 'resize') return resizedTimes(data.visit, minutes, opts.timeZone);
    return movedTimes(data.visit, steps.days, minutes, opts.timeZone);
  };

  const arrows: Record<string, { days: number; steps: number }> = {
    ArrowDown: { days: 0, steps: 1 },
    ArrowUp: { days: 0, steps: -1 },
    ArrowRight: { days: 1, steps: 0 },
    ArrowLeft: { days: -1, steps: 0 },
  };
  const coordinateGetter: KeyboardCoordinateGetter = (event, { currentCoordinates: c }) => {
    const arrow = arrows[event.code];
    if (!arrow) return undefined;
    keyed.current = { days: keyed.current.days + arrow.days, steps: keyed.current.steps + arrow.steps };
    return { x: c.x + arrow.days * columnWidth(), y: c.y + arrow.steps * STEP_PX };
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Enter is left to open the visit.
    useSensor(KeyboardSensor, {
      coordinateGetter,
      keyboardCodes: { start: ['Space'], end: ['Space', 'Enter'], cancel: ['Escape'] },
    }),
  );

  /**
   * The block moves in whole steps: the pointer's position snapped to the grid, or the keys pressed. A resize only
   * goes up and down: its handle is not drawn moved, the block grows instead.
   */
  const snapToGrid: Modifier = ({ transform, active, activatorEvent }) => {
    const width = columnWidth();
    const resizing = active !== null && dataOf(active).kind === 'resize';
    const { days, steps } =
      activatorEvent instanceof KeyboardEvent
        ? keyed.current
        : { days: Math.round(transform.x / width), steps: Math.round(transform.y / STEP_PX) };
    return { ...transform, x: resizing ? 0 : days * width, y: steps * STEP_PX };
  };

  const save = (visit: Appointment, times: NewTimes, allowOutsideHours = false) => {
    const key = visitsInRangeQuery(opts.range).queryKey;
    const before = queryClient.getQueryData<Appointment[]>(key);
    queryClient.setQueryData<Appointment[]>(key, (list) =>
      list?.map((v) => (v.id === visit.id ? { ...v, ...times } : v)),
    );
    update.mutate(
      { id: visit.id, ...visitInput(visit), ...times, scope: 'this', allowOutsideHours },
      {
        onError: (error) => {
          queryClient.setQueryData(key, before);
          const message = outsideHoursOf(error);
          if (message) setOutside({ visit, times, message });
        },
        onSuccess: () => setOutside(null),
      },
    );
  };

  const unchanged = (visit: Appointment, times: NewTimes) =>
    times.startTime === new Date(visit.startTime).toISOString() &&
    times.endTime === new Date(visit.endTime).toISOString();

  const onDragMove = ({ active, delta, activatorEvent }: DragMoveEvent) => {
    const data = dataOf(active);
    const times = timesFor(data, stepsOf(activatorEvent, delta));
    const step = `${times.startTime} ${times.endTime}`;
    said.current = undefined;
    if (step === lastStep.current) return;
    lastStep.current = step;
    setPreview({ id: data.visit.id, times });
    said.current = t('scheduling.drag.over', { title: data.visit.title, when: visitWhen(times, opts.timeZone) });
  };

  const onDragEnd = ({ active, delta, activatorEvent }: DragEndEvent) => {
    setPreview(null);
    lastStep.current = '';
    const data = dataOf(active);
    const times = timesFor(data, stepsOf(activatorEvent, delta));
    said.current = unchanged(data.visit, times)
      ? t('scheduling.drag.notMoved', { title: data.visit.title })
      : t('scheduling.drag.moved', { title: data.visit.title, when: visitWhen(times, opts.timeZone) });
    if (!unchanged(data.visit, times)) save(data.visit, times);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const { visit } = dataOf(active);
      return t('scheduling.drag.pickedUp', { title: visit.title, when: visitWhen(visit, opts.timeZone) });
    },
    onDragMove: () => said.current,
    onDragOver: () => undefined,
    onDragEnd: () => said.current,
    onDragCancel: ({ active }) => {
      const { visit } = dataOf(active);
      return t('scheduling.drag.cancelled', { title: visit.title, when: visitWhen(visit, opts.timeZone) });
    },
  };

  return {
    preview,
    outside: outside && {
      message: outside.message,
      pending: update.isPending,
      confirm: () => save(outside.visit, outside.times, true),
      dismiss: () => setOutside(null),
    },
    context: {
      sensors,
      modifiers: [snapToGrid],
      // The page scrolls only with the pointer right at its top or bottom edge: visits sit low on the screen, and a
      // drop near them should not carry the page (and the visit) along.
      autoScroll: { threshold: { x: 0, y: 0.06 } },
      accessibility: { announcements, screenReaderInstructions: { draggable: t('scheduling.drag.instructions') } },
      onDragStart: () => {
        keyed.current = { days: 0, steps: 0 };
      },
      onDragMove,
      onDragEnd,
      onDragCancel: () => {
        setPreview(null);
        lastStep.current = '';
      },
    },
  };
}
