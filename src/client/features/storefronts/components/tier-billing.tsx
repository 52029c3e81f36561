import { useState } from 'react';
import { formatMoney } from '@shared/money';
import { describeCard } from '@shared/payments/card.schemas';
import type { TierSubscription } from '@shared/storefronts/tier.schemas';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { formatDate } from '@client/lib/dates';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { useCancelTier } from '../api/tier.api';
import { useT } from '@client/i18n/use-t';
import { t as translate } from '@client/i18n/i18n';

/** One sentence of where the storefront's tier subscription stands (`t`: the component's, else the app's). */
export function tierBillingSentence(billing: TierSubscription, t: ReturnType<typeof useT> = translate): string {
  const card = describeCard(billing.card?.brand ?? null, billing.card?.last4 ?? null);
  const price = billing.monthlyPrice ? formatMoney(billing.monthlyPrice) : null;
  const trialEnd = formatDate(billing.trialEndsAt);
  if (!billing.online) {
    if (billing.status === 'past_due') return t('storefronts.billing.offlinePastDue');
    return billing.status === 'canceled'
      ? t('storefronts.billing.offlineEnded')
      : t('storefronts.billing.offlineTrialEnded', { day: trialEnd });
  }
  switch (billing.status) {
    case 'none':
      return new Date(billing.trialEndsAt) > new Date()
        ? t('storefronts.billing.trialRuns', { day: trialEnd })
        : t('storefronts.billing.trialEnded', { day: trialEnd });
    case 'trialing':
      // With Stripe a cancelled trial runs to its end, charging nothing.
      return billing.cancelAtPeriodEnd
        ? t('storefronts.billing.endsWithTrial', { day: trialEnd })
        : card
          ? t('storefronts.billing.trialThenCard', { day: trialEnd, price, card })
          : t('storefronts.billing.trialThen', { day: trialEnd, price });
    case 'canceled':
      return t('storefronts.billing.ended');
    case 'past_due':
      return card ? t('storefronts.billing.pastDueCard', { card }) : t('storefronts.billing.pastDue');
    default:
      return billing.cancelAtPeriodEnd
        ? t('storefronts.billing.endsOn', { day: formatDate(billing.currentPeriodEnd) })
        : card
          ? t('storefronts.billing.nextChargeCard', { price, day: formatDate(billing.currentPeriodEnd), card })
          : t('storefronts.billing.nextCharge', { price, day: formatDate(billing.currentPeriodEnd) });
  }
}

/** The tier's billing above the tier cards, with the way out of it. */
export function TierBilling({ billing }: { billing: TierSubscription }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelTier();
  const cancellable =
    (billing.status === 'trialing' || billing.status === 'active' || billing.status === 'past_due') &&
    !billing.cancelAtPeriodEnd;
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm" data-testid="tier-billing">
        {tierBillingSentence(billing, t)}
      </p>
      {cancellable && (
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          {t('storefronts.billing.cancelButton')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('storefronts.billing.cancelTitle')}
        description={
          billing.status !== 'trialing'
            ? t('storefronts.billing.cancelPaid')
            : billing.paymentMode === 'stripe'
              ? t('storefronts.billing.cancelTrialStripe')
              : t('storefronts.billing.cancelTrial')
        }
        confirmLabel={t('storefronts.billing.cancelConfirm')}
        pendingLabel={t('storefronts.cancelling')}
        pending={cancel.isPending}
        destructive
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: (result) => {
              toast.success(t('storefronts.billing.cancelled'), { description: result.message });
              setConfirming(false);
            },
            onError: (error) => failureToast(error, t('storefronts.billing.nothingToCancel')),
          })
        }
      />
    </div>
  );
}
