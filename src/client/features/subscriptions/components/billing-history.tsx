import { useState } from 'react';
import type { SubscriptionCharge } from '@shared/subscriptions/subscriptions.schemas';
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
import { useT } from '@client/i18n/use-t';
import { useCharges } from '../api/subscriptions.api';
import { CHARGES_PAGE_SIZE } from '../api/subscriptions.queries';
import { cardText, chargeKindLabel, planName } from '../subscription-format';

function ChargeRow({ charge }: { charge: SubscriptionCharge }) {
  const t = useT();
  const discount = charge.discountAmount !== '0.00' ? `−${formatMoney(charge.discountAmount)}` : '—';
  return (
    <tr className={stackedRowClass}>
      <td className={cx(stackedCellClass, 'order-1 font-medium md:font-normal')}>{formatDate(charge.createdAt)}</td>
      <td className={cx(stackedCellClass, 'order-3')}>{planName(charge.plan)}</td>
      <td className={cx(stackedCellClass, 'order-5 text-muted md:text-inherit')}>{chargeKindLabel(t, charge.kind)}</td>
      <td className={cx(stackedCellClass, 'order-2 text-right font-semibold md:font-normal')}>
        {formatMoney(charge.amount)}
      </td>
      <td className={cx(stackedCellClass, 'order-4 text-right text-muted md:text-inherit')}>
        <span className="md:hidden">{t('subscriptions.history.discount')} </span>
        {discount}
      </td>
      <td className={cx(stackedCellClass, 'order-6 text-right md:text-left')}>
        <Badge tone={charge.status === 'paid' ? 'green' : 'red'}>
          {charge.status === 'paid' ? t('subscriptions.history.paid') : t('subscriptions.history.failed')}
        </Badge>
        {charge.failureMessage && <span className="block text-xs text-muted">{charge.failureMessage}</span>}
      </td>
      <td className={cx(stackedCellClass, 'order-7 col-span-2 text-muted md:text-inherit')}>
        {cardText(t, charge.cardBrand, charge.cardLast4) ?? '—'}
      </td>
    </tr>
  );
}

/** The plan's charges (first months, renewals, plan changes), newest first, a page at a time. */
export function BillingHistory() {
  const t = useT();
  const [page, setPage] = useState(0);
  const charges = useCharges(page);
  const amount = t('subscriptions.history.amount');
  const discount = t('subscriptions.history.discount');
  const headers = [
    t('subscriptions.history.date'),
    t('subscriptions.history.plan'),
    t('subscriptions.history.kind'),
    amount,
    discount,
    t('subscriptions.history.status'),
    t('subscriptions.history.card'),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('subscriptions.history.title')}</CardTitle>
        <CardDescription>{t('subscriptions.history.description')}</CardDescription>
      </CardHeader>
      <CardContent flush className="pb-2">
        {charges.isError ? (
          <div className="p-5">
            <LoadError
              what={t('subscriptions.history.loadWhat')}
              retrying={charges.isFetching}
              onRetry={() => void charges.refetch()}
            />
          </div>
        ) : !charges.data ? (
          <StackedTableSkeleton />
        ) : charges.data.total === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-muted">{t('subscriptions.history.empty')}</p>
        ) : (
          <>
            <StackedTable headers={headers} alignRight={[amount, discount]}>
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
                  noun={t('subscriptions.history.pagerNoun')}
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
