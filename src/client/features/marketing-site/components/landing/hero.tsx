import { ArrowRight, PlayCircle } from 'lucide-react';
import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/i18n/use-t';

export function Hero({ trialDays, onWatchDemo }: { trialDays: number; onWatchDemo: () => void }) {
  const t = useT();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-transparent px-4 pb-16 pt-14 text-center dark:from-brand-800/25 sm:pb-24 sm:pt-20">
      <Link
        to="/customer-storefronts"
        className="inline-flex items-center gap-2 rounded-full border border-brand-600/40 bg-card px-3 py-1 text-sm font-medium text-brand-800 hover:border-brand-600 dark:text-brand-100"
      >
        {t('marketing-site.landing.heroBadge')} <ArrowRight className="size-4" aria-hidden />
      </Link>
      <h1 className="mx-auto mt-6 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">
        <Trans
          id="marketing-site.landing.heroTitle"
          components={{ em: <span className="text-brand-700 dark:text-brand-500" /> }}
        />
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">{t('marketing-site.landing.heroLead')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/auth">{t('marketing-site.landing.tryFree')}</Link>
        </Button>
        <Button size="lg" variant="outline" onClick={onWatchDemo}>
          <PlayCircle /> {t('marketing-site.landing.watchDemo')}
        </Button>
      </div>
      <p className="mt-4 text-sm text-muted">{t('marketing-site.landing.heroNote', { days: trialDays })}</p>
    </section>
  );
}
