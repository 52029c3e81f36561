import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/spinner';
import { usePublicPageMeta } from '../../use-public-page-meta';
import { usePlans } from '../../api/marketing.api';
import { pricingFaq } from '../../content/pricing-faq';
import { formatPercent } from '../../marketing-format';
import { CallToAction } from '../common/call-to-action';
import { FaqList } from '../common/faq-list';
import { HeroBadge, PageHero } from '../common/page-hero';
import { SectionHeading } from '../common/section-heading';
import { PlanGrid } from '../pricing/plan-grid';
import { PricingNotes } from '../pricing/pricing-notes';
import { PublicLayout } from '../public-layout';

// The parts drawn from GET /api/plans are components of their own: the plans' answer reaches them as a store
// update, which React draws in one task, and that task then redraws them and not the whole page.

function TrialBadge() {
  const { data } = usePlans();
  return data ? (
    <HeroBadge>
      <Gift className="size-4" aria-hidden /> {data.trialDays}-day free trial · No credit card required
    </HeroBadge>
  ) : (
    <Skeleton pill className="mx-auto h-[1.875rem] w-72 max-w-full" />
  );
}

function PricingFaq() {
  const { data } = usePlans();
  const fee = data ? formatPercent(data.transactionFeePercent) : undefined;
  return <FaqList items={pricingFaq({ trialDays: data?.trialDays, fee })} />;
}

export function PricingPage() {
  usePublicPageMeta('/pricing');
  return (
    <PublicLayout>
      <PageHero
        badge={<TrialBadge />}
        title="Simple, transparent pricing"
        lead="Pick the plan that fits your business today and change it whenever you grow. Every plan starts with a free trial that includes every feature."
      />
      <section aria-labelledby="plans-heading" className="mx-auto -mt-4 max-w-6xl px-4 pb-12">
        <h2 id="plans-heading" className="sr-only">
          Plans
        </h2>
        <PlanGrid />
      </section>
      <section aria-labelledby="fees-heading" className="defer-render mx-auto max-w-6xl px-4 pb-16">
        <h2 id="fees-heading" className="sr-only">
          Fees and payment methods
        </h2>
        <PricingNotes />
      </section>
      <section aria-labelledby="faq-heading" className="defer-render mx-auto max-w-3xl px-4 py-16">
        <SectionHeading id="faq-heading" title="Frequently asked questions">
          Answers to what owners ask us most before they start.
        </SectionHeading>
        <div className="mt-10">
          <PricingFaq />
        </div>
      </section>
      <CallToAction
        title="Start your free trial today"
        text="Set up your business in minutes and send your first invoice today. No credit card needed."
      >
        <Button asChild size="lg" variant="accent">
          <Link to="/auth">Start Free Trial</Link>
        </Button>
      </CallToAction>
    </PublicLayout>
  );
}
