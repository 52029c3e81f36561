import { useQuery } from '@tanstack/react-query';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { visitProgressQuery } from '../api/scheduling.queries';
import { ProgressEntry } from './progress-entry';
import { ProgressEntryForm } from './progress-entry-form';
import { useScheduleZone } from './use-schedule-zone';

/** The visit's log, newest first, under the box that adds to it. Times are the business's, as on the schedule. */
export function VisitProgressTab({ visit }: { visit: Appointment }) {
  const t = useT();
  const { settings, timeZone } = useScheduleZone();
  const progress = useQuery(visitProgressQuery(visit.id));
  // Drawn once the settings have answered (or failed: the owner's zone is the same value), never in two zones.
  const ready = !settings.isLoading && progress.data;
  const logs = [...(progress.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const failed = progress.isError && !progress.data;

  return (
    <section aria-label={t('scheduling.common.progress')} className="space-y-3">
      <ProgressEntryForm visitId={visit.id} />
      {(progress.isLoading || settings.isLoading) && (
        <div className="space-y-3" aria-hidden>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      )}
      {failed && (
        <LoadError
          what={t('scheduling.progress.loadWhat')}
          retrying={progress.isFetching}
          onRetry={() => void progress.refetch()}
        />
      )}
      {ready && logs.length === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted">
          {t('scheduling.progress.empty')}
        </p>
      )}
      {ready && logs.length > 0 && (
        <ol className="divide-y">
          {logs.map((log) => (
            <ProgressEntry key={log.id} log={log} timeZone={timeZone} />
          ))}
        </ol>
      )}
    </section>
  );
}
