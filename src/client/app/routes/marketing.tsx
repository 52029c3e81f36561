import { CompanyRequired } from '@client/features/company/components/company-required';
import { CampaignsPage } from '@client/features/campaigns/components/campaigns-page';
import { useT } from '@client/i18n/use-t';

/** Campaigns go from a company to its customers: an owner without one is asked to create it first. */
export default function Marketing() {
  const t = useT();
  return (
    <CompanyRequired why={t('campaigns.companyRequired')}>
      <CampaignsPage />
    </CompanyRequired>
  );
}
