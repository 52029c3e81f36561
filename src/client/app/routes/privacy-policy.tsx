import { PrivacyPolicyPage } from '@client/features/marketing-site/components/pages/privacy-policy-page';

export default PrivacyPolicyPage;
