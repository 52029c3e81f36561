import { DndContext } from '@dnd-kit/core';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import type { WorkingHours } from '@shared/scheduling/schedule-settings.schemas';
import { addDays } from '@shared/scheduling/zoned-time';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton, Spinner } from '@client/components/ui/spinner';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';
import { todayIn, visitsInRangeQuery, weekRange, weekStartOf } from '../api/scheduling.queries';
import { daysFrom, hourSpan, layoutDays } from './calendar-math';
import { CalendarGrid } from './calendar-grid';
import { StatusLegend } from './status-legend';
import { useNarrowScreen } from './use-narrow-screen';
import { useVisitDrag } from './use-visit-drag';
import { longDay, rangeTitle, zoneLabel } from './visit-format';

const NO_VISITS: Appointment[] = [];

/**
 * The week (Monday to Sunday, as the working hours) in the business's time zone, one read per week; under 768 px a
 * day at a time, from the same read. `hours` is undefined until the settings have answered (or failed).
 */
export function CalendarView(props: {
  timeZone: string;
  hours: WorkingHours | undefined;
  settingsSettled: boolean;
  onOpenVisit: (visit: Appointment) => void;
  onNewAt?: (day: string, minutes: number) => void;
}) {
  const { timeZone } = props;
  const t = useT();
  const tm = useTranslateMessage();
  const narrow = useNarrowScreen();
  const today = todayIn(timeZone);
  const [shown, setShown] = useState(today);
  const monday = weekStartOf(shown);
  const range = useMemo(() => weekRange(monday, timeZone), [monday, timeZone]);
  const week = useQuery(visitsInRangeQuery(range));
  const visits = week.data ?? NO_VISITS;

  const days = useMemo(() => (narrow ? [shown] : daysFrom(monday)), [narrow, shown, monday]);
  const byDay = useMemo(() => layoutDays(visits, days, timeZone), [visits, days, timeZone]);
  const span = useMemo(() => hourSpan(props.hours, byDay), [props.hours, byDay]);

  const grid = useRef<HTMLDivElement>(null);
  const drag = useVisitDrag({ grid, range, timeZone });
  const step = narrow ? 1 : 7;
  const title = narrow ? longDay(shown) : rangeTitle(monday, addDays(monday, 6));

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b p-4">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={narrow ? t('scheduling.calendar.previousDay') : t('scheduling.calendar.previousWeek')}
            onClick={() => setShown(addDays(shown, -step))}
          >
            <ChevronLeft />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={narrow ? t('scheduling.calendar.nextDay') : t('scheduling.calendar.nextWeek')}
            onClick={() => setShown(addDays(shown, step))}
          >
            <ChevronRight />
          </Button>
          <Button
            variant="outline"
            disabled={narrow ? shown === today : weekStartOf(today) === monday}
            onClick={() => setShown(today)}
          >
            {t('scheduling.calendar.today')}
          </Button>
          <h2 className="ml-1 font-semibold" aria-live="polite">
            {title}
          </h2>
          {week.isFetching && <Spinner className="ml-1 [&_svg]:size-4" label={t('scheduling.calendar.loading')} />}
        </div>
        <p className="text-xs text-muted">{zoneLabel(t, timeZone)}</p>
      </div>
      <div className="border-b px-4 py-2">
        <StatusLegend />
      </div>
      {week.isError && !week.data ? (
        <div className="p-4">
          <LoadError
            what={t('scheduling.calendar.loadWhat')}
            retrying={week.isFetching}
            onRetry={() => void week.refetch()}
          />
        </div>
      ) : props.settingsSettled ? (
        <DndContext {...drag.context}>
          <div ref={grid}>
            <CalendarGrid
              days={days}
              today={today}
              byDay={byDay}
              span={span}
              hours={props.hours}
              timeZone={timeZone}
              preview={drag.preview}
              onOpenVisit={props.onOpenVisit}
              onNewAt={props.onNewAt}
            />
          </div>
        </DndContext>
      ) : (
        <Skeleton className="m-4 h-[432px] rounded-lg" />
      )}
      <ConfirmDialog
        open={drag.outside !== null}
        onOpenChange={(open) => !open && drag.outside?.dismiss()}
        title={t('scheduling.calendar.outsideTitle')}
        description={tm(drag.outside?.message) ?? ''}
        confirmLabel={t('scheduling.calendar.moveAnyway')}
        pendingLabel={t('scheduling.calendar.moving')}
        pending={drag.outside?.pending ?? false}
        onConfirm={() => drag.outside?.confirm()}
      />
    </Card>
  );
}
