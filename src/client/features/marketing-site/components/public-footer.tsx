import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@client/components/brand/logo';
import { useSiteInfo } from '@client/lib/site-info';

type FooterLink = { label: string; to?: string; href?: string };

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/features' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Blog', to: '/blog' },
      { label: 'Customer Storefronts', to: '/customer-storefronts' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
  {
    title: 'Support',
    links: [
      // The support address of Site Settings (SupportLink), in the place of this one.
      { label: 'support', href: 'mailto:' },
      { label: 'privacy@crewdesk.app', href: 'mailto:privacy@crewdesk.app' },
      { label: 'Sign in to your account', to: '/auth?tab=login' },
      { label: 'Start a free trial', to: '/auth?tab=register' },
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
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-white dark:bg-slate-950">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="col-span-2 space-y-3 lg:col-span-1">
          <Link to="/" aria-label="Crewdesk home" className="inline-block rounded-md">
            <Logo />
          </Link>
          <p className="max-w-xs text-sm text-slate-600 dark:text-slate-300">
            Quotes, invoices, payments, scheduling and marketing for service businesses, in one place.
          </p>
        </div>
        {columns.map((column) => (
          <div key={column.title} className={column.title === 'Support' ? 'col-span-2 sm:col-span-1' : undefined}>
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.label === 'support' ? (
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
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between dark:text-slate-300">
          {/* Prerendered at build time: the year may have turned since. */}
          <p suppressHydrationWarning>© {year} Crewdesk. All rights reserved.</p>
          <p className="inline-flex items-center gap-2">
            <Lock className="size-4 shrink-0" aria-hidden />
            Secure payments powered by our PCI-compliant card payment provider.
          </p>
        </div>
      </div>
    </footer>
  );
}
