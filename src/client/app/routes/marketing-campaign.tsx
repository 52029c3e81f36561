import { CampaignPage } from '@client/features/campaigns/components/campaign-page';
import NotFound from './not-found';

/** A campaign's page; one the server does not know (or another company's) is the app's not-found screen. */
export default function MarketingCampaign() {
  return <CampaignPage notFound={<NotFound />} />;
}
