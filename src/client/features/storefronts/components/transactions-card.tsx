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

const headers = ['Date', 'Amount', 'Fee', 'Status'];

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

function Row({ transaction: t }: { transaction: PlatformTransaction }) {
  return (
    <tr className={stackedRowClass} data-testid="transaction-row">
      <td className={cx(cell, 'order-1')}>
        {formatDate(t.createdAt)}
        {t.type === 'refund' && <span className="ml-2 text-xs font-semibold text-muted">Refund</span>}
      </td>
      <td className={cx(cell, 'order-2 justify-self-end font-semibold tabular-nums md:text-right')}>
        {formatMoney(t.amount)}
      </td>
      <td className={cx(cell, 'order-3 tabular-nums md:text-right')}>
        <span className="text-muted md:hidden">Fee </span>
        {formatMoney(t.platformFeeAmount)}
        <span className="text-muted"> ({Number(t.platformFeePercent)}%)</span>
      </td>
      <td className={cx(cell, 'order-4 justify-self-end')}>
        <Badge tone={t.status === 'processed' ? 'green' : 'grey'}>{statusLabel(t.status)}</Badge>
      </td>
    </tr>
  );
}

/** The platform's fee on each card payment (the server's newest 100): amount, fee, status and date. */
export function TransactionsCard() {
  const list = useQuery(platformTransactionsQuery);
  return (
    <Card role="region" aria-labelledby="transactions-title" className="overflow-hidden">
      <CardHeader className="border-b">
        <CardTitle id="transactions-title">Platform transactions</CardTitle>
        <CardDescription>Your latest card payments, with the platform fee on each.</CardDescription>
      </CardHeader>
      {list.isLoading && <StackedTableSkeleton />}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError what="your transactions" retrying={list.isFetching} onRetry={() => void list.refetch()} />
        </div>
      )}
      {list.data?.length === 0 && (
        <div className="flex flex-col items-center px-4 py-12 text-center">
          <Receipt className="size-10 text-muted" aria-hidden />
          <p className="mt-3 font-medium">No transactions yet</p>
          <p className="mt-1 max-w-sm text-sm text-muted">
            When a customer pays you by card, the payment and its fee appear here.
          </p>
        </div>
      )}
      {list.data && list.data.length > 0 && (
        <StackedTable headers={headers} alignRight={['Amount', 'Fee']}>
          {list.data.map((t) => (
            <Row key={t.id} transaction={t} />
          ))}
        </StackedTable>
      )}
    </Card>
  );
}
