import type { ProgressLog } from '@shared/scheduling/job-work.schemas';
import { STATUS_LABELS, type AppointmentStatus } from '@shared/scheduling/schedule-values';
import { useTranslateMessage } from '@client/i18n/translate-message';
import { useT } from '@client/i18n/use-t';
import { clockAt, dayTitle } from './visit-format';

/** When an entry was made, on the business's clock. */
export const loggedAt = (iso: string, timeZone: string) => {
  const at = new Date(iso);
  return `${dayTitle(at, timeZone)}, ${clockAt(at, timeZone)}`;
};

/** One entry of the log: who, when, what, a change of status as "Scheduled → In Progress", photos. */
export function ProgressEntry({ log, timeZone }: { log: ProgressLog; timeZone: string }) {
  const t = useT();
  const tm = useTranslateMessage();
  const taskStatusLabels: Record<string, string> = {
    pending: t('scheduling.progress.taskPending'),
    completed: t('scheduling.progress.taskCompleted'),
  };
  /** A recorded value as people read it: a visit's status by its label, anything else as stored. */
  const valueLabel = (value: string) => {
    const status = STATUS_LABELS[value as AppointmentStatus];
    return status ? tm(status) : (taskStatusLabels[value] ?? value);
  };
  const change = log.previousValue && log.newValue ? [log.previousValue, log.newValue] : null;
  return (
    <li className="space-y-1.5 py-3">
      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted">
        <span className="font-medium text-[var(--foreground)]">{log.loggedBy}</span>
        <time dateTime={log.createdAt}>{loggedAt(log.createdAt, timeZone)}</time>
      </p>
      <p className="text-sm break-words whitespace-pre-line">{log.message}</p>
      {change && <p className="text-sm font-medium">{`${valueLabel(change[0]!)} → ${valueLabel(change[1]!)}`}</p>}
      {log.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('scheduling.progress.photos')}>
          {log.photos.map((photo, i) => (
            <li key={photo.url}>
              {/* The thumbnail links to the photo itself: full size, zoomable by the phone's own viewer. */}
              <a href={photo.url} target="_blank" rel="noopener noreferrer" className="block">
                <img
                  src={photo.url}
                  alt={t('scheduling.progress.photoAlt', {
                    number: i + 1,
                    count: log.photos.length,
                    message: log.message,
                  })}
                  loading="lazy"
                  className="size-20 rounded-md border object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
