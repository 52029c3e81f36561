import { CheckCircle2 } from 'lucide-react';
import { useT } from '@client/i18n/use-t';

export function GrowthSection() {
  const t = useT();
  const points = [
    t('marketing-site.landing.growth1'),
    t('marketing-site.landing.growth2'),
    t('marketing-site.landing.growth3'),
    t('marketing-site.landing.growth4'),
  ];
  return (
    <section aria-labelledby="growth-title" className="defer-render bg-brand-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 sm:py-20">
        <div>
          <h2 id="growth-title" className="text-3xl font-bold tracking-tight">
            {t('marketing-site.landing.growthTitle')}
          </h2>
          <p className="mt-4 text-brand-100">{t('marketing-site.landing.growthText')}</p>
        </div>
        <ul className="space-y-4">
          {points.map((p) => (
            <li key={p} className="flex gap-3">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden />
              <span>{p}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
