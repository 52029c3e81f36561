import { Receipt } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { PlatformTransaction } from '@shared/payments/platform-transactions.schemas';
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
import { useT } from '@client/i18n/use-t';
import { usePlatformTransactions } from '../api/payments.api';

function Rows({ transactions }: { transactions: PlatformTransaction[] }) {
  const t = useT();
  const amount = t('payments.table.amount');
  const fee = t('payments.table.fee');
  const receive = t('payments.table.receive');
  const headers = [t('payments.table.date'), t('payments.table.invoice'), amount, fee, receive];
  return (
    <StackedTable headers={headers} alignRight={[amount, fee, receive]}>
      {transactions.map((tx) => (
        <tr key={tx.id} className={stackedRowClass}>
          <td className={cx(cell, 'order-1')}>
            {formatDate(tx.createdAt)}
            {tx.type === 'refund' && (
              <span className="ml-2 text-xs font-semibold text-muted">{t('payments.table.refund')}</span>
            )}
          </td>
          <td className={cx(cell, 'order-2 justify-self-end text-muted md:text-inherit')}>
            {tx.invoiceId === null ? '—' : `#${tx.invoiceId}`}
          </td>
          <td className={cx(cell, 'order-3 tabular-nums md:text-right')}>
            <span className="text-muted md:hidden">{amount} </span>
            {formatMoney(tx.amount)}
          </td>
          <td className={cx(cell, 'order-4 justify-self-end tabular-nums md:text-right')}>
            <span className="text-muted md:hidden">{t('payments.table.feeShort')} </span>
            {formatMoney(tx.platformFeeAmount)}
            <span className="text-muted"> ({tx.platformFeePercent}%)</span>
          </td>
          <td className={cx(cell, 'order-5 col-span-2 font-semibold tabular-nums md:text-right')}>
            <span className="font-normal text-muted md:hidden">{receive} </span>
            {formatMoney(tx.providerAmount)}
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}

/** The latest card payments (the API's first 100, newest first), each with the platform's fee and what is left. */
export function CardPaymentsTable() {
  const list = usePlatformTransactions();
  const t = useT();
  return (
    <Card role="region" aria-labelledby="card-payments-title" className="overflow-hidden">
      <CardHeader className="border-b">
        <CardTitle id="card-payments-title">{t('payments.table.title')}</CardTitle>
        <CardDescription>{t('payments.table.description')}</CardDescription>
      </CardHeader>
      {list.isLoading && <StackedTableSkeleton />}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError
            what={t('payments.table.loadErrorWhat')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        </div>
      )}
      {list.data?.length === 0 && (
        <div className="flex flex-col items-center px-4 py-12 text-center">
          <Receipt className="size-10 text-muted" aria-hidden />
          <p className="mt-3 text-lg font-semibold">{t('payments.table.empty')}</p>
          <p className="mt-1 max-w-sm text-sm text-muted">{t('payments.table.emptyText')}</p>
        </div>
      )}
      {list.data && list.data.length > 0 && <Rows transactions={list.data} />}
    </Card>
  );
}
