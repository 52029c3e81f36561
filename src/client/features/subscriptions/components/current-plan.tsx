import { useState, type ReactNode } from 'react';
import type { PlansResponse } from '@shared/marketing-site/marketing.schemas';
import type { PlanId } from '@shared/marketing-site/plans';
import { formatMoney } from '@shared/money';
import type { Subscription } from '@shared/subscriptions/subscriptions.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatDate } from '@client/lib/dates';
import { failureToast } from '@client/lib/failure-toast';
import { useT } from '@client/i18n/use-t';
import { useBillingPortal } from '../api/subscriptions.api';
import { cardText, planName } from '../subscription-format';
import { BillingHistory } from './billing-history';
import { PlanActions } from './plan-actions';
import { SubscriptionStatusBadge } from './subscription-status-badge';
import { UpdateCardDialog } from './update-card-dialog';

function Item(props: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm text-muted">{props.label}</dt>
      <dd className="font-medium">{props.children}</dd>
    </div>
  );
}

const linkButton =
  'text-sm font-medium text-brand-700 underline-offset-4 hover:underline disabled:opacity-60 dark:text-brand-500';

/** With Stripe the card is Stripe's: its billing page changes it (and pays a past-due month with the new one). */
function ManageCardButton(props: { className: string }) {
  const t = useT();
  const portal = useBillingPortal();
  return (
    <button
      type="button"
      className={props.className}
      disabled={portal.isPending}
      onClick={() =>
        portal.mutate(undefined, {
          onSuccess: ({ url }) => window.location.assign(url),
          onError: (error) => failureToast(error, t('subscriptions.plan.portalFailed')),
        })
      }
    >
      {portal.isPending ? t('subscriptions.plan.openingStripe') : t('subscriptions.plan.manageCard')}
    </button>
  );
}

function nextChargeText(t: ReturnType<typeof useT>, sub: Subscription) {
  if (sub.nextCharge) {
    return t('subscriptions.plan.nextChargeOn', {
      amount: formatMoney(sub.nextCharge.amount),
      date: formatDate(sub.nextCharge.at),
    });
  }
  if (sub.cancelAtPeriodEnd) return t('subscriptions.plan.noneEnds', { date: formatDate(sub.currentPeriodEnd) });
  return t('subscriptions.plan.none');
}

/**
 * The owner's plan once chosen: status, next charge, card, coupon and credit, the actions on it, and the billing
 * history. A canceled plan offers to choose one again (`onChoosePlan`).
 */
export function CurrentPlan(props: {
  subscription: Subscription;
  plan: PlanId;
  plans: PlansResponse;
  onChoosePlan: () => void;
}) {
  const t = useT();
  const { subscription: sub, plan } = props;
  const [updatingCard, setUpdatingCard] = useState(false);
  const price = props.plans.plans.find((p) => p.id === plan)?.price;
  const testMode = sub.paymentMode === 'test';
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader row className="flex-wrap">
          <CardTitle>{t('subscriptions.plan.title', { plan: planName(plan) })}</CardTitle>
          <SubscriptionStatusBadge status={sub.status} />
        </CardHeader>
        <CardContent className="space-y-6">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {price && (
              <Item label={t('subscriptions.price')}>
                {t('subscriptions.plan.perMonth', { price: formatMoney(price) })}
              </Item>
            )}
            {sub.status === 'trialing' && (
              <Item label={t('subscriptions.plan.trialEnds')}>{formatDate(sub.trialEndsAt)}</Item>
            )}
            <Item label={t('subscriptions.plan.nextCharge')}>{nextChargeText(t, sub)}</Item>
            <Item label={t('subscriptions.history.card')}>
              <span className="block">
                {cardText(t, sub.card?.brand ?? null, sub.card?.last4 ?? null) ?? t('subscriptions.plan.none')}
              </span>
              {testMode ? (
                <button type="button" className={linkButton} onClick={() => setUpdatingCard(true)}>
                  {t('subscriptions.updateCard')}
                </button>
              ) : (
                <ManageCardButton className={linkButton} />
              )}
            </Item>
            {sub.coupon && (
              <Item label={t('subscriptions.plan.coupon')}>
                {sub.coupon.monthsLeft > 0
                  ? t('subscriptions.plan.couponMonthsLeft', { code: sub.coupon.code, count: sub.coupon.monthsLeft })
                  : sub.coupon.code}
              </Item>
            )}
            {sub.credit !== '0.00' && <Item label={t('subscriptions.credit')}>{formatMoney(sub.credit)}</Item>}
          </dl>
          {sub.status === 'canceled' ? (
            <Button onClick={props.onChoosePlan}>{t('subscriptions.choosePlan')}</Button>
          ) : (
            <PlanActions subscription={sub} plan={plan} plans={props.plans.plans} />
          )}
        </CardContent>
      </Card>
      <BillingHistory />
      {testMode && <UpdateCardDialog open={updatingCard} onOpenChange={setUpdatingCard} />}
    </div>
  );
}
