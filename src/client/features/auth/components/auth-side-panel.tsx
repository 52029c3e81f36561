import { BarChart3, Building2, Users, Wrench } from 'lucide-react';
import { useT } from '@client/i18n/use-t';

/** The marketing copy beside the sign-in forms, on desktop only. */
export function AuthSidePanel() {
  const t = useT();
  const features = [
    { icon: Building2, title: t('auth.panel.companyTitle'), text: t('auth.panel.companyText') },
    { icon: Wrench, title: t('auth.panel.serviceTitle'), text: t('auth.panel.serviceText') },
    { icon: Users, title: t('auth.panel.customersTitle'), text: t('auth.panel.customersText') },
    { icon: BarChart3, title: t('auth.panel.analyticsTitle'), text: t('auth.panel.analyticsText') },
  ];
  return (
    <aside className="hidden flex-col justify-center bg-brand-800 p-12 text-white lg:flex">
      <h2 className="text-3xl font-bold">{t('auth.panel.title')}</h2>
      <p className="mt-3 max-w-md text-brand-100">{t('auth.panel.lead')}</p>
      <ul className="mt-8 space-y-5">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden />
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-brand-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <figure className="mt-10 max-w-md rounded-xl bg-white/10 p-5">
        <blockquote className="text-sm leading-relaxed">“{t('marketing-site.quotes.marcus')}”</blockquote>
        <figcaption className="mt-3 text-sm font-semibold">{t('auth.panel.quoteBy')}</figcaption>
      </figure>
    </aside>
  );
}
