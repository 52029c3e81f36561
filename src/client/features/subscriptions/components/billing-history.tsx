import { useState } from 'react';
import type { SubscriptionCharge } from '@shared/subscriptions/subscriptions.schemas';
import { describeCard } from '@shared/payments/card.schemas';
import { formatMoney } from '@shared/money';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import {
  StackedTable,
  StackedTableSkeleton,
  stackedCellClass,
  stackedRowClass,
} from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { formatDate } from '@client/lib/dates';
import { useCharges } from '../api/subscriptions.api';
import { CHARGES_PAGE_SIZE } from '../api/subscriptions.queries';
import { CHARGE_KINDS, planName } from '../subscription-format';

const HEADERS = ['Date', 'Plan', 'Kind', 'Amount', 'Discount', 'Status', 'Card'];

function ChargeRow({ charge }: { charge: SubscriptionCharge }) {
  const discount = charge.discountAmount !== '0.00' ? `−${formatMoney(charge.discountAmount)}` : '—';
  return (
    <tr className={stackedRowClass}>
      <td className={cx(stackedCellClass, 'order-1 font-medium md:font-normal')}>{formatDate(charge.createdAt)}</td>
      <td className={cx(stackedCellClass, 'order-3')}>{planName(charge.plan)}</td>
      <td className={cx(stackedCellClass, 'order-5 text-muted md:text-inherit')}>{CHARGE_KINDS[charge.kind]}</td>
      <td className={cx(stackedCellClass, 'order-2 text-right font-semibold md:font-normal')}>
        {formatMoney(charge.amount)}
      </td>
      <td className={cx(stackedCellClass, 'order-4 text-right text-muted md:text-inherit')}>
        <span className="md:hidden">Discount </span>
        {discount}
      </td>
      <td className={cx(stackedCellClass, 'order-6 text-right md:text-left')}>
        <Badge tone={charge.status === 'paid' ? 'green' : 'red'}>{charge.status === 'paid' ? 'Paid' : 'Failed'}</Badge>
        {charge.failureMessage && <span className="block text-xs text-muted">{charge.failureMessage}</span>}
      </td>
      <td className={cx(stackedCellClass, 'order-7 col-span-2 text-muted md:text-inherit')}>
        {describeCard(charge.cardBrand, charge.cardLast4) ?? '—'}
      </td>
    </tr>
  );
}

/** The plan's charges (first months, renewals, plan changes), newest first, a page at a time. */
export function BillingHistory() {
  const [page, setPage] = useState(0);
  const charges = useCharges(page);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing history</CardTitle>
        <CardDescription>Every charge for your plan, newest first.</CardDescription>
      </CardHeader>
      <CardContent flush className="pb-2">
        {charges.isError ? (
          <div className="p-5">
            <LoadError
              what="your billing history"
              retrying={charges.isFetching}
              onRetry={() => void charges.refetch()}
            />
          </div>
        ) : !charges.data ? (
          <StackedTableSkeleton />
        ) : charges.data.total === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-muted">
            No charges yet. Your first charge shows here once it is taken.
          </p>
        ) : (
          <>
            <StackedTable headers={HEADERS} alignRight={['Amount', 'Discount']}>
              {charges.data.items.map((charge) => (
                <ChargeRow key={charge.id} charge={charge} />
              ))}
            </StackedTable>
            {charges.data.total > CHARGES_PAGE_SIZE && (
              <div className="border-t px-5 pt-3">
                <Pager
                  page={page}
                  pageSize={CHARGES_PAGE_SIZE}
                  total={charges.data.total}
                  noun="charges"
                  onChange={setPage}
                />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
