import { ChevronRight, Inbox, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Campaign } from '@shared/campaigns/campaigns.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { StackedTableSkeleton } from '@client/components/ui/stacked-table';
import { CAMPAIGN_PAGE_SIZE } from '@shared/campaigns/campaign-values';
import type { Page } from '@client/lib/api';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '@client/i18n/use-t';
import { percentOf } from '../campaign-format';
import { CampaignStatusBadge } from './campaign-status-badge';
import { campaignWhen } from './campaign-when';

function CampaignRow({ campaign: c, timeZone }: { campaign: Campaign; timeZone: string }) {
  const t = useT();
  return (
    <li>
      <Link
        to={`/marketing/campaigns/${c.id}`}
        className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 dark:hover:bg-slate-900/60"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="truncate font-medium">{c.name}</span>
            <CampaignStatusBadge status={c.status} />
          </div>
          <p className="truncate text-sm text-muted">{c.subject}</p>
          <p className="flex flex-wrap gap-x-3 text-xs text-muted">
            <span>{campaignWhen(t, c, timeZone)}</span>
            {c.status === 'sent' && (
              <span>
                {t('campaigns.list.sentOpened', {
                  count: c.emailsSent,
                  percent: percentOf(c.opensCount, c.emailsSent),
                })}
              </span>
            )}
          </p>
        </div>
        <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden />
      </Link>
    </li>
  );
}

/** 'Campaign Performance': the campaigns, newest first, a page at a time; each opens its page. */
export function CampaignList(props: {
  list: UseQueryResult<Page<Campaign>>;
  page: number;
  onPage: (page: number) => void;
  timeZone: string;
  onCreate: () => void;
  onPreloadForm: () => void;
}) {
  const t = useT();
  const { list } = props;
  const total = list.data?.total ?? 0;
  return (
    <Card className="overflow-hidden">
      <CardHeader className="border-b pb-4">
        <CardTitle>{t('campaigns.list.title')}</CardTitle>
      </CardHeader>
      {list.isLoading && <StackedTableSkeleton />}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError
            what={t('campaigns.list.loadWhat')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        </div>
      )}
      {list.data?.items.length === 0 && (
        <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
          <Inbox className="size-10 text-muted" aria-hidden />
          <p className="font-medium">{t('campaigns.list.empty')}</p>
          <p className="text-sm text-muted">{t('campaigns.list.emptyText')}</p>
          <Button onClick={props.onCreate} onPointerEnter={props.onPreloadForm} onFocus={props.onPreloadForm}>
            <Plus /> {t('campaigns.create')}
          </Button>
        </div>
      )}
      {list.data && list.data.items.length > 0 && (
        <ul className="divide-y" aria-label={t('campaigns.list.label')}>
          {list.data.items.map((c) => (
            <CampaignRow key={c.id} campaign={c} timeZone={props.timeZone} />
          ))}
        </ul>
      )}
      {total > CAMPAIGN_PAGE_SIZE && (
        <div className="border-t p-4">
          <Pager
            page={props.page}
            pageSize={CAMPAIGN_PAGE_SIZE}
            total={total}
            noun={t('campaigns.list.pagerNoun')}
            onChange={props.onPage}
          />
        </div>
      )}
    </Card>
  );
}
