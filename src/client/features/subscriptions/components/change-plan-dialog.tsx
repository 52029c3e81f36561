import { useState } from 'react';
import type { Plan } from '@shared/marketing-site/marketing.schemas';
import type { PlanId } from '@shared/marketing-site/plans';
import type { Subscription } from '@shared/subscriptions/subscriptions.schemas';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { formatDate } from '@client/lib/dates';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { useT } from '@client/i18n/use-t';
import { useChangePlan } from '../api/subscriptions.api';
import { planName } from '../subscription-format';
import { PlanChooser } from './plan-chooser';

/** What a change costs, said before it is made: at once, prorated (nothing during the trial). */
function changeTerms(t: ReturnType<typeof useT>, sub: Subscription) {
  if (sub.status === 'trialing') {
    return t('subscriptions.change.trialTerms', { date: formatDate(sub.trialEndsAt) });
  }
  return t('subscriptions.change.terms');
}

/** Another plan, chosen and confirmed in one dialog that says what the change costs. */
export function ChangePlanDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: Subscription;
  current: PlanId;
  plans: Plan[];
}) {
  const t = useT();
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
        <DialogHeader title={t('subscriptions.changePlan')} description={changeTerms(t, props.subscription)} />
        <div className="space-y-4">
          <PlanChooser
            legend={t('subscriptions.change.legend')}
            name="change-plan"
            compact
            plans={props.plans}
            value={chosen}
            current={props.current}
            onChange={setChosen}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={change.isPending} onClick={() => close(false)}>
              {t('subscriptions.cancel')}
            </Button>
            <Button
              disabled={chosen === props.current || change.isPending}
              onClick={() =>
                change.mutate(chosen, {
                  onSuccess: (result) => {
                    toast.success(result.message);
                    props.onOpenChange(false);
                  },
                  onError: (error) => failureToast(error, t('subscriptions.change.failed')),
                })
              }
            >
              {change.isPending
                ? t('subscriptions.change.pending')
                : chosen === props.current
                  ? t('subscriptions.change.chooseAnother')
                  : t('subscriptions.change.to', { plan: planName(chosen) })}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
