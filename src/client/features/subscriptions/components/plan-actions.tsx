import { useState } from 'react';
import type { Plan } from '@shared/marketing-site/marketing.schemas';
import type { PlanId } from '@shared/marketing-site/plans';
import type { Subscription } from '@shared/subscriptions/subscriptions.schemas';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { formatDate } from '@client/lib/dates';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { useCancelPlan, useResumePlan } from '../api/subscriptions.api';
import { planName } from '../subscription-format';
import { ChangePlanDialog } from './change-plan-dialog';

/** What cancelling does, said before it is done: a paid plan runs to its period's end; a trial's choice is dropped. */
function cancelTerms(sub: Subscription, plan: PlanId) {
  if (sub.status === 'trialing') {
    return `Your trial continues until ${formatDate(sub.trialEndsAt)} and nothing is charged. Choose a plan again before then to keep everything running.`;
  }
  return `Your ${planName(plan)} plan stays active until the end of this period (${formatDate(sub.currentPeriodEnd)}), then ends. Nothing more is charged.`;
}

/** Change plan, and Cancel plan or Resume (a cancellation not yet taken effect). */
export function PlanActions(props: { subscription: Subscription; plan: PlanId; plans: Plan[] }) {
  const { subscription: sub, plan } = props;
  const [changing, setChanging] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelPlan();
  const resume = useResumePlan();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button variant="outline" onClick={() => setChanging(true)}>
        Change plan
      </Button>
      {sub.cancelAtPeriodEnd ? (
        <Button
          disabled={resume.isPending}
          onClick={() =>
            resume.mutate(undefined, {
              onSuccess: () => toast.success('Plan resumed', { description: 'Your plan renews as before.' }),
              onError: (error) => failureToast(error, 'Failed to resume plan'),
            })
          }
        >
          {resume.isPending ? 'Resuming...' : 'Resume'}
        </Button>
      ) : (
        <Button variant="ghost" className="text-red-700 dark:text-red-400" onClick={() => setCancelling(true)}>
          Cancel plan
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
        title="Cancel your plan?"
        description={cancelTerms(sub, plan)}
        confirmLabel="Cancel plan"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        destructive
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: (next) => {
              setCancelling(false);
              toast.success('Plan canceled', {
                description: next.cancelAtPeriodEnd
                  ? `Your plan ends on ${formatDate(next.currentPeriodEnd)}.`
                  : 'Nothing will be charged.',
              });
            },
            onError: (error) => failureToast(error, 'Failed to cancel plan'),
          })
        }
      />
    </div>
  );
}
