import { useState } from 'react';
import type { Plan } from '@shared/marketing-site/marketing.schemas';
import type { PlanId } from '@shared/marketing-site/plans';
import type { Subscription } from '@shared/subscriptions/subscriptions.schemas';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { formatDate } from '@client/lib/dates';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { useT } from '@client/i18n/use-t';
import { useCancelPlan, useResumePlan } from '../api/subscriptions.api';
import { planName } from '../subscription-format';
import { ChangePlanDialog } from './change-plan-dialog';

/** What cancelling does, said before it is done: a paid plan runs to its period's end; a trial's choice is dropped. */
function cancelTerms(t: ReturnType<typeof useT>, sub: Subscription, plan: PlanId) {
  if (sub.status === 'trialing') {
    return t('subscriptions.cancelPlan.trialTerms', { date: formatDate(sub.trialEndsAt) });
  }
  return t('subscriptions.cancelPlan.terms', { plan: planName(plan), date: formatDate(sub.currentPeriodEnd) });
}

/** Change plan, and Cancel plan or Resume (a cancellation not yet taken effect). */
export function PlanActions(props: { subscription: Subscription; plan: PlanId; plans: Plan[] }) {
  const t = useT();
  const { subscription: sub, plan } = props;
  const [changing, setChanging] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelPlan();
  const resume = useResumePlan();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button variant="outline" onClick={() => setChanging(true)}>
        {t('subscriptions.changePlan')}
      </Button>
      {sub.cancelAtPeriodEnd ? (
        <Button
          disabled={resume.isPending}
          onClick={() =>
            resume.mutate(undefined, {
              onSuccess: () =>
                toast.success(t('subscriptions.resume.done'), { description: t('subscriptions.resume.doneText') }),
              onError: (error) => failureToast(error, t('subscriptions.resume.failed')),
            })
          }
        >
          {resume.isPending ? t('subscriptions.resume.pending') : t('subscriptions.resume.button')}
        </Button>
      ) : (
        <Button variant="ghost" className="text-red-700 dark:text-red-400" onClick={() => setCancelling(true)}>
          {t('subscriptions.cancelPlan.button')}
        </Button>
      )}
      <ChangePlanDialog
        open={changing}
        onOpenChange={setChanging}
        subscription={sub}
        current={plan}
        plans={props.plans}
      />
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('subscriptions.cancelPlan.title')}
        description={cancelTerms(t, sub, plan)}
        confirmLabel={t('subscriptions.cancelPlan.button')}
        pendingLabel={t('subscriptions.cancelPlan.pending')}
        pending={cancel.isPending}
        destructive
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: (next) => {
              setCancelling(false);
              toast.success(t('subscriptions.cancelPlan.done'), {
                description: next.cancelAtPeriodEnd
                  ? t('subscriptions.cancelPlan.endsOn', { date: formatDate(next.currentPeriodEnd) })
                  : t('subscriptions.cancelPlan.nothingCharged'),
              });
            },
            onError: (error) => failureToast(error, t('subscriptions.cancelPlan.failed')),
          })
        }
      />
    </div>
  );
}
