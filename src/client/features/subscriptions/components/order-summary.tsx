import type { ReactNode } from 'react';
import type { Plan } from '@shared/marketing-site/marketing.schemas';
import { formatMoney, fromCents } from '@shared/money';
import { formatDate } from '@client/lib/dates';
import { useT } from '@client/i18n/use-t';

/** What the first charge comes to, in cents: the price less the coupon, less any credit (never below 0). */
export function firstChargeCents(priceCents: number, discountCents: number, creditCents: number) {
  const afterCoupon = Math.max(0, priceCents - discountCents);
  return afterCoupon - Math.min(creditCents, afterCoupon);
}

function Row(props: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted">{props.label}</dt>
      <dd className="text-right font-medium">{props.children}</dd>
    </div>
  );
}

/** The plan, its price, the coupon's discount, the first charge and when it is taken. */
export function OrderSummary(props: {
  plan: Plan;
  priceCents: number;
  discountCents: number;
  couponCode: string | null;
  creditCents: number;
  /** The trial's end when the first charge waits for it; null: charged today. */
  trialEndsAt: string | null;
}) {
  const t = useT();
  const first = firstChargeCents(props.priceCents, props.discountCents, props.creditCents);
  const credit = Math.min(props.creditCents, Math.max(0, props.priceCents - props.discountCents));
  return (
    <dl className="space-y-2 text-sm">
      <Row label={t('subscriptions.history.plan')}>{props.plan.name}</Row>
      <Row label={t('subscriptions.price')}>
        {t('subscriptions.summary.perMonth', { price: formatMoney(fromCents(props.priceCents)) })}
      </Row>
      {props.couponCode && (
        <Row label={t('subscriptions.summary.couponDiscount', { code: props.couponCode })}>
          −{formatMoney(fromCents(props.discountCents))}
        </Row>
      )}
      {credit > 0 && <Row label={t('subscriptions.credit')}>−{formatMoney(fromCents(credit))}</Row>}
      <div className="flex items-baseline justify-between gap-4 border-t pt-2">
        <dt className="whitespace-nowrap font-semibold">{t('subscriptions.summary.firstCharge')}</dt>
        <dd className="text-right">
          <span className="block text-lg font-bold">{formatMoney(fromCents(first))}</span>
          <span className="block text-muted">
            {props.trialEndsAt
              ? // The date kept on one line.
                t('subscriptions.summary.atTrialEnd', { date: formatDate(props.trialEndsAt).replace(/ /g, '\u00a0') })
              : t('subscriptions.summary.today')}
          </span>
        </dd>
      </div>
    </dl>
  );
}
