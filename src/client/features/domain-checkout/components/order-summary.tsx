import { formatMoney, fromCents, toCents } from '@shared/money';
import { MONTHLY_FEE_DELAY_DAYS, type DomainOrder } from '@shared/storefronts/domain-checkout.schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useT } from '@client/i18n/use-t';

/** What is bought: the domain, for which business, its setup fee today and the monthly fee from day 30 on. */
export function OrderSummary(props: { order: DomainOrder; discountCents: number; couponCode: string | null }) {
  const t = useT();
  const { order, discountCents } = props;
  const typeLabel = {
    subdomain: t('domain-checkout.summary.subdomain'),
    custom: t('domain-checkout.summary.custom'),
  };
  const totalCents = toCents(order.setupFee) - discountCents;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('domain-checkout.summary.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm"
          aria-label={t('domain-checkout.summary.title')}
        >
          <dt className="text-muted">{typeLabel[order.domainType]}</dt>
          <dd className="text-right font-medium break-all">{order.subdomain}</dd>
          <dt className="text-muted">{t('domain-checkout.summary.company')}</dt>
          <dd className="text-right">{order.companyName}</dd>
          {order.industry ? (
            <>
              <dt className="text-muted">{t('domain-checkout.summary.industry')}</dt>
              <dd className="text-right capitalize">{order.industry}</dd>
            </>
          ) : null}
          <dt className="text-muted">{t('domain-checkout.summary.setupFee')}</dt>
          <dd className="text-right tabular-nums">{formatMoney(order.setupFee)}</dd>
          <dt className="text-muted">{t('domain-checkout.summary.monthlyFee')}</dt>
          <dd className="text-right tabular-nums">
            {t('domain-checkout.summary.monthly', {
              amount: formatMoney(order.monthlyFee),
              days: MONTHLY_FEE_DELAY_DAYS,
            })}
          </dd>
          {discountCents > 0 ? (
            <>
              <dt className="text-muted">
                {props.couponCode
                  ? t('domain-checkout.summary.couponCode', { code: props.couponCode })
                  : t('domain-checkout.summary.coupon')}
              </dt>
              <dd className="text-right tabular-nums">−{formatMoney(fromCents(discountCents))}</dd>
            </>
          ) : null}
          <dt className="border-t pt-2 font-semibold">{t('domain-checkout.summary.total')}</dt>
          <dd className="border-t pt-2 text-right font-semibold tabular-nums">{formatMoney(fromCents(totalCents))}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
