import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { z } from 'zod';
import type { LandingPageTier } from '@shared/marketing-site/marketing.schemas';
import { formatMoney } from '@shared/money';
import { cardSchema } from '@shared/payments/card.schemas';
import type { StorefrontTierName } from '@shared/storefronts/storefront-values';
import type { TierSubscription } from '@shared/storefronts/tier.schemas';
import { CardFields } from '@client/components/payments/card-fields';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { errorMessage, fieldErrors } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useChooseTier } from '../api/tier.api';
import { useT } from '@client/i18n/use-t';

/** A card is checked when typed: the form holds none while the kept card is used. */
const schema = z.object({ card: cardSchema.optional() });
type Values = z.input<typeof schema>;
const blankCard = { cardholderName: '', cardNumber: '', expiryDate: '', cvv: '' };

/**
 * Choosing a storefront tier: its monthly price after the free trial, and (test mode) the card it is charged to: the
 * one kept for the plan, or another typed here; with Stripe, on Stripe's page. The server answers what was charged,
 * when the trial ends, or where Stripe's page is.
 */
export function ChooseTierDialog(props: {
  tier: LandingPageTier & { key: StorefrontTierName };
  billing: TierSubscription;
  onClose: () => void;
}) {
  const t = useT();
  const { tier, billing } = props;
  const live = billing.status !== 'none' && billing.status !== 'canceled' && !billing.cancelAtPeriodEnd;
  // With Stripe the card is typed on Stripe's page (a new subscription), or is the one Stripe keeps (a change).
  const onStripe = billing.paymentMode === 'stripe';
  // A past-due tier is settled by a new card: the one that failed is not offered again.
  const canSkipCard = billing.status !== 'past_due' && (live || billing.planCardOnFile);
  const [newCard, setNewCard] = useState(!canSkipCard && !onStripe);
  const choose = useChooseTier();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { card: newCard ? blankCard : undefined },
  });
  const submit = form.handleSubmit((values) =>
    choose.mutate(
      { tierName: tier.key, paymentMethod: newCard ? values.card : undefined },
      {
        onSuccess: (result) => {
          if (result.redirectUrl) return void window.location.assign(result.redirectUrl);
          toast.success(t('storefronts.tier.toastTitle', { name: tier.name }), { description: result.message });
          props.onClose();
        },
        onError: (error) =>
          Object.entries(fieldErrors(error)).forEach(([name, message], i) =>
            form.setError(
              name.replace(/^paymentMethod\./, 'card.') as Path<Values>,
              { message },
              { shouldFocus: i === 0 },
            ),
          ),
      },
    ),
  );
  const refusal =
    choose.error && Object.keys(fieldErrors(choose.error)).length === 0 ? errorMessage(choose.error) : null;
  return (
    <Dialog open onOpenChange={(open) => !open && !choose.isPending && props.onClose()}>
      <DialogContent size="md">
        <DialogHeader
          title={t('storefronts.tier.choose', { name: tier.name })}
          description={t('storefronts.tier.chooseDescription', {
            price: formatMoney(tier.monthlyFee),
            percent: tier.transactionFeePercent,
          })}
        />
        <form noValidate className="space-y-4" onSubmit={submit}>
          {onStripe ? (
            <p className="text-sm text-muted">
              {live ? t('storefronts.tier.stripeChange') : t('storefronts.tier.stripeNew')}
            </p>
          ) : (
            <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {t('storefronts.tier.testMode')}
            </p>
          )}
          {canSkipCard && !onStripe && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={newCard}
                onChange={(event) => {
                  setNewCard(event.target.checked);
                  form.reset({ card: event.target.checked ? blankCard : undefined });
                }}
              />
              {live ? t('storefronts.tier.anotherCard') : t('storefronts.tier.anotherCardThanPlan')}
            </label>
          )}
          {newCard && <CardFields form={form} />}
          {refusal && (
            <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
              {refusal}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={choose.isPending} onClick={props.onClose}>
              {t('storefronts.cancel')}
            </Button>
            <Button type="submit" disabled={choose.isPending}>
              {choose.isPending
                ? t('storefronts.tier.choosing')
                : onStripe && !live
                  ? t('storefronts.tier.continueToStripe')
                  : t('storefronts.tier.choose', { name: tier.name })}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
