import type { Appointment } from '@shared/scheduling/appointments.schemas';
import type { WorkingHours } from '@shared/scheduling/schedule-settings.schemas';
import { cx } from '@client/lib/cx';
import { HOUR_PX, minutesAtY, weekdayNameOf, type NewTimes, type Segment } from './calendar-math';
import { CalendarVisit } from './calendar-visit';
import { dayParts, hourLabel, longDay } from './visit-format';

const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The hours a day is closed, shaded: all of a closed day, else before opening and after closing. */
function ClosedHours(props: { hours: WorkingHours | undefined; day: string; first: number; last: number }) {
  const open = props.hours?.[weekdayNameOf(props.day)];
  if (!open) return null;
  const px = (minutes: number) => ((minutes - props.first * 60) / 60) * HOUR_PX;
  const end = px(props.last * 60);
  const shade = 'pointer-events-none absolute inset-x-0 bg-slate-100/70 dark:bg-black/25';
  if (!open.enabled) return <div className={cx(shade, 'top-0')} style={{ height: end }} />;
  const opens = Math.max(0, px(toMinutes(open.start)));
  const closes = Math.min(end, px(toMinutes(open.end)));
  return (
    <>
      {opens > 0 && <div className={cx(shade, 'top-0')} style={{ height: opens }} />}
      {closes < end && <div className={cx(shade)} style={{ top: closes, height: end - closes }} />}
    </>
  );
}

/**
 * The days side by side under their heads, hours down the left. The hour lines are the columns' background, and a
 * click on an empty part of a column asks for a new visit at that half hour: no element or state per slot.
 */
export function CalendarGrid(props: {
  days: string[];
  today: string;
  byDay: Map<string, Segment[]>;
  span: { first: number; last: number };
  hours: WorkingHours | undefined;
  timeZone: string;
  preview: { id: number; times: NewTimes } | null;
  onOpenVisit: (visit: Appointment) => void;
  /** A click on an empty slot books a visit there; none on a technician's schedule. */
  onNewAt?: (day: string, minutes: number) => void;
}) {
  const { first, last } = props.span;
  const height = (last - first) * HOUR_PX;
  const hoursShown = Array.from({ length: last - first }, (_, i) => first + i);
  const columns = { gridTemplateColumns: `3.5rem repeat(${props.days.length}, minmax(0, 1fr))` };

  return (
    <div className="select-none">
      <div className="grid border-b" style={columns}>
        <div />
        {props.days.map((day) => {
          const { weekday, date } = dayParts(day);
          const isToday = day === props.today;
          return (
            <div key={day} className="border-l px-1 py-2 text-center" aria-label={longDay(day)}>
              <span className="block text-xs font-medium uppercase text-muted">{weekday}</span>
              <span
                className={cx(
                  'mx-auto mt-0.5 flex size-8 items-center justify-center rounded-full text-base font-semibold',
                  isToday && 'bg-brand-700 text-white',
                )}
              >
                {date}
              </span>
            </div>
          );
        })}
      </div>
      <div className="grid" style={columns}>
        <div className="relative" style={{ height }} aria-hidden>
          {hoursShown.map((hour, i) => (
            <span
              key={hour}
              // On its hour's line; the first one below it, inside the grid.
              className={cx('absolute right-2 text-[11px] text-muted', i > 0 && '-translate-y-1/2')}
              style={{ top: i * HOUR_PX }}
            >
              {hourLabel(hour)}
            </span>
          ))}
        </div>
        {props.days.map((day) => (
          <div
            key={day}
            data-day-column={day}
            role="group"
            aria-label={longDay(day)}
            className={cx('relative border-l', props.onNewAt && 'cursor-pointer')}
            style={{
              height,
              backgroundImage: 'linear-gradient(to bottom, var(--border) 1px, transparent 1px)',
              backgroundSize: `100% ${HOUR_PX}px`,
            }}
            onClick={(e) => {
              const y = e.clientY - e.currentTarget.getBoundingClientRect().top;
              props.onNewAt?.(day, minutesAtY(y, first));
            }}
          >
            <ClosedHours hours={props.hours} day={day} first={first} last={last} />
            {(props.byDay.get(day) ?? []).map((segment) => (
              <CalendarVisit
                key={`${segment.visit.id}:${segment.day}`}
                segment={segment}
                firstHour={first}
                timeZone={props.timeZone}
                preview={props.preview?.id === segment.visit.id ? props.preview.times : undefined}
                onOpen={() => props.onOpenVisit(segment.visit)}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
