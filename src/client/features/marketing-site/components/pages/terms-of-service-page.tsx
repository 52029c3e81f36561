import { useDocumentTitle } from '@client/lib/use-document-title';
import { termsOfService } from '../../content/terms-of-service';
import { LegalPage } from '../legal/legal-page';

export function TermsOfServicePage() {
  useDocumentTitle('Terms of Service');
  return <LegalPage document={termsOfService} related={{ to: '/privacy-policy', label: 'Privacy Policy' }} />;
}
