import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { softwareApplicationJsonLd } from '@shared/marketing-site/structured-data';
import { usePlans } from '../api/marketing.api';
import { ContactSection } from './landing/contact-section';
import { FeatureGrid } from './landing/feature-grid';
import { GrowthSection } from './landing/growth-section';
import { Hero } from './landing/hero';
import { HowItWorks } from './landing/how-it-works';
import { StatsStrip } from './landing/stats-strip';
import { Testimonials } from './landing/testimonials';
import { PlanGrid } from './pricing/plan-grid';
import { PublicLayout } from './public-layout';
import { usePublicPageMeta } from '../use-public-page-meta';
import { useT } from '@client/i18n/use-t';

const ProductTour = lazy(() => import('./landing/product-tour'));

const DEFAULT_TRIAL_DAYS = 45;

// What is drawn from GET /api/plans has components of its own: the plans' answer reaches them as a store update,
// which React draws in one task, and that task then redraws them and not the whole page.

function useTrialDays() {
  return usePlans().data?.trialDays ?? DEFAULT_TRIAL_DAYS;
}

/** The page's head, with the product's structured data once the plans are known. */
function LandingMeta() {
  const { data } = usePlans();
  usePublicPageMeta('/', { jsonLd: data && softwareApplicationJsonLd(data, `${window.location.origin}/`) });
  return null;
}

function TrialHero({ onWatchDemo }: { onWatchDemo: () => void }) {
  return <Hero trialDays={useTrialDays()} onWatchDemo={onWatchDemo} />;
}

function TrialLine() {
  const t = useT();
  return <>{t('marketing-site.landing.trialLine', { days: useTrialDays() })}</>;
}

/** `/` for visitors: what Crewdesk does, what it costs, and a way to try it or ask. */
export function LandingPage() {
  const t = useT();
  const [tourOpen, setTourOpen] = useState(false);
  const { hash } = useLocation();
  // The sections exist only once this page has rendered, after the browser's own jump to the anchor.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <PublicLayout>
      <LandingMeta />
      <TrialHero onWatchDemo={() => setTourOpen(true)} />
      <StatsStrip />
      <FeatureGrid />
      <GrowthSection />
      <section
        id="pricing"
        aria-labelledby="pricing-title"
        className="defer-render mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:py-20"
      >
        <h2 id="pricing-title" className="text-center text-3xl font-bold tracking-tight">
          {t('marketing-site.landing.pricingTitle')}
        </h2>
        <p className="mx-auto mb-10 mt-3 max-w-2xl text-center text-muted">
          <TrialLine />
        </p>
        <PlanGrid cta={(days) => t('marketing-site.landing.planCta', { days })} />
      </section>
      <HowItWorks />
      <Testimonials />
      <ContactSection />
      {tourOpen && (
        <Suspense fallback={null}>
          <ProductTour open={tourOpen} onOpenChange={setTourOpen} />
        </Suspense>
      )}
    </PublicLayout>
  );
}
