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
import { useT } from '@client/i18n/use-t';

// The parts drawn from GET /api/plans are components of their own: the plans' answer reaches them as a store
// update, which React draws in one task, and that task then redraws them and not the whole page.

function TrialBadge() {
  const t = useT();
  const { data } = usePlans();
  return data ? (
    <HeroBadge>
      <Gift className="size-4" aria-hidden /> {t('marketing-site.pricing.badge', { days: data.trialDays })}
    </HeroBadge>
  ) : (
    <Skeleton pill className="mx-auto h-[1.875rem] w-72 max-w-full" />
  );
}

function PricingFaq() {
  const t = useT();
  const { data } = usePlans();
  const fee = data ? formatPercent(data.transactionFeePercent) : undefined;
  return <FaqList items={pricingFaq(t, { trialDays: data?.trialDays, fee })} />;
}

export function PricingPage() {
  const t = useT();
  usePublicPageMeta('/pricing');
  return (
    <PublicLayout>
      <PageHero
        badge={<TrialBadge />}
        title={t('marketing-site.pricing.title')}
        lead={t('marketing-site.pricing.lead')}
      />
      <section aria-labelledby="plans-heading" className="mx-auto -mt-4 max-w-6xl px-4 pb-12">
        <h2 id="plans-heading" className="sr-only">
          {t('marketing-site.pricing.plans')}
        </h2>
        <PlanGrid />
      </section>
      <section aria-labelledby="fees-heading" className="defer-render mx-auto max-w-6xl px-4 pb-16">
        <h2 id="fees-heading" className="sr-only">
          {t('marketing-site.pricing.fees')}
        </h2>
        <PricingNotes />
      </section>
      <section aria-labelledby="faq-heading" className="defer-render mx-auto max-w-3xl px-4 py-16">
        <SectionHeading id="faq-heading" title={t('marketing-site.pricing.faqTitle')}>
          {t('marketing-site.pricing.faqLead')}
        </SectionHeading>
        <div className="mt-10">
          <PricingFaq />
        </div>
      </section>
      <CallToAction title={t('marketing-site.pricing.ctaTitle')} text={t('marketing-site.pricing.ctaText')}>
        <Button asChild size="lg" variant="accent">
          <Link to="/auth">{t('marketing-site.startFreeTrialTitle')}</Link>
        </Button>
      </CallToAction>
    </PublicLayout>
  );
}
