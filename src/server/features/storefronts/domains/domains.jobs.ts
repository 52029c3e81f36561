import type { AppContext } from '../../../lib/context';
import { recheckDomains } from './domain-verify.service';

export const RECHECK_DOMAINS_JOB = 'storefronts.domains-recheck';

/** Every quarter of an hour: custom domains waiting on their TXT record are looked up again, a batch at a time. */
export async function registerDomainJobs(ctx: AppContext) {
  await ctx.jobs.register(RECHECK_DOMAINS_JOB, async () => void (await recheckDomains(ctx)));
  await ctx.jobs.schedule(RECHECK_DOMAINS_JOB, '*/15 * * * *');
}
