import { useQuery } from '@tanstack/react-query';
import { CalendarSearch } from 'lucide-react';
import { useState } from 'react';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { StackedTableSkeleton } from '@client/components/ui/stacked-table';
import { useT } from '@client/i18n/use-t';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { VISITS_PAGE_SIZE, visitListQuery } from '../api/scheduling.queries';
import { noFilters, VisitListFilters, type VisitFilterInput } from './visit-list-filters';
import { useTechnicianView } from './use-technician-view';
import { VisitTable } from './visit-table';

/** Every visit, filtered and paged by the server; a row opens the visit. */
export function VisitList(props: { timeZone: string; onOpenVisit: (visit: Appointment) => void }) {
  const t = useT();
  const technician = useTechnicianView();
  const [input, setInput] = useState<VisitFilterInput>(noFilters);
  const search = useDebouncedValue(input.search.trim());
  const filters = { ...input, search };
  // A new filter starts again at the first page.
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filtersKey, page: 0 });
  const page = paging.filtersKey === filtersKey ? paging.page : 0;
  const list = useQuery(visitListQuery({ ...filters, page }));
  const filtered = filtersKey !== JSON.stringify(noFilters);
  const total = list.data?.total ?? 0;

  return (
    <div className="space-y-4">
      <Card className="overflow-hidden">
        <VisitListFilters value={input} onChange={setInput} />
        {list.isLoading && <StackedTableSkeleton />}
        {list.isError && !list.data && (
          <div className="p-4">
            <LoadError
              what={t('scheduling.list.loadWhat')}
              retrying={list.isFetching}
              onRetry={() => void list.refetch()}
            />
          </div>
        )}
        {list.data?.items.length === 0 && (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <CalendarSearch className="size-10 text-muted" aria-hidden />
            <p className="font-medium">{filtered ? t('scheduling.list.noMatch') : t('scheduling.list.empty')}</p>
            {filtered ? (
              <Button variant="outline" onClick={() => setInput(noFilters)}>
                {t('scheduling.list.clearFilters')}
              </Button>
            ) : technician ? (
              <p className="text-sm text-muted">{t('scheduling.list.emptyTechnician')}</p>
            ) : (
              <p className="text-sm text-muted">{t('scheduling.list.emptyHint')}</p>
            )}
          </div>
        )}
        {list.data && list.data.items.length > 0 && (
          <VisitTable visits={list.data.items} timeZone={props.timeZone} onOpen={props.onOpenVisit} />
        )}
      </Card>
      {total > VISITS_PAGE_SIZE && (
        <Pager
          page={page}
          pageSize={VISITS_PAGE_SIZE}
          total={total}
          exact={list.data?.exact}
          noun={t('scheduling.list.pagerNoun')}
          onChange={(next) => setPaging({ filtersKey, page: next })}
        />
      )}
    </div>
  );
}
