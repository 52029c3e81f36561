import { formatMoney, fromCents, toCents } from '@shared/money';
import { MONTHLY_FEE_DELAY_DAYS, type DomainOrder } from '@shared/storefronts/domain-checkout.schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

const typeLabel = { subdomain: 'Subdomain', custom: 'Custom domain' } as const;

/** What is bought: the domain, for which business, its setup fee today and the monthly fee from day 30 on. */
export function OrderSummary(props: { order: DomainOrder; discountCents: number; couponCode: string | null }) {
  const { order, discountCents } = props;
  const totalCents = toCents(order.setupFee) - discountCents;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Order summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" aria-label="Order summary">
          <dt className="text-muted">{typeLabel[order.domainType]}</dt>
          <dd className="text-right font-medium break-all">{order.subdomain}</dd>
          <dt className="text-muted">Company</dt>
          <dd className="text-right">{order.companyName}</dd>
          {order.industry ? (
            <>
              <dt className="text-muted">Industry</dt>
              <dd className="text-right capitalize">{order.industry}</dd>
            </>
          ) : null}
          <dt className="text-muted">Setup fee</dt>
          <dd className="text-right tabular-nums">{formatMoney(order.setupFee)}</dd>
          <dt className="text-muted">Monthly fee</dt>
          <dd className="text-right tabular-nums">
            {formatMoney(order.monthlyFee)}/month from {MONTHLY_FEE_DELAY_DAYS} days on
          </dd>
          {discountCents > 0 ? (
            <>
              <dt className="text-muted">Coupon discount{props.couponCode ? ` (${props.couponCode})` : ''}</dt>
              <dd className="text-right tabular-nums">−{formatMoney(fromCents(discountCents))}</dd>
            </>
          ) : null}
          <dt className="border-t pt-2 font-semibold">Total due today</dt>
          <dd className="border-t pt-2 text-right font-semibold tabular-nums">{formatMoney(fromCents(totalCents))}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
