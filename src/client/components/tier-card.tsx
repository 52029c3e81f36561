import { Check, Minus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { LandingPageTier } from '@shared/marketing-site/marketing.schemas';
import { formatMoney } from '@shared/money';
import { cx } from '../lib/cx';
import { Badge } from './ui/badge';
import { useT } from '@client/i18n/use-t';

// One storefront tier as a card, the same on the public storefronts page (`page`, large, with its call to action)
// and in the Store Builder's Pricing tab (`panel`, the storefront's own tier marked as current).

const sizes = {
  page: {
    card: 'min-h-[25rem] rounded-2xl p-6',
    name: 'text-xl',
    description: 'md:min-h-15',
    price: 'mt-5',
    amount: 'text-4xl font-extrabold',
    features: 'mt-6 space-y-3',
  },
  panel: {
    card: 'rounded-xl p-5',
    name: 'text-lg',
    description: '',
    price: 'mt-4',
    amount: 'text-3xl font-bold',
    features: 'mt-4 space-y-2',
  },
};

export type TierCardSize = keyof typeof sizes;

/** The card's frame, for a placeholder of the same size. */
export const tierCardClass = (size: TierCardSize) => cx('flex flex-col border bg-card shadow-sm', sizes[size].card);

function Feature({ included, children }: { included: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <li className={cx('flex gap-2', !included && 'text-muted')}>
      {included ? (
        <Check className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-500" aria-hidden />
      ) : (
        <Minus className="mt-0.5 size-4 shrink-0" aria-hidden />
      )}
      <span>
        {children}
        {!included && <span className="sr-only"> {t('ui.tierCard.notIncluded')}</span>}
      </span>
    </li>
  );
}

/** A tier: its price, its fee per transaction, its products (-1: unlimited) and what else it includes. */
export function TierCard(props: { tier: LandingPageTier; size: TierCardSize; current?: boolean; action?: ReactNode }) {
  const { tier, current } = props;
  const t = useT();
  const size = sizes[props.size];
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      aria-current={current || undefined}
      data-testid="tier-card"
      className={cx(tierCardClass(props.size), current && 'border-brand-600 ring-2 ring-brand-600/30')}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className={cx(size.name, 'font-semibold')}>
          {tier.name}
        </h3>
        {current && <Badge tone="blue">{t('ui.tierCard.current')}</Badge>}
      </div>
      {tier.description && <p className={cx('mt-1 text-sm text-muted', size.description)}>{tier.description}</p>}
      <p className={cx(size.price, 'flex items-baseline gap-1')}>
        <span className={cx(size.amount, 'tracking-tight')}>{formatMoney(tier.monthlyFee)}</span>
        <span className="text-muted">{t('ui.tierCard.perMonth')}</span>
      </p>
      <p className="mt-1 text-sm text-muted">
        {t('ui.tierCard.fee', { percent: Number(tier.transactionFeePercent) })}
      </p>
      <ul className={cx(size.features, 'text-sm')}>
        <Feature included>
          {tier.maxProducts === -1
            ? t('ui.tierCard.unlimitedProducts')
            : t('ui.tierCard.products', { count: tier.maxProducts })}
        </Feature>
        <Feature included={tier.customDomain}>{t('ui.tierCard.customDomain')}</Feature>
        <Feature included={tier.advancedAnalytics}>{t('ui.tierCard.advancedAnalytics')}</Feature>
        <Feature included={tier.prioritySupport}>{t('ui.tierCard.prioritySupport')}</Feature>
      </ul>
      {props.action && <div className="mt-auto pt-6">{props.action}</div>}
    </article>
  );
}
