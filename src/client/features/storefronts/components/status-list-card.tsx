import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { StackedTableSkeleton } from '@client/components/ui/stacked-table';
import { StatusSelect } from '@client/components/ui/status-select';
import type { Page } from '@client/lib/api';

export type StatusFilters<Status extends string> = { status: Status | ''; page: number };

/**
 * A list of the storefront's things (its leads, its orders) with a status filter, a page at a time: the title and
 * the filter, placeholders while the first page loads, the failure with a retry, the empty state (`texts.none`, or
 * `texts.noneWith(status)` and Show all), the rows (`table`) and the pager. `notice` stands between the head and rows.
 */
export function StatusListCard<Status extends string, Item>(props: {
  id: string;
  title: string;
  /** Whole sentences, in the list's own words (`noneWith`: "No new leads"). */
  texts: { pagerNoun: string; loadWhat: string; none: string; noneWith: (status: Status) => string; showAll: string };
  statuses: readonly Status[];
  labels: Record<Status, string>;
  filters: StatusFilters<Status>;
  onFilters: (filters: StatusFilters<Status>) => void;
  list: UseQueryResult<Page<Item>>;
  pageSize: number;
  empty: { icon: LucideIcon; text: string };
  notice?: ReactNode;
  table: (items: Item[]) => ReactNode;
}) {
  const { filters, list } = props;
  const total = list.data?.total ?? 0;
  const Icon = props.empty.icon;
  const showAll = () => props.onFilters({ status: '', page: 0 });
  return (
    <section aria-labelledby={props.id} className="space-y-4">
      <Card className="overflow-hidden" aria-busy={list.isFetching}>
        <div className="flex items-center justify-between gap-3 border-b p-4">
          <h2 id={props.id} className="shrink-0 text-lg font-semibold">
            {props.title}
          </h2>
          <StatusSelect
            statuses={props.statuses}
            labels={props.labels}
            value={filters.status}
            onChange={(status) => props.onFilters({ status, page: 0 })}
            className="max-w-44"
          />
        </div>
        {props.notice}
        {list.isLoading && <StackedTableSkeleton />}
        {list.isError && !list.data && (
          <div className="p-4">
            <LoadError what={props.texts.loadWhat} retrying={list.isFetching} onRetry={() => void list.refetch()} />
          </div>
        )}
        {list.data?.items.length === 0 && (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <Icon className="size-10 text-muted" aria-hidden />
            <p className="font-medium">{filters.status ? props.texts.noneWith(filters.status) : props.texts.none}</p>
            {filters.status ? (
              <Button variant="outline" onClick={showAll}>
                {props.texts.showAll}
              </Button>
            ) : (
              <p className="max-w-sm text-sm text-muted">{props.empty.text}</p>
            )}
          </div>
        )}
        {list.data && list.data.items.length > 0 && props.table(list.data.items)}
      </Card>
      {total > props.pageSize && (
        <Pager
          page={filters.page}
          pageSize={props.pageSize}
          total={total}
          noun={props.texts.pagerNoun}
          onChange={(page) => props.onFilters({ ...filters, page })}
        />
      )}
    </section>
  );
}
