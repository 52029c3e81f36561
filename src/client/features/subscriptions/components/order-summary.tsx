import type { ReactNode } from 'react';
import type { Plan } from '@shared/marketing-site/marketing.schemas';
import { formatMoney, fromCents } from '@shared/money';
import { formatDate } from '@client/lib/dates';

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
  const first = firstChargeCents(props.priceCents, props.discountCents, props.creditCents);
  const credit = Math.min(props.creditCents, Math.max(0, props.priceCents - props.discountCents));
  return (
    <dl className="space-y-2 text-sm">
      <Row label="Plan">{props.plan.name}</Row>
      <Row label="Price">{formatMoney(fromCents(props.priceCents))} / month</Row>
      {props.couponCode && (
        <Row label={`Coupon discount (${props.couponCode})`}>−{formatMoney(fromCents(props.discountCents))}</Row>
      )}
      {credit > 0 && <Row label="Credit">−{formatMoney(fromCents(credit))}</Row>}
      <div className="flex items-baseline justify-between gap-4 border-t pt-2">
        <dt className="whitespace-nowrap font-semibold">First charge</dt>
        <dd className="text-right">
          <span className="block text-lg font-bold">{formatMoney(fromCents(first))}</span>
          <span className="block text-muted">
            {props.trialEndsAt ? (
              <>
                when your trial ends on <span className="whitespace-nowrap">{formatDate(props.trialEndsAt)}</span>
              </>
            ) : (
              'today'
            )}
          </span>
        </dd>
      </div>
    </dl>
  );
}
