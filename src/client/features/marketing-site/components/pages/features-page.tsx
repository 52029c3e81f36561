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

export function FeaturesPage() {
  usePublicPageMeta('/features');
  return (
    <PublicLayout>
      <PageHero
        badge={
          <HeroBadge>
            <Sparkles className="size-4" aria-hidden /> Every feature included in your free trial
          </HeroBadge>
        }
        title="Everything your service business needs, in one place"
        lead="Quotes, invoices, card payments, scheduling, customer records and marketing that work together, so you spend less time on paperwork and more time on the job."
        actions={
          <Button asChild size="lg">
            <Link to="/auth">
              Try All Features Free <ArrowRight aria-hidden />
            </Link>
          </Button>
        }
      />
      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="features-heading" eyebrow="Features" title="Built for the way service businesses work">
          From the first quote to the final payment, every step of the job lives in Crewdesk.
        </SectionHeading>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {productFeatures.map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </div>
      </section>
      <section aria-labelledby="industries-heading" className="border-y bg-white py-16 dark:bg-slate-950/40">
        <div className="mx-auto max-w-6xl px-4">
          <SectionHeading id="industries-heading" eyebrow="Industries" title="Made for your trade">
            Crewdesk fits the trades that run on quotes, recurring visits and getting paid on site.
          </SectionHeading>
          <div className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {industries.map((industry) => (
              <IndustryCard key={industry.name} industry={industry} />
            ))}
          </div>
        </div>
      </section>
      <CallToAction
        title="Ready to run your business from one place?"
        text="Start your free trial today. No credit card needed, and every feature is included while you try it."
      >
        <Button asChild size="lg" variant="accent">
          <Link to="/auth">Start Free Trial</Link>
        </Button>
        <Button asChild size="lg" variant="onDark">
          <Link to="/pricing">View Pricing</Link>
        </Button>
      </CallToAction>
    </PublicLayout>
  );
}
