import { useState } from 'react';
import { formatMoney } from '@shared/money';
import { describeCard } from '@shared/payments/card.schemas';
import { tierMessages, type TierSubscription } from '@shared/storefronts/tier.schemas';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { formatDate } from '@client/lib/dates';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { useCancelTier } from '../api/tier.api';

/** One sentence of where the storefront's tier subscription stands. */
export function tierBillingSentence(billing: TierSubscription): string {
  const card = describeCard(billing.card?.brand ?? null, billing.card?.last4 ?? null);
  const price = billing.monthlyPrice ? formatMoney(billing.monthlyPrice) : null;
  const trialEnd = formatDate(billing.trialEndsAt);
  if (!billing.online) {
    if (billing.status === 'past_due') return tierMessages.offlinePastDue;
    return billing.status === 'canceled' ? tierMessages.offlineEnded : tierMessages.offlineTrialEnded(trialEnd);
  }
  switch (billing.status) {
    case 'none':
      return new Date(billing.trialEndsAt) > new Date()
        ? `Your storefront's free trial runs until ${trialEnd}. Choose a tier to keep it going after that.`
        : `Your storefront's free trial ended on ${trialEnd}. Choose a tier to keep it going.`;
    case 'trialing':
      // With Stripe a cancelled trial runs to its end, charging nothing.
      return billing.cancelAtPeriodEnd
        ? `Your tier ends with its free trial on ${trialEnd}; nothing will be charged.`
        : `Free trial until ${trialEnd}; then ${price} a month${card ? ` to your ${card}` : ''}.`;
    case 'canceled':
      return 'Your tier subscription has ended. Choose a tier to subscribe again.';
    case 'past_due':
      return `Your last payment for the storefront failed. It is tried again daily${card ? ` on your ${card}` : ''}.`;
    default:
      return billing.cancelAtPeriodEnd
        ? `Your tier ends on ${formatDate(billing.currentPeriodEnd)}; nothing more will be charged.`
        : `Next charge ${price} on ${formatDate(billing.currentPeriodEnd)}${card ? ` to your ${card}` : ''}.`;
  }
}

/** The tier's billing above the tier cards, with the way out of it. */
export function TierBilling({ billing }: { billing: TierSubscription }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelTier();
  const cancellable =
    (billing.status === 'trialing' || billing.status === 'active' || billing.status === 'past_due') &&
    !billing.cancelAtPeriodEnd;
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm" data-testid="tier-billing">
        {tierBillingSentence(billing)}
      </p>
      {cancellable && (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          Cancel tier subscription
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel the tier subscription?"
        description={
          billing.status !== 'trialing'
            ? 'Nothing more will be charged; the tier lasts until the end of the month already paid.'
            : billing.paymentMode === 'stripe'
              ? 'It ends with the free trial; nothing has been charged.'
              : 'It ends now; nothing has been charged.'
        }
        confirmLabel="Cancel subscription"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        destructive
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: (result) => {
              toast.success('Tier subscription cancelled', { description: result.message });
              setConfirming(false);
            },
            onError: (error) => failureToast(error, tierMessages.nothingToCancel),
          })
        }
      />
    </div>
  );
}
