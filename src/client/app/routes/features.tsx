import { FeaturesPage } from '@client/features/marketing-site/components/pages/features-page';

export default FeaturesPage;
