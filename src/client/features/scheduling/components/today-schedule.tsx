import { useQuery } from '@tanstack/react-query';
import { CalendarCheck2 } from 'lucide-react';
import { useState } from 'react';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { addDays, dayAt, startOfDay } from '@shared/scheduling/zoned-time';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { visitsInRangeQuery } from '../api/scheduling.queries';
import { TodayOnMyWayDialog } from './today-on-my-way-dialog';
import { TodayVisitCard } from './today-visit-card';
import { useBusinessNow } from './use-business-now';
import { useScheduleZone } from './use-schedule-zone';
import { dayTitle } from './visit-format';

/** The business's today, whatever the phone's zone: [its midnight, the next midnight) as instants. */
function dayRange(timeZone: string, now: Date) {
  const day = dayAt(now, timeZone);
  return {
    label: dayTitle(now, timeZone),
    from: startOfDay(day, timeZone).toISOString(),
    to: startOfDay(addDays(day, 1), timeZone).toISOString(),
  };
}

/** The crew's day on a phone: today's visits in time order, each with what can be done next. */
export function TodaySchedule() {
  const t = useT();
  // The owner's zone until the settings say (the same value): the day's read starts at once.
  const { settings, timeZone } = useScheduleZone();
  // The day shown turns over at the business's midnight, and not in between.
  const now = useBusinessNow(timeZone);
  const today = dayRange(timeZone, now);
  const visits = useQuery(visitsInRangeQuery({ from: today.from, to: today.to }));
  const [onMyWay, setOnMyWay] = useState<Appointment | null>(null);

  // The range answers visits overlapping the day; a previous range's answer may still be shown while it loads.
  const from = Date.parse(today.from);
  const to = Date.parse(today.to);
  const list = (visits.data ?? [])
    .filter((v) => Date.parse(v.startTime) < to && Date.parse(v.endTime) > from)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  // Drawn in the settings' zone only: a card's times must not change under the thumb when they arrive.
  const loading = settings.isLoading || visits.isLoading;
  const failed = visits.isError && !visits.data;

  return (
    <section aria-labelledby="today-heading" className="mx-auto max-w-2xl space-y-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="today-heading" className="text-lg font-semibold">
          {today.label}
        </h2>
        {!loading && visits.data && (
          <p className="text-sm text-muted">{t('scheduling.today.count', { count: list.length })}</p>
        )}
      </div>
      {loading && (
        <div className="space-y-3" aria-hidden>
          <Skeleton className="h-44 w-full" />
          <Skeleton className="h-44 w-full" />
        </div>
      )}
      {failed && (
        <LoadError
          what={t('scheduling.today.loadWhat')}
          retrying={visits.isFetching}
          onRetry={() => void visits.refetch()}
        />
      )}
      {!loading && visits.data && list.length === 0 && (
        <div className="rounded-xl border border-dashed p-10 text-center">
          <CalendarCheck2 className="mx-auto size-8 text-muted" aria-hidden />
          <p className="mt-3 font-medium">{t('scheduling.today.empty')}</p>
          <p className="mt-1 text-sm text-muted">{t('scheduling.today.emptyText')}</p>
        </div>
      )}
      {!loading && list.length > 0 && (
        <ol className="space-y-3">
          {list.map((visit) => (
            <TodayVisitCard key={visit.id} visit={visit} timeZone={timeZone} onOnMyWay={() => setOnMyWay(visit)} />
          ))}
        </ol>
      )}
      <TodayOnMyWayDialog visit={onMyWay} timeZone={timeZone} onClose={() => setOnMyWay(null)} />
    </section>
  );
}
