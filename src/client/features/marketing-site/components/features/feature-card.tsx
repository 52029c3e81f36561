import { Check } from 'lucide-react';
import type { ProductFeature } from '../../content/features';

export function FeatureCard({ feature }: { feature: ProductFeature }) {
  const Icon = feature.icon;
  return (
    <article className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-800/40 dark:text-brand-100">
        <Icon className="size-6" aria-hidden />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
      <p className="mt-2 text-muted">{feature.text}</p>
      <ul className="mt-4 space-y-2 text-sm">
        {feature.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-500" aria-hidden />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
