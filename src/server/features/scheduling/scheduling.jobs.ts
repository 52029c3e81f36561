import type { AppContext } from '../../lib/context';
import { registerVisitNoticeJobs } from './notices/visit-notices.jobs';

export async function registerSchedulingJobs(ctx: AppContext) {
  await registerVisitNoticeJobs(ctx);
}
