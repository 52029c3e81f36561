import { useDocumentTitle } from '@client/lib/use-document-title';
import { privacyPolicy } from '../../content/privacy-policy';
import { LegalPage } from '../legal/legal-page';

export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  return <LegalPage document={privacyPolicy} related={{ to: '/terms-of-service', label: 'Terms of Service' }} />;
}
