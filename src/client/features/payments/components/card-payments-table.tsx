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
import { usePlatformTransactions } from '../api/payments.api';

const headers = ['Date', 'Invoice', 'Amount', 'Platform fee', 'You receive'];

function Rows({ transactions }: { transactions: PlatformTransaction[] }) {
  return (
    <StackedTable headers={headers} alignRight={['Amount', 'Platform fee', 'You receive']}>
      {transactions.map((t) => (
        <tr key={t.id} className={stackedRowClass}>
          <td className={cx(cell, 'order-1')}>
            {formatDate(t.createdAt)}
            {t.type === 'refund' && <span className="ml-2 text-xs font-semibold text-muted">Refund</span>}
          </td>
          <td className={cx(cell, 'order-2 justify-self-end text-muted md:text-inherit')}>
            {t.invoiceId === null ? '—' : `#${t.invoiceId}`}
          </td>
          <td className={cx(cell, 'order-3 tabular-nums md:text-right')}>
            <span className="text-muted md:hidden">Amount </span>
            {formatMoney(t.amount)}
          </td>
          <td className={cx(cell, 'order-4 justify-self-end tabular-nums md:text-right')}>
            <span className="text-muted md:hidden">Fee </span>
            {formatMoney(t.platformFeeAmount)}
            <span className="text-muted"> ({t.platformFeePercent}%)</span>
          </td>
          <td className={cx(cell, 'order-5 col-span-2 font-semibold tabular-nums md:text-right')}>
            <span className="font-normal text-muted md:hidden">You receive </span>
            {formatMoney(t.providerAmount)}
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}

/** The latest card payments (the API's first 100, newest first), each with the platform's fee and what is left. */
export function CardPaymentsTable() {
  const list = usePlatformTransactions();
  return (
    <Card role="region" aria-labelledby="card-payments-title" className="overflow-hidden">
      <CardHeader className="border-b">
        <CardTitle id="card-payments-title">Recent card payments</CardTitle>
        <CardDescription>Your latest card payments and refunds, with the platform fee on each.</CardDescription>
      </CardHeader>
      {list.isLoading && <StackedTableSkeleton />}
      {list.isError && !list.data && (
        <div className="p-4">
          <LoadError what="your card payments" retrying={list.isFetching} onRetry={() => void list.refetch()} />
        </div>
      )}
      {list.data?.length === 0 && (
        <div className="flex flex-col items-center px-4 py-12 text-center">
          <Receipt className="size-10 text-muted" aria-hidden />
          <p className="mt-3 text-lg font-semibold">No card payments yet</p>
          <p className="mt-1 max-w-sm text-sm text-muted">
            When a customer pays an invoice by card, the payment and its fee appear here.
          </p>
        </div>
      )}
      {list.data && list.data.length > 0 && <Rows transactions={list.data} />}
    </Card>
  );
}
