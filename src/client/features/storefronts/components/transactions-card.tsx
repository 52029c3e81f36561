import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { PlatformTransaction } from '@shared/payments/platform-transactions.schemas';
import { Badge } from '@client/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import {
  StackedTable,
  StackedTableSkeleton,
  stackedCellClass as cell,
  stackedRowClass,
} from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { formatDate } from '@client/lib/dates';
import { platformTransactionsQuery } from '../api/storefront.queries';
import { useT } from '@client/i18n/use-t';

function Row({ transaction: tx }: { transaction: PlatformTransaction }) {
  const t = useT();
  const known: Record<string, string> = {
    processed: t('storefronts.transactions.processed'),
    pending: t('storefronts.transactions.pending'),
    failed: t('storefronts.transactions.failed'),
  };
  // Another status the provider may give: as it is named.
  const statusLabel = (status: string) => known[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <tr className={stackedRowClass} data-testid="transaction-row">
      <td className={cx(cell, 'order-1')}>
        {formatDate(tx.createdAt)}
        {tx.type === 'refund' && (
          <span className="ml-2 text-xs font-semibold text-muted">{t('storefronts.transactions.refund')}</span>
        )}
      </td>
      <td className={cx(cell, 'order-2 justify-self-end font-semibold tabular-nums md:text-right')}>
        {formatMoney(tx.amount)}
      </td>
      <td className={cx(cell, 'order-3 tabular-nums md:text-right')}>
        <span className="text-muted md:hidden">{t('storefronts.transactions.fee')} </span>
        {formatMoney(tx.platformFeeAmount)}
        <span className="text-muted"> ({Number(tx.platformFeePercent)}%)</span>
      </td>
      <td className={cx(cell, 'order-4 justify-self-end')}>
        <Badge tone={tx.status === 'processed' ? 'green' : 'grey'}>{statusLabel(tx.status)}</Badge>
      </td>
    </tr>
  );
}

/** The platform's fee on each card payment (the server's newest 100): amount, fee, status and date. */
export function TransactionsCard() {
  const t = useT();
  const list = useQuery(platformTransactionsQuery);
  const headers = [
    t('storefronts.transactions.date'),
    t('storefronts.transactions.amount'),
    t('storefronts.transactions.fee'),
    t('storefronts.transactions.status'),
  ];
  return (
    <Card role="region" aria-labelledby="transactions-title" className="overflow-hidden">
      <CardHeader className="border-b">
        <CardTitle id="transactions-title">{t('storefronts.transactions.title')}</CardTitle>
        <CardDescription>{t('storefronts.transactions.description')}</CardDescription>
      </CardHeader>
      {list.isLoading && <StackedTableSkeleton />}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError
            what={t('storefronts.transactions.loadWhat')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        </div>
      )}
      {list.data?.length === 0 && (
        <div className="flex flex-col items-center px-4 py-12 text-center">
          <Receipt className="size-10 text-muted" aria-hidden />
          <p className="mt-3 font-medium">{t('storefronts.transactions.none')}</p>
          <p className="mt-1 max-w-sm text-sm text-muted">{t('storefronts.transactions.noneHint')}</p>
        </div>
      )}
      {list.data && list.data.length > 0 && (
        <StackedTable headers={headers} alignRight={[headers[1], headers[2]]}>
          {list.data.map((tx) => (
            <Row key={tx.id} transaction={tx} />
          ))}
        </StackedTable>
      )}
    </Card>
  );
}
