import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlansResponse } from '@shared/marketing-site/marketing.schemas';
import {
  SUBSCRIBE_REDIRECT_MS,
  type SubscribeResult,
  type Subscription,
} from '@shared/subscriptions/subscriptions.schemas';
import { PageHeader } from '@client/components/layout/page-header';
import { LoadError } from '@client/components/ui/load-error';
import { formatDate } from '@client/lib/dates';
import { useSession } from '@client/lib/session';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { usePlans, useSubscription } from '../api/subscriptions.api';
import { Checkout } from './checkout';
import { CurrentPlan } from './current-plan';
import { useCheckoutReturn } from './use-checkout-return';

function description(t: ReturnType<typeof useT>, sub: Subscription, plans: PlansResponse, checkout: boolean) {
  if (!checkout) return t('subscriptions.page.planDescription');
  if (sub.status === 'trialing' && !sub.limited) {
    return t('subscriptions.page.trialDescription', { date: formatDate(sub.trialEndsAt) });
  }
  return t('subscriptions.page.chooseDescription', { count: plans.plans.length });
}

/** After subscribing the owner is sent home, once they have read the answer; Stripe's page when the server says. */
function useAfterSubscribing() {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/'), SUBSCRIBE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  const onSubscribed = (result: SubscribeResult) => {
    if (result.redirectUrl) window.location.assign(result.redirectUrl);
    else setDone(true);
  };
  return { done, onSubscribed };
}

/** /subscribe: the checkout while the owner has no plan, their plan once they have one. */
export function SubscribePage() {
  const t = useT();
  useDocumentTitle(t('subscriptions.page.title'));
  const { user } = useSession();
  const owner = Boolean(user && !user.isAdmin);
  const subscription = useSubscription(owner);
  const plans = usePlans();
  const [choosing, setChoosing] = useState(false);
  const after = useAfterSubscribing();
  useCheckoutReturn();

  if (!owner) {
    return <PageHeader title={t('subscriptions.page.title')} description={t('subscriptions.page.admin')} />;
  }
  const failed = subscription.isError ? subscription : plans.isError ? plans : null;
  if (failed) {
    return (
      <LoadError
        what={t('subscriptions.page.loadWhat')}
        retrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!subscription.data || !plans.data) {
    return (
      <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted">
        <Loader2 className="size-6 animate-spin text-brand-600" aria-hidden />
        <p>{t('subscriptions.page.initializing')}</p>
      </div>
    );
  }
  const sub = subscription.data;
  const plan = sub.plan;
  const checkout = after.done || !plan || (sub.status === 'canceled' && choosing);
  return (
    <div className="space-y-6">
      <PageHeader title={t('subscriptions.page.title')} description={description(t, sub, plans.data, checkout)} />
      {sub.limited && sub.limitMessage && (
        <div
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {sub.limitMessage}
        </div>
      )}
      {checkout || !plan ? (
        <Checkout subscription={sub} plans={plans.data} done={after.done} onSubscribed={after.onSubscribed} />
      ) : (
        <CurrentPlan subscription={sub} plan={plan} plans={plans.data} onChoosePlan={() => setChoosing(true)} />
      )}
    </div>
  );
}
