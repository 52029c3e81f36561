import { useT } from '@client/i18n/use-t';

export function StatsStrip() {
  const t = useT();
  const stats = [
    { value: '500+', label: t('marketing-site.stats.businesses') },
    { value: '$2M+', label: t('marketing-site.stats.revenue') },
    { value: '50K+', label: t('marketing-site.stats.invoices') },
    { value: '98%', label: t('marketing-site.stats.satisfaction') },
  ];
  return (
    <section aria-label={t('marketing-site.stats.label')} className="border-y bg-card">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-4">
        {stats.map((s) => (
          <div key={s.value} className="flex flex-col">
            <dt className="text-sm text-muted">{s.label}</dt>
            <dd className="order-first text-3xl font-extrabold text-brand-700 dark:text-brand-500">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
