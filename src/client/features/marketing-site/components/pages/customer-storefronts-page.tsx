import { Store } from 'lucide-react';
import { usePublicPageMeta } from '../../use-public-page-meta';
import { CallToAction } from '../common/call-to-action';
import { HeroBadge, PageHero } from '../common/page-hero';
import { SectionHeading } from '../common/section-heading';
import { PublicLayout } from '../public-layout';
import { StorefrontAction } from '../storefronts/storefront-action';
import { StorefrontExamples, StorefrontFeatures, StorefrontSteps } from '../storefronts/storefront-sections';
import { TierGrid } from '../storefronts/tier-grid';
import { useT } from '@client/i18n/use-t';

export function CustomerStorefrontsPage() {
  const t = useT();
  usePublicPageMeta('/customer-storefronts');
  return (
    <PublicLayout>
      <PageHero
        badge={
          <HeroBadge>
            <Store className="size-4" aria-hidden /> {t('marketing-site.storefronts.badge')}
          </HeroBadge>
        }
        title={t('marketing-site.storefronts.title')}
        lead={t('marketing-site.storefronts.lead')}
        actions={<StorefrontAction size="lg" />}
      />
      <StorefrontFeatures />
      <StorefrontSteps />
      <section aria-labelledby="sf-plans" className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading
          id="sf-plans"
          eyebrow={t('marketing-site.storefronts.plans')}
          title={t('marketing-site.storefronts.plansTitle')}
        >
          {t('marketing-site.storefronts.plansLead')}
        </SectionHeading>
        <div className="mt-12">
          <TierGrid
            action={(tierName) => (
              <StorefrontAction
                className="w-full"
                size="lg"
                label={t('marketing-site.storefronts.tierPlan', { name: tierName })}
              />
            )}
          />
        </div>
      </section>
      <StorefrontExamples />
      <CallToAction title={t('marketing-site.storefronts.ctaTitle')} text={t('marketing-site.storefronts.ctaText')}>
        <StorefrontAction size="lg" variant="accent" />
      </CallToAction>
    </PublicLayout>
  );
}
