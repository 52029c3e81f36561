import { BadgeCheck } from 'lucide-react';
import type { Plan } from '@shared/marketing-site/marketing.schemas';
import type { PlanId } from '@shared/marketing-site/plans';
import { formatMoney } from '@shared/money';
import { Badge } from '@client/components/ui/badge';
import { cx } from '@client/lib/cx';
import { useT } from '@client/i18n/use-t';

/**
 * The three plans as radio buttons drawn as cards (arrow keys move between them, as between any radios): name,
 * "Most popular", the monthly price from GET /api/plans and what each includes. `current` marks the owner's plan.
 */
export function PlanChooser(props: {
  plans: Plan[];
  value: PlanId;
  onChange: (plan: PlanId) => void;
  legend: string;
  /** The radios' group name, unique on the page. */
  name: string;
  current?: PlanId;
  compact?: boolean;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-semibold">{props.legend}</legend>
      <div className={cx('grid gap-3', !props.compact && 'md:grid-cols-3')}>
        {props.plans.map((plan) => {
          const chosen = plan.id === props.value;
          const id = `${props.name}-${plan.id}`;
          return (
            <label
              key={plan.id}
              className={cx(
                'relative flex cursor-pointer flex-col gap-2 rounded-xl border bg-card p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                chosen
                  ? 'border-brand-600 ring-2 ring-brand-600/30 dark:border-brand-500'
                  : 'hover:border-slate-400 dark:hover:border-slate-500',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={props.name}
                    aria-labelledby={`${id}-name`}
                    aria-describedby={plan.popular ? `${id}-price ${id}-popular` : `${id}-price`}
                    value={plan.id}
                    checked={chosen}
                    onChange={() => props.onChange(plan.id)}
                    className="size-4 accent-brand-700"
                  />
                  <span id={`${id}-name`} className="font-semibold">
                    {plan.name}
                  </span>
                </span>
                <span className="flex flex-wrap justify-end gap-1">
                  {plan.popular && (
                    <span id={`${id}-popular`}>
                      <Badge tone="violet">{t('subscriptions.chooser.popular')}</Badge>
                    </span>
                  )}
                  {props.current === plan.id && <Badge tone="green">{t('subscriptions.chooser.current')}</Badge>}
                </span>
              </span>
              <span id={`${id}-price`}>
                <span className="text-2xl font-bold">{formatMoney(plan.price)}</span>{' '}
                <span className="text-sm text-muted">{t('subscriptions.chooser.perMonth')}</span>
              </span>
              {!props.compact && (
                <>
                  <span className="text-sm text-muted">{plan.description}</span>
                  <ul className="space-y-1.5 text-sm">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <BadgeCheck className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-500" aria-hidden />
                        {feature}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
