import { Store } from 'lucide-react';
import { usePublicPageMeta } from '../../use-public-page-meta';
import { CallToAction } from '../common/call-to-action';
import { HeroBadge, PageHero } from '../common/page-hero';
import { SectionHeading } from '../common/section-heading';
import { PublicLayout } from '../public-layout';
import { StorefrontAction } from '../storefronts/storefront-action';
import { StorefrontExamples, StorefrontFeatures, StorefrontSteps } from '../storefronts/storefront-sections';
import { TierGrid } from '../storefronts/tier-grid';

export function CustomerStorefrontsPage() {
  usePublicPageMeta('/customer-storefronts');
  return (
    <PublicLayout>
      <PageHero
        badge={
          <HeroBadge>
            <Store className="size-4" aria-hidden /> New: customer storefronts
          </HeroBadge>
        }
        title="Your own storefront, ready for customers"
        lead="Give your business a professional page where customers see your services, request quotes, book work and pay online, all connected to the rest of Crewdesk."
        actions={<StorefrontAction size="lg" />}
      />
      <StorefrontFeatures />
      <StorefrontSteps />
      <section aria-labelledby="sf-plans" className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="sf-plans" eyebrow="Storefront plans" title="Pick the storefront plan that fits">
          A monthly fee plus a small fee on each transaction. Change or cancel at any time.
        </SectionHeading>
        <div className="mt-12">
          <TierGrid
            action={(tierName) => <StorefrontAction className="w-full" size="lg" label={`${tierName} plan`} />}
          />
        </div>
      </section>
      <StorefrontExamples />
      <CallToAction
        title="Open your storefront today"
        text="Turn visitors into booked jobs with a page that looks like your business and works with the tools you already use."
      >
        <StorefrontAction size="lg" variant="accent" />
      </CallToAction>
    </PublicLayout>
  );
}
