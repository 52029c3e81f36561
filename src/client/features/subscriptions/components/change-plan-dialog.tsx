import { useState } from 'react';
import type { Plan } from '@shared/marketing-site/marketing.schemas';
import type { PlanId } from '@shared/marketing-site/plans';
import type { Subscription } from '@shared/subscriptions/subscriptions.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { formatDate } from '@client/lib/dates';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { useChangePlan } from '../api/subscriptions.api';
import { planName } from '../subscription-format';
import { PlanChooser } from './plan-chooser';

/** What a change costs, said before it is made: at once, prorated (nothing during the trial). */
function changeTerms(sub: Subscription) {
  if (sub.status === 'trialing') {
    return `The change takes effect now. Nothing is charged until your trial ends on ${formatDate(sub.trialEndsAt)}.`;
  }
  return 'The change takes effect now and is prorated: moving up charges the difference for the rest of this period today; moving down leaves a credit that comes off your next charges.';
}

/** Another plan, chosen and confirmed in one dialog that says what the change costs. */
export function ChangePlanDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: Subscription;
  current: PlanId;
  plans: Plan[];
}) {
  const [chosen, setChosen] = useState<PlanId>(props.current);
  const change = useChangePlan();
  const close = (open: boolean) => {
    if (change.isPending) return;
    if (!open) setChosen(props.current);
    props.onOpenChange(open);
  };
  return (
    <Dialog open={props.open} onOpenChange={close}>
      <DialogContent size="lg">
        <DialogHeader title="Change plan" description={changeTerms(props.subscription)} />
        <div className="space-y-4">
          <PlanChooser
            legend="Plans"
            name="change-plan"
            compact
            plans={props.plans}
            value={chosen}
            current={props.current}
            onChange={setChosen}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={change.isPending} onClick={() => close(false)}>
              Cancel
            </Button>
            <Button
              disabled={chosen === props.current || change.isPending}
              onClick={() =>
                change.mutate(chosen, {
                  onSuccess: (result) => {
                    toast.success(result.message);
                    props.onOpenChange(false);
                  },
                  onError: (error) => failureToast(error, 'Failed to change plan'),
                })
              }
            >
              {change.isPending
                ? 'Changing plan...'
                : chosen === props.current
                  ? 'Choose another plan'
                  : `Change to ${planName(chosen)}`}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
