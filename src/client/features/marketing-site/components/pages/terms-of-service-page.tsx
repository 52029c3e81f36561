import { usePublicPageMeta } from '../../use-public-page-meta';
import { termsOfService } from '../../content/terms-of-service';
import { LegalPage } from '../legal/legal-page';
import { useT } from '@client/i18n/use-t';

export function TermsOfServicePage() {
  const t = useT();
  usePublicPageMeta('/terms-of-service');
  return (
    <LegalPage
      document={{ ...termsOfService, title: t('marketing-site.legal.terms') }}
      related={{ to: '/privacy-policy', label: t('marketing-site.legal.privacy') }}
    />
  );
}
