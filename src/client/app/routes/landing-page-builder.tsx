import { CompanyRequired } from '@client/features/company/components/company-required';
import { BuilderPage } from '@client/features/storefronts/components/builder-page';
import { useT } from '@client/i18n/use-t';

/** The storefront shows the business's name, services and logo: an owner without a company creates it first. */
export default function LandingPageBuilder() {
  const t = useT();
  return (
    <CompanyRequired why={t('storefronts.page.companyRequired')}>
      <BuilderPage />
    </CompanyRequired>
  );
}
