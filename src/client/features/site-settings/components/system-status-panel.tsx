import { useQuery } from '@tanstack/react-query';
import { Activity, Database, Mail, RefreshCw, ServerCog, TriangleAlert } from 'lucide-react';
import { format } from 'date-fns';
import type { SystemStatus } from '@shared/site-settings/site-settings.schemas';
import { StatCard } from '@client/components/ui/stat-card';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { useT } from '@client/i18n/use-t';
import { systemStatusQuery } from '../api/site-settings.api';

type Translate = ReturnType<typeof useT>;

const count = (n: number) => n.toLocaleString('en-US');

export function formatBytes(bytes: number) {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

export function formatUptime(t: Translate, seconds: number) {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return t('site-settings.system.uptimeDays', { days, hours });
  if (hours > 0) return t('site-settings.system.uptimeHours', { hours, minutes });
  return t('site-settings.system.uptimeMinutes', { minutes });
}

function cards(t: Translate, s: SystemStatus) {
  return [
    {
      id: 'application',
      label: t('site-settings.system.application'),
      icon: ServerCog,
      tone: 'text-brand-700',
      value: `v${s.appVersion}`,
      note: t('site-settings.system.applicationNote', {
        uptime: formatUptime(t, s.uptimeSeconds),
        node: s.nodeVersion,
      }),
    },
    {
      id: 'database',
      label: t('site-settings.system.database'),
      icon: Database,
      tone: 'text-sky-600',
      value: formatBytes(s.database.sizeBytes),
      note: s.database.kind === 'pglite' ? t('site-settings.system.embedded') : 'PostgreSQL',
    },
    {
      id: 'job-queue',
      label: t('site-settings.system.jobs'),
      icon: Activity,
      tone: 'text-violet-600',
      value: t('site-settings.system.waiting', { count: count(s.jobs.queued) }),
      note: t('site-settings.system.jobsNote', {
        active: count(s.jobs.active),
        failed: count(s.jobs.failedLast24Hours),
      }),
    },
    {
      id: 'e-mail',
      label: t('site-settings.system.emails'),
      icon: Mail,
      tone: 'text-emerald-600',
      value: t('site-settings.system.waiting', { count: count(s.emails.queued) }),
      note: t('site-settings.system.emailsNote', {
        failed: count(s.emails.failed),
        sent: count(s.emails.sentLast24Hours),
      }),
    },
    {
      id: 'errors-hours-',
      label: t('site-settings.system.errors'),
      icon: TriangleAlert,
      tone: 'text-red-600',
      value: count(s.errorsLast24Hours),
      note: t('site-settings.system.unresolved', { count: count(s.unresolvedErrors) }),
    },
  ];
}

/** Site Settings > System: this process and the database as they are now, read again on Refresh. */
export function SystemStatusPanel() {
  const t = useT();
  const status = useQuery(systemStatusQuery);
  if (status.isError) {
    return (
      <LoadError
        what={t('site-settings.load.system')}
        retrying={status.isFetching}
        onRetry={() => void status.refetch()}
      />
    );
  }
  const data = status.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {!data
            ? t('site-settings.system.checking')
            : data.maintenanceMode
              ? t('site-settings.system.checkedMaintenance', {
                  time: format(new Date(data.checkedAt), 'MMM dd, yyyy HH:mm:ss'),
                })
              : t('site-settings.system.checked', { time: format(new Date(data.checkedAt), 'MMM dd, yyyy HH:mm:ss') })}
        </p>
        <Button variant="outline" size="sm" disabled={status.isFetching} onClick={() => void status.refetch()}>
          <RefreshCw className={status.isFetching ? 'animate-spin' : undefined} />
          {status.isFetching ? t('site-settings.system.refreshing') : t('site-settings.system.refresh')}
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards(t, data ?? placeholder).map(({ id, ...card }) => (
          <StatCard key={id} {...card} loading={!data} testId={`system-${id}`} />
        ))}
      </div>
    </div>
  );
}

const placeholder: SystemStatus = {
  appVersion: '',
  nodeVersion: '',
  uptimeSeconds: 0,
  database: { kind: 'pglite', sizeBytes: 0 },
  jobs: { queued: 0, active: 0, failedLast24Hours: 0 },
  emails: { queued: 0, failed: 0, sentLast24Hours: 0 },
  errorsLast24Hours: 0,
  unresolvedErrors: 0,
  maintenanceMode: false,
  checkedAt: new Date(0).toISOString(),
};
