import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { preloadable } from '@client/lib/preloadable';
import { scheduleSettingsQuery } from '../api/scheduling.queries';
import { CalendarFeedCard } from './calendar-feed-card';

// The form and its validation (zod) load when the tab is opened, not with the calendar.
const ScheduleSettingsForm = preloadable(() => import('./schedule-settings-form').then((m) => m.ScheduleSettingsForm));

const formSkeleton = <Skeleton className="h-[560px] w-full rounded-xl" />;

/** The schedule's settings, saved for real, and the private calendar feed. */
export function ScheduleSettingsTab() {
  const t = useT();
  const settings = useQuery(scheduleSettingsQuery);
  if (settings.isError && !settings.data) {
    return (
      <LoadError
        what={t('scheduling.settings.loadWhat')}
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
      {settings.data ? (
        <Suspense fallback={formSkeleton}>
          <ScheduleSettingsForm settings={settings.data} />
        </Suspense>
      ) : (
        formSkeleton
      )}
      {settings.data ? (
        <CalendarFeedCard url={settings.data.calendarFeedUrl} />
      ) : (
        <Skeleton className="h-48 w-full rounded-xl" />
      )}
    </div>
  );
}
