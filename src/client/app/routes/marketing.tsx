import { CompanyRequired } from '@client/features/company/components/company-required';
import { CampaignsPage } from '@client/features/campaigns/components/campaigns-page';

/** Campaigns go from a company to its customers: an owner without one is asked to create it first. */
export default function Marketing() {
  return (
    <CompanyRequired why="Campaigns are sent in your business's name to its customers, so start with your profile.">
      <CampaignsPage />
    </CompanyRequired>
  );
}
