import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LandingPageTier } from '@shared/marketing-site/marketing.schemas';
import { STOREFRONT_TIER_NAMES, type StorefrontTierName } from '@shared/storefronts/storefront-values';
import type { TierSubscription } from '@shared/storefronts/tier.schemas';
import { TierCard } from '@client/components/tier-card';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { tiersQuery } from '../api/storefront.queries';
import { tierQuery } from '../api/tier.api';
import { isTier } from '../storefront-format';
import { ChooseTierDialog } from './choose-tier-dialog';
import { TierBilling } from './tier-billing';
import { useTierCheckoutReturn } from './use-tier-checkout-return';
import { useT } from '@client/i18n/use-t';

const keyOf = (tier: LandingPageTier) =>
  STOREFRONT_TIER_NAMES.find((name) => isTier(tier, name)) as StorefrontTierName | undefined;

/**
 * Whether a tier card offers Choose: any tier but the one the storefront is subscribed to now, and that one too when
 * its payment failed (in test mode a new card pays the month owed).
 */
function choosable(billing: TierSubscription, key: StorefrontTierName) {
  if (billing.status === 'past_due' && billing.paymentMode === 'test') return true;
  const live = billing.status !== 'none' && billing.status !== 'canceled' && !billing.cancelAtPeriodEnd;
  return !(live && billing.tierName === key);
}

/**
 * The storefront tiers on offer, the storefront's own marked as current (`tierName` null: no storefront yet, nothing
 * to choose for). With a storefront: how its tier is billed, and Choose on the others (with Stripe, on its page).
 */
export function PricingTab({ tierName }: { tierName: string | null }) {
  const t = useT();
  const tiers = useQuery(tiersQuery);
  const billing = useQuery({ ...tierQuery, enabled: tierName !== null });
  const [choosing, setChoosing] = useState<(LandingPageTier & { key: StorefrontTierName }) | null>(null);
  useTierCheckoutReturn();
  if (tiers.isError && !tiers.data) {
    return (
      <LoadError
        what={t('storefronts.tier.loadWhat')}
        retrying={tiers.isFetching}
        onRetry={() => void tiers.refetch()}
      />
    );
  }
  const action = (tier: LandingPageTier) => {
    const key = keyOf(tier);
    if (!billing.data || !key || !choosable(billing.data, key)) return undefined;
    return (
      <Button
        className="w-full"
        onClick={() => setChoosing({ ...tier, key })}
        aria-label={t('storefronts.tier.chooseTier', { name: tier.name })}
      >
        {t('storefronts.tier.choose', { name: tier.name })}
      </Button>
    );
  };
  return (
    <div className="space-y-4">
      {billing.data && <TierBilling billing={billing.data} />}
      <div className="grid gap-4 md:grid-cols-3" aria-busy={tiers.isPending}>
        {tiers.data
          ? tiers.data.map((tier) => (
              <TierCard
                key={tier.id}
                tier={tier}
                size="panel"
                current={tierName !== null && isTier(tier, tierName)}
                action={action(tier)}
              />
            ))
          : [0, 1, 2].map((i) => <Skeleton key={i} className="h-72 w-full rounded-xl" />)}
      </div>
      {choosing && billing.data && (
        <ChooseTierDialog tier={choosing} billing={billing.data} onClose={() => setChoosing(null)} />
      )}
    </div>
  );
}
