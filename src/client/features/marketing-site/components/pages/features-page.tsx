import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { usePublicPageMeta } from '../../use-public-page-meta';
import { productFeatures } from '../../content/features';
import { industries } from '../../content/industries';
import { CallToAction } from '../common/call-to-action';
import { HeroBadge, PageHero } from '../common/page-hero';
import { SectionHeading } from '../common/section-heading';
import { FeatureCard } from '../features/feature-card';
import { IndustryCard } from '../features/industry-card';
import { PublicLayout } from '../public-layout';
import { useT } from '@client/i18n/use-t';

export function FeaturesPage() {
  const t = useT();
  usePublicPageMeta('/features');
  return (
    <PublicLayout>
      <PageHero
        badge={
          <HeroBadge>
            <Sparkles className="size-4" aria-hidden /> {t('marketing-site.featuresPage.badge')}
          </HeroBadge>
        }
        title={t('marketing-site.featuresPage.title')}
        lead={t('marketing-site.featuresPage.lead')}
        actions={
          <Button asChild size="lg">
            <Link to="/auth">
              {t('marketing-site.featuresPage.tryAll')} <ArrowRight aria-hidden />
            </Link>
          </Button>
        }
      />
      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading
          id="features-heading"
          eyebrow={t('marketing-site.nav.features')}
          title={t('marketing-site.featuresPage.builtTitle')}
        >
          {t('marketing-site.featuresPage.builtLead')}
        </SectionHeading>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {productFeatures(t).map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </div>
      </section>
      <section aria-labelledby="industries-heading" className="border-y bg-white py-16 dark:bg-slate-950/40">
        <div className="mx-auto max-w-6xl px-4">
          <SectionHeading
            id="industries-heading"
            eyebrow={t('marketing-site.featuresPage.industries')}
            title={t('marketing-site.featuresPage.tradeTitle')}
          >
            {t('marketing-site.featuresPage.tradeLead')}
          </SectionHeading>
          <div className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {industries(t).map((industry) => (
              <IndustryCard key={industry.name} industry={industry} />
            ))}
          </div>
        </div>
      </section>
      <CallToAction title={t('marketing-site.featuresPage.ctaTitle')} text={t('marketing-site.featuresPage.ctaText')}>
        <Button asChild size="lg" variant="accent">
          <Link to="/auth">{t('marketing-site.startFreeTrialTitle')}</Link>
        </Button>
        <Button asChild size="lg" variant="onDark">
          <Link to="/pricing">{t('marketing-site.featuresPage.viewPricing')}</Link>
        </Button>
      </CallToAction>
    </PublicLayout>
  );
}
