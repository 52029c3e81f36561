import { TermsOfServicePage } from '@client/features/marketing-site/components/pages/terms-of-service-page';

export default TermsOfServicePage;
