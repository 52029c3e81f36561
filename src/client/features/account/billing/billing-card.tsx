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

function Item(props: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm text-muted">{props.label}</dt>
      <dd className="font-medium">{props.children}</dd>
    </div>
  );
}

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

function planText(sub: Subscription) {
  const name = planById(sub.plan ?? sub.effectivePlan).name;
  if (sub.status === 'canceled') return `${name} (ended)`;
  return sub.status === 'trialing' && !sub.plan ? `${name} trial` : name;
}

function trialText(sub: Subscription) {
  if (sub.status !== 'trialing') return 'None';
  if (sub.trialDaysLeft <= 0) return `Ended ${formatDate(sub.trialEndsAt)}`;
  return `${sub.trialDaysLeft} day${sub.trialDaysLeft === 1 ? '' : 's'} left (until ${formatDate(sub.trialEndsAt)})`;
}

/** Billing: the plan, the trial, the next charge and the card on file, from the subscription. The owner's only. */
export function BillingCard() {
  const { user } = useSession();
  // The plan is the owner's: administrators and the team's members have no billing here (docs/roles.md).
  const readable = seesOwnerThings(user) && !!user?.emailVerified;
  const subscription = useQuery<Subscription>({ queryKey: ['/api/subscription'], enabled: readable });
  if (!readable) return null;
  const sub = subscription.data;
  return (
    <Card>
      <CardHeader row className="flex-wrap">
        <CardTitle>Billing</CardTitle>
        <Link to="/subscribe" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-500">
          Manage subscription
        </Link>
      </CardHeader>
      <CardContent>
        {subscription.isError ? (
          <p className="text-sm text-muted">Your billing details could not be loaded.</p>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={!sub}>
            <Item label="Plan">{sub ? planText(sub) : '...'}</Item>
            <Item label="Trial">{sub ? trialText(sub) : '...'}</Item>
            <Item label="Next charge">
              {!sub
                ? '...'
                : sub.nextCharge
                  ? `${formatMoney(sub.nextCharge.amount)} on ${formatDate(sub.nextCharge.at)}`
                  : 'None'}
            </Item>
            <Item label="Card on file">
              {!sub ? '...' : sub.card ? `${brandName(sub.card.brand)} ending in ${sub.card.last4}` : 'None'}
            </Item>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
