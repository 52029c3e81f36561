import type { AppContext } from '../../lib/context';
import { registerCampaignStartJobs } from './manage/manage.jobs';
import { registerCampaignDeliveryJobs } from './sending/sending.jobs';

export async function registerCampaignJobs(ctx: AppContext) {
  await registerCampaignDeliveryJobs(ctx);
  await registerCampaignStartJobs(ctx);
}
