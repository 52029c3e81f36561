import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@client/components/brand/logo';
import { useT } from '@client/i18n/use-t';
import { useSiteInfo } from '@client/lib/site-info';
import { LanguageSelect } from './language-select';

type FooterLink = { label: string; to?: string; href?: string };

const columns = (t: ReturnType<typeof useT>): { title: string; links: FooterLink[]; wide?: boolean }[] => [
  {
    title: t('marketing-site.footer.product'),
    links: [
      { label: t('marketing-site.nav.features'), to: '/features' },
      { label: t('marketing-site.nav.pricing'), to: '/pricing' },
      { label: t('marketing-site.nav.blog'), to: '/blog' },
      { label: t('marketing-site.footer.storefronts'), to: '/customer-storefronts' },
    ],
  },
  {
    title: t('marketing-site.footer.legal'),
    links: [
      { label: t('marketing-site.legal.terms'), to: '/terms-of-service' },
      { label: t('marketing-site.legal.privacy'), to: '/privacy-policy' },
    ],
  },
  {
    title: t('marketing-site.footer.support'),
    wide: true,
    links: [
      // The support address of Site Settings (SupportLink), in the place of this one.
      { label: 'support', href: 'mailto:' },
      { label: 'privacy@crewdesk.app', href: 'mailto:privacy@crewdesk.app' },
      { label: t('marketing-site.footer.signIn'), to: '/auth?tab=login' },
      { label: t('marketing-site.footer.trial'), to: '/auth?tab=register' },
    ],
  },
];

const linkClass =
  'text-sm text-slate-600 underline-offset-4 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-brand-100';

/** The support address of Site Settings (the defaults while a prerendered page hydrates). */
function SupportLink() {
  const { supportEmail } = useSiteInfo();
  return (
    <a href={`mailto:${supportEmail}`} className={`${linkClass} break-all`}>
      {supportEmail}
    </a>
  );
}

export function PublicFooter() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-white dark:bg-slate-950">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="col-span-2 space-y-3 lg:col-span-1">
          <Link to="/" aria-label={t('brand.home')} className="inline-block rounded-md">
            <Logo />
          </Link>
          <p className="max-w-xs text-sm text-slate-600 dark:text-slate-300">{t('marketing-site.footer.tagline')}</p>
        </div>
        {columns(t).map((column) => (
          <div key={column.title} className={column.wide ? 'col-span-2 sm:col-span-1' : undefined}>
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.href === 'mailto:' ? (
                    <SupportLink />
                  ) : link.to ? (
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} className={`${linkClass} break-all`}>
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between dark:text-slate-300">
          {/* Prerendered at build time: the year may have turned since. */}
          <p suppressHydrationWarning>{t('marketing-site.footer.copyright', { year: String(year) })}</p>
          <LanguageSelect />
          <p className="inline-flex items-center gap-2">
            <Lock className="size-4 shrink-0" aria-hidden />
            {t('marketing-site.footer.secure')}
          </p>
        </div>
      </div>
    </footer>
  );
}
