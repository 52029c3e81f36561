import type { ReactNode } from 'react';
import { Logo, LogoMark } from '@client/components/brand/logo';
import { usePublicPageMeta } from '../../use-public-page-meta';
import { cx } from '@client/lib/cx';
import { PublicLayout } from '../public-layout';
import { useT } from '@client/i18n/use-t';

const faviconSizes = [16, 32, 48, 64, 128];
const markSizes = [
  { label: '24 px', className: 'size-6' },
  { label: '32 px', className: 'size-8' },
  { label: '48 px', className: 'size-12' },
  { label: '64 px', className: 'size-16' },
  { label: '96 px', className: 'size-24' },
];
const logoSizes = (t: ReturnType<typeof useT>) => [
  { label: t('marketing-site.logoTest.small'), className: 'text-base [&_svg]:size-6' },
  { label: t('marketing-site.logoTest.default'), className: '' },
  { label: t('marketing-site.logoTest.large'), className: 'text-2xl [&_svg]:size-10' },
  { label: t('marketing-site.logoTest.extraLarge'), className: 'text-4xl [&_svg]:size-14' },
];

const backgrounds = (t: ReturnType<typeof useT>) => [
  { name: t('marketing-site.logoTest.light'), className: 'bg-white text-slate-900 border-slate-200' },
  { name: t('marketing-site.logoTest.dark'), className: 'bg-slate-900 text-white border-slate-700' },
];

function Specimen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="flex flex-col items-center gap-2">
      <div className="flex min-h-16 items-center">{children}</div>
      <figcaption className="text-xs opacity-80">{label}</figcaption>
    </figure>
  );
}

function Panel({ name, className }: { name: string; className: string }) {
  const t = useT();
  return (
    <section aria-label={name} className={cx('space-y-8 rounded-2xl border p-6 sm:p-8', className)}>
      <h2 className="text-xl font-semibold">{name}</h2>
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wide opacity-80">
          {t('marketing-site.logoTest.favicon')}
        </h3>
        <div className="mt-4 flex flex-wrap items-end gap-6">
          {faviconSizes.map((size) => (
            <Specimen key={size} label={`${size} px`}>
              <img
                src="/favicon.svg"
                width={size}
                height={size}
                alt={t('marketing-site.logoTest.faviconAlt', { size })}
              />
            </Specimen>
          ))}
        </div>
      </div>
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wide opacity-80">
          {t('marketing-site.logoTest.mark')}
        </h3>
        <div className="mt-4 flex flex-wrap items-end gap-6">
          {markSizes.map((size) => (
            <Specimen key={size.label} label={size.label}>
              <LogoMark className={size.className} />
            </Specimen>
          ))}
        </div>
      </div>
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wide opacity-80">
          {t('marketing-site.logoTest.full')}
        </h3>
        <div className="mt-4 flex flex-wrap items-end gap-x-10 gap-y-6">
          {logoSizes(t).map((size) => (
            <Specimen key={size.label} label={size.label}>
              <Logo className={size.className} />
            </Specimen>
          ))}
        </div>
      </div>
    </section>
  );
}

/** A page for checking the brand marks by eye at the sizes the product uses them. */
export function LogoTestPage() {
  const t = useT();
  usePublicPageMeta('/logo-test');
  return (
    <PublicLayout>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-12">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('marketing-site.logoTest.title')}</h1>
          <p className="mt-2 text-muted">{t('marketing-site.logoTest.lead')}</p>
        </div>
        <div className="grid gap-8 lg:grid-cols-2">
          {backgrounds(t).map((background) => (
            <Panel key={background.name} {...background} />
          ))}
        </div>
      </div>
    </PublicLayout>
  );
}
