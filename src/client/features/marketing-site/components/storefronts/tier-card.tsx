import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LandingPageTier } from '@shared/marketing-site/marketing.schemas';
import { formatPercent, formatPlanPrice } from '../../marketing-format';

export const tierCardClass = 'flex min-h-[25rem] flex-col rounded-2xl border bg-card p-6 shadow-sm';

function Feature({ included, children }: { included: boolean; children: ReactNode }) {
  return (
    <li className={included ? 'flex gap-2' : 'flex gap-2 text-muted'}>
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

export function TierCard({ tier, action }: { tier: LandingPageTier; action: ReactNode }) {
  return (
    <article aria-labelledby={`tier-${tier.id}`} className={tierCardClass}>
      <h3 id={`tier-${tier.id}`} className="text-xl font-semibold">
        {tier.name}
      </h3>
      {tier.description && <p className="mt-1 text-sm text-muted md:min-h-15">{tier.description}</p>}
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">{formatPlanPrice(tier.monthlyFee)}</span>
        <span className="text-muted">/month</span>
      </p>
      <p className="mt-1 text-sm text-muted">+ {formatPercent(tier.transactionFeePercent)} per transaction</p>
      <ul className="mt-6 space-y-3 text-sm">
        <Feature included>
          {tier.maxProducts === -1 ? 'Unlimited products' : `Up to ${tier.maxProducts} products`}
        </Feature>
        <Feature included={tier.customDomain}>Custom domain</Feature>
        <Feature included={tier.advancedAnalytics}>Advanced analytics</Feature>
        <Feature included={tier.prioritySupport}>Priority support</Feature>
      </ul>
      <div className="mt-auto pt-6">{action}</div>
    </article>
  );
}
