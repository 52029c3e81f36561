import { useQuery } from '@tanstack/react-query';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LandingPageTier } from '@shared/marketing-site/marketing.schemas';
import { formatMoney } from '@shared/money';
import { Badge } from '@client/components/ui/badge';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/spinner';
import { cx } from '@client/lib/cx';
import { tiersQuery } from '../api/storefront.queries';
import { formatPercent, isTier, unlimited } from '../storefront-format';

function Feature({ included, children }: { included: boolean; children: ReactNode }) {
  return (
    <li className={cx('flex gap-2', !included && 'text-muted')}>
      {included ? (
        <Check className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-500" aria-hidden />
      ) : (
        <Minus className="mt-0.5 size-4 shrink-0" aria-hidden />
      )}
      <span>
        {children}
        {!included && <span className="sr-only"> (not included)</span>}
      </span>
    </li>
  );
}

function TierCard({ tier, current }: { tier: LandingPageTier; current: boolean }) {
  return (
    <article
      aria-labelledby={`builder-tier-${tier.id}`}
      aria-current={current || undefined}
      data-testid="tier-card"
      className={cx(
        'flex flex-col rounded-xl border bg-card p-5 shadow-sm',
        current && 'border-brand-600 ring-2 ring-brand-600/30',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`builder-tier-${tier.id}`} className="text-lg font-semibold">
          {tier.name}
        </h3>
        {current && <Badge tone="blue">Current tier</Badge>}
      </div>
      {tier.description && <p className="mt-1 text-sm text-muted">{tier.description}</p>}
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-3xl font-bold tracking-tight">{formatMoney(tier.monthlyFee)}</span>
        <span className="text-muted">/month</span>
      </p>
      <p className="mt-1 text-sm text-muted">{formatPercent(tier.transactionFeePercent)} fee per transaction</p>
      <ul className="mt-4 space-y-2 text-sm">
        <Feature included>{unlimited(tier.maxProducts, 'products')}</Feature>
        <Feature included={tier.customDomain}>Custom domain</Feature>
        <Feature included={tier.advancedAnalytics}>Advanced analytics</Feature>
        <Feature included={tier.prioritySupport}>Priority support</Feature>
      </ul>
    </article>
  );
}

/** The storefront tiers on offer, the storefront's own marked as current (`tierName` null: none yet). */
export function PricingTab({ tierName }: { tierName: string | null }) {
  const tiers = useQuery(tiersQuery);
  if (tiers.isError && !tiers.data) {
    return <LoadError what="the storefront tiers" retrying={tiers.isFetching} onRetry={() => void tiers.refetch()} />;
  }
  return (
    <div className="grid gap-4 md:grid-cols-3" aria-busy={tiers.isPending}>
      {tiers.data
        ? tiers.data.map((tier) => (
            <TierCard key={tier.id} tier={tier} current={tierName !== null && isTier(tier, tierName)} />
          ))
        : [0, 1, 2].map((i) => <Skeleton key={i} className="h-72 w-full rounded-xl" />)}
    </div>
  );
}
