import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { RECIPIENT_PAGE_SIZE, RECIPIENT_STATES, type RecipientState } from '@shared/campaigns/campaign-values';
import type { CampaignRecipient } from '@shared/campaigns/campaigns.schemas';
import { Card } from '@client/components/ui/card';
import { NativeSelect } from '@client/components/ui/input';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import {
  StackedTable,
  StackedTableSkeleton,
  stackedCellClass as cell,
  stackedRowClass,
} from '@client/components/ui/stacked-table';
import { recipientsQuery } from '../api/campaigns.queries';
import { useT } from '@client/i18n/use-t';
import { formatInstant } from '../campaign-format';
import { stateLabel } from '../campaign-labels';
import { RecipientStateBadge } from './campaign-status-badge';

/** When the recipient reached their state (none while queued). */
const timeOf = (r: CampaignRecipient) =>
  ({
    queued: null,
    sent: r.sentAt,
    failed: r.sentAt,
    opened: r.openedAt,
    clicked: r.clickedAt,
    unsubscribed: r.unsubscribedAt,
  })[r.state];

/** Who a started campaign went to, a page at a time, by state; followed every few seconds while `live`. */
export function RecipientsTable(props: { campaignId: number; live: boolean; timeZone: string }) {
  const t = useT();
  const headers = [
    t('campaigns.recipients.name'),
    t('campaigns.recipients.email'),
    t('campaigns.recipients.state'),
    t('campaigns.recipients.time'),
  ];
  const [state, setState] = useState<RecipientState | ''>('');
  // A new filter starts again at the first page.
  const [paging, setPaging] = useState({ state, page: 0 });
  const page = paging.state === state ? paging.page : 0;
  const list = useQuery(recipientsQuery(props.campaignId, { state, page }, props.live));
  const total = list.data?.total ?? 0;
  // Once the last one has gone out, one more read shows where each ended.
  const { refetch } = list;
  const wasLive = useRef(props.live);
  useEffect(() => {
    if (wasLive.current && !props.live) void refetch();
    wasLive.current = props.live;
  }, [props.live, refetch]);

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b p-4">
        <h2 className="font-semibold">{t('campaigns.recipients.title')}</h2>
        <NativeSelect
          aria-label={t('campaigns.recipients.filter')}
          className="max-w-44"
          value={state}
          onChange={(e) => setState(e.target.value as RecipientState | '')}
        >
          <option value="">{t('campaigns.recipients.all')}</option>
          {RECIPIENT_STATES.map((s) => (
            <option key={s} value={s}>
              {stateLabel(t, s)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {list.isLoading && <StackedTableSkeleton />}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError
            what={t('campaigns.recipients.loadWhat')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        </div>
      )}
      {list.data?.items.length === 0 && (
        <p className="px-4 py-10 text-center text-sm text-muted">
          {state ? t('campaigns.recipients.emptyState', { state }) : t('campaigns.recipients.empty')}
        </p>
      )}
      {list.data && list.data.items.length > 0 && (
        <StackedTable headers={headers} alignRight={[]}>
          {list.data.items.map((r) => (
            <tr key={r.id} className={stackedRowClass}>
              <td className={`${cell} font-medium`}>{r.name}</td>
              <td className={`${cell} order-3 col-span-2 break-all text-muted md:text-inherit`}>{r.email}</td>
              <td className={`${cell} justify-self-end md:justify-self-auto`}>
                <RecipientStateBadge state={r.state} />
              </td>
              <td className={`${cell} order-4 col-span-2 text-muted`}>
                {formatInstant(timeOf(r), props.timeZone)}
                {r.state === 'failed' && r.error && (
                  <span className="block text-red-700 dark:text-red-400">{r.error}</span>
                )}
              </td>
            </tr>
          ))}
        </StackedTable>
      )}
      {total > RECIPIENT_PAGE_SIZE && (
        <div className="border-t p-4">
          <Pager
            page={page}
            pageSize={RECIPIENT_PAGE_SIZE}
            total={total}
            noun={t('campaigns.recipients.pagerNoun')}
            onChange={(next) => setPaging({ state, page: next })}
          />
        </div>
      )}
    </Card>
  );
}
