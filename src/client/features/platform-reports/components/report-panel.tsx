import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';

/**
 * A card of a tab's charts and figures: what it shows once the report has come, a skeleton of its height until
 * then, and a way to try again when it could not be loaded.
 */
export function ReportPanel<T>(props: {
  title: string;
  description: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {query.data !== undefined ? (
          props.children(query.data)
        ) : query.isError ? (
          <LoadError
            what={t('platform-reports.panel.loadWhat')}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Skeleton className="h-[280px] w-full" />
        )}
      </CardContent>
    </Card>
  );
}
