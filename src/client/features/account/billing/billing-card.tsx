import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { planById } from '@shared/marketing-site/plans';
import { formatMoney } from '@shared/money';
import type { Subscription } from '@shared/subscriptions/subscriptions.schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatDate } from '@client/lib/dates';
import { useSession } from '@client/lib/session';
import { seesOwnerThings } from '@client/lib/use-business-role';
import { useT } from '@client/i18n/use-t';

function Item(props: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm text-muted">{props.label}</dt>
      <dd className="font-medium">{props.children}</dd>
    </div>
  );
}

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

type Translate = (id: string, values?: Record<string, unknown>) => string;

function planText(t: Translate, sub: Subscription) {
  const name = planById(sub.plan ?? sub.effectivePlan).name;
  if (sub.status === 'canceled') return t('account.billing.planEnded', { name });
  return sub.status === 'trialing' && !sub.plan ? t('account.billing.planTrial', { name }) : name;
}

function trialText(t: Translate, sub: Subscription) {
  if (sub.status !== 'trialing') return t('account.billing.none');
  if (sub.trialDaysLeft <= 0) return t('account.billing.trialEnded', { date: formatDate(sub.trialEndsAt) });
  return t('account.billing.trialLeft', { count: sub.trialDaysLeft, date: formatDate(sub.trialEndsAt) });
}

/** Billing: the plan, the trial, the next charge and the card on file, from the subscription. The owner's only. */
export function BillingCard() {
  const t = useT();
  const { user } = useSession();
  // The plan is the owner's: administrators and the team's members have no billing here (docs/roles.md).
  const readable = seesOwnerThings(user) && !!user?.emailVerified;
  const subscription = useQuery<Subscription>({ queryKey: ['/api/subscription'], enabled: readable });
  if (!readable) return null;
  const sub = subscription.data;
  return (
    <Card>
      <CardHeader row className="flex-wrap">
        <CardTitle>{t('account.billing.title')}</CardTitle>
        <Link to="/subscribe" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-500">
          {t('account.billing.manage')}
        </Link>
      </CardHeader>
      <CardContent>
        {subscription.isError ? (
          <p className="text-sm text-muted">{t('account.billing.loadFailed')}</p>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={!sub}>
            <Item label={t('account.billing.plan')}>{sub ? planText(t, sub) : '...'}</Item>
            <Item label={t('account.billing.trial')}>{sub ? trialText(t, sub) : '...'}</Item>
            <Item label={t('account.billing.nextCharge')}>
              {!sub
                ? '...'
                : sub.nextCharge
                  ? t('account.billing.chargeOn', {
                      amount: formatMoney(sub.nextCharge.amount),
                      date: formatDate(sub.nextCharge.at),
                    })
                  : t('account.billing.none')}
            </Item>
            <Item label={t('account.billing.card')}>
              {!sub
                ? '...'
                : sub.card
                  ? t('account.billing.cardEnding', { brand: brandName(sub.card.brand), last4: sub.card.last4 })
                  : t('account.billing.none')}
            </Item>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
