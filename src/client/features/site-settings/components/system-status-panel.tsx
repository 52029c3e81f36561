import { useQuery } from '@tanstack/react-query';
import { Activity, Database, Mail, RefreshCw, ServerCog, TriangleAlert } from 'lucide-react';
import { format } from 'date-fns';
import type { SystemStatus } from '@shared/site-settings/site-settings.schemas';
import { StatCard } from '@client/components/ui/stat-card';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { systemStatusQuery } from '../api/site-settings.api';

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

export function formatUptime(seconds: number) {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}

function cards(s: SystemStatus) {
  return [
    {
      label: 'Application',
      icon: ServerCog,
      tone: 'text-brand-700',
      value: `v${s.appVersion}`,
      note: `Up ${formatUptime(s.uptimeSeconds)} · Node ${s.nodeVersion}`,
    },
    {
      label: 'Database',
      icon: Database,
      tone: 'text-sky-600',
      value: formatBytes(s.database.sizeBytes),
      note: s.database.kind === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL',
    },
    {
      label: 'Job queue',
      icon: Activity,
      tone: 'text-violet-600',
      value: `${count(s.jobs.queued)} waiting`,
      note: `${count(s.jobs.active)} running · ${count(s.jobs.failedLast24Hours)} failed in 24 h`,
    },
    {
      label: 'E-mail',
      icon: Mail,
      tone: 'text-emerald-600',
      value: `${count(s.emails.queued)} waiting`,
      note: `${count(s.emails.failed)} failed · ${count(s.emails.sentLast24Hours)} sent in 24 h`,
    },
    {
      label: 'Errors (24 hours)',
      icon: TriangleAlert,
      tone: 'text-red-600',
      value: count(s.errorsLast24Hours),
      note: `${count(s.unresolvedErrors)} unresolved`,
    },
  ];
}

/** Site Settings > System: this process and the database as they are now, read again on Refresh. */
export function SystemStatusPanel() {
  const status = useQuery(systemStatusQuery);
  if (status.isError) {
    return <LoadError what="the system status" retrying={status.isFetching} onRetry={() => void status.refetch()} />;
  }
  const data = status.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {data ? `Checked ${format(new Date(data.checkedAt), 'MMM dd, yyyy HH:mm:ss')}` : 'Checking...'}
          {data?.maintenanceMode && ' · Maintenance mode is on'}
        </p>
        <Button variant="outline" size="sm" disabled={status.isFetching} onClick={() => void status.refetch()}>
          <RefreshCw className={status.isFetching ? 'animate-spin' : undefined} />
          {status.isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {(data ? cards(data) : cards(placeholder)).map((card) => (
          <StatCard
            key={card.label}
            {...card}
            loading={!data}
            testId={`system-${card.label.toLowerCase().replace(/[^a-z]+/g, '-')}`}
          />
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
