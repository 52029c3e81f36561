import { CalendarCheck, CreditCard, FileText, Megaphone, Store, Users } from 'lucide-react';
import { useT } from '@client/i18n/use-t';

const features = (t: ReturnType<typeof useT>) => [
  {
    icon: FileText,
    title: t('marketing-site.landing.feature1Title'),
    text: t('marketing-site.landing.feature1Text'),
  },
  {
    icon: CreditCard,
    title: t('marketing-site.landing.feature2Title'),
    text: t('marketing-site.landing.feature2Text'),
  },
  {
    icon: Users,
    title: t('marketing-site.landing.feature3Title'),
    text: t('marketing-site.landing.feature3Text'),
  },
  {
    icon: CalendarCheck,
    title: t('marketing-site.landing.feature4Title'),
    text: t('marketing-site.landing.feature4Text'),
  },
  {
    icon: Megaphone,
    title: t('marketing-site.landing.feature5Title'),
    text: t('marketing-site.landing.feature5Text'),
  },
  {
    icon: Store,
    title: t('marketing-site.landing.feature6Title'),
    text: t('marketing-site.landing.feature6Text'),
  },
];

export function FeatureGrid() {
  const t = useT();
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="defer-render mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:py-20"
    >
      <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
        {t('marketing-site.landing.featuresTitle')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted">{t('marketing-site.landing.featuresLead')}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features(t).map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-6">
            <Icon className="size-8 text-brand-700 dark:text-brand-500" aria-hidden />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
