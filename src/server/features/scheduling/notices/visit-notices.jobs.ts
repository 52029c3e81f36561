import type { AppContext } from '../../../lib/context';

export async function registerVisitNoticeJobs(ctx: AppContext) {
  void ctx;
}
