import { usePublicPageMeta } from '../../use-public-page-meta';
import { privacyPolicy } from '../../content/privacy-policy';
import { LegalPage } from '../legal/legal-page';

export function PrivacyPolicyPage() {
  usePublicPageMeta('/privacy-policy');
  return <LegalPage document={privacyPolicy} related={{ to: '/terms-of-service', label: 'Terms of Service' }} />;
}
