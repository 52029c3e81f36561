import type { AppContext } from '../../../lib/context';
import { BUILD_EXPORT_JOB, buildExport, EXPIRE_EXPORTS_JOB, expireExports } from './data-export.service';

/**
 * The export is built off the request (it reads the whole business and renders every PDF); a build that crashes is
 * marked failed and the owner may ask again. A process that dies mid-build leaves the job to expire after 30 minutes.
 */
export async function registerAccountDataJobs(ctx: AppContext) {
  await ctx.jobs.register<{ exportId: number }>(
    BUILD_EXPORT_JOB,
    async ({ exportId }) => buildExport(ctx, exportId),
    undefined,
    { expireInSeconds: 30 * 60 },
  );
  await ctx.jobs.register(EXPIRE_EXPORTS_JOB, async () => void (await expireExports(ctx.db)));
  await ctx.jobs.schedule(EXPIRE_EXPORTS_JOB, '41 * * * *');
}
