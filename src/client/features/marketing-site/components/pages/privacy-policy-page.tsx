import { usePublicPageMeta } from '../../use-public-page-meta';
import { privacyPolicy } from '../../content/privacy-policy';
import { LegalPage } from '../legal/legal-page';
import { useT } from '@client/i18n/use-t';

export function PrivacyPolicyPage() {
  const t = useT();
  usePublicPageMeta('/privacy-policy');
  return (
    <LegalPage
      document={{ ...privacyPolicy, title: t('marketing-site.legal.privacy') }}
      related={{ to: '/terms-of-service', label: t('marketing-site.legal.terms') }}
    />
  );
}
