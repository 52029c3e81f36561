import { PricingPage } from '@client/features/marketing-site/components/pages/pricing-page';

export default PricingPage;
