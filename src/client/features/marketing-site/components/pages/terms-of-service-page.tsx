import { usePublicPageMeta } from '../../use-public-page-meta';
import { termsOfService } from '../../content/terms-of-service';
import { LegalPage } from '../legal/legal-page';

export function TermsOfServicePage() {
  usePublicPageMeta('/terms-of-service');
  return <LegalPage document={termsOfService} related={{ to: '/privacy-policy', label: 'Privacy Policy' }} />;
}
