import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Building2, CreditCard, UserPlus, type LucideIcon } from 'lucide-react';
import type { ActivityItem } from '@shared/admin/users.schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { formatDateTime } from '@client/lib/dates';
import { useT } from '@client/i18n/use-t';
import { activityQuery } from '../api/users.api';

const icons: Record<ActivityItem['kind'], [LucideIcon, string]> = {
  signup: [UserPlus, 'text-brand-600'],
  company: [Building2, 'text-blue-600 dark:text-blue-400'],
  payment: [CreditCard, 'text-emerald-600 dark:text-emerald-400'],
  error: [AlertTriangle, 'text-red-600 dark:text-red-400'],
};

/** The admin dashboard's latest activity: sign-ups, companies, payments and errors, newest first. */
export function AdminActivity() {
  const t = useT();
  const { data, isLoading, isError, isFetching, refetch } = useQuery(activityQuery);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.activity.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading && (
          <div className="space-y-3" role="status" aria-label={t('admin.activity.loading')}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        )}
        {isError && !data && (
          <LoadError what={t('admin.activity.loadWhat')} retrying={isFetching} onRetry={() => void refetch()} />
        )}
        {data?.length === 0 && <p className="text-sm text-muted">{t('admin.activity.empty')}</p>}
        {data && data.length > 0 && (
          <ul className="divide-y">
            {data.map((item) => {
              const [Icon, tone] = icons[item.kind];
              return (
                <li
                  key={`${item.kind}-${item.id}`}
                  className="flex items-start gap-3 py-2.5"
                  data-testid="activity-item"
                >
                  <Icon className={`mt-0.5 size-5 shrink-0 ${tone}`} aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{item.title}</p>
                    {item.detail && <p className="truncate text-xs text-muted">{item.detail}</p>}
                  </div>
                  <time dateTime={item.at} className="shrink-0 text-xs text-muted">
                    {formatDateTime(item.at)}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
