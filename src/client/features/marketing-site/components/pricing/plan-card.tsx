import { Check } from 'lucide-react';
import { Link } from 'react-router';
import type { Plan } from '@shared/marketing-site/marketing.schemas';
import { Button } from '@client/components/ui/button';
import { cx } from '@client/lib/cx';
import { formatPlanPrice } from '../../marketing-format';
import { useT } from '@client/i18n/use-t';

/** Card heights are fixed by the grid row; the minimum keeps skeletons and cards the same size. */
export const planCardClass = 'relative flex min-h-[29rem] flex-col rounded-2xl border bg-card p-6';

export function PlanCard({ plan, cta: ctaText }: { plan: Plan; cta?: string }) {
  const t = useT();
  const cta = ctaText ?? t('marketing-site.startFreeTrialTitle');
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cx(
        planCardClass,
        plan.popular
          ? 'border-brand-600 shadow-lg ring-2 ring-brand-600 dark:border-brand-500 dark:ring-brand-500'
          : 'shadow-sm',
      )}
    >
      {plan.popular && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold text-slate-900">
          {t('marketing-site.plans.popular')}
        </span>
      )}
      <h3 id={`plan-${plan.id}`} className="text-xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-muted md:min-h-10">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight" data-testid={`price-${plan.id}`}>
          {formatPlanPrice(plan.price)}
        </span>
        <span className="text-muted">{t('marketing-site.plans.perMonth')}</span>
      </p>
      <ul className="mt-6 space-y-3 text-sm" aria-label={t('marketing-site.plans.includes', { name: plan.name })}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-500" aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <Button asChild className="w-full" variant={plan.popular ? 'default' : 'outline'} size="lg">
          <Link to="/auth" aria-label={t('marketing-site.plans.ctaLabel', { cta, name: plan.name })}>
            {cta}
          </Link>
        </Button>
      </div>
    </article>
  );
}
