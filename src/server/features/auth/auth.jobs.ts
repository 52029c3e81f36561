import type { AppContext } from '../../lib/context';
import type { RetryPolicy } from '../../lib/jobs';
import { PASSWORD_RESET_JOB, sendPasswordReset } from './auth.service';

/** A reset e-mail is worth a few quick tries: the person is waiting for it. */
const RESET_RETRY: RetryPolicy = { retryLimit: 2, retryDelay: 2, retryBackoff: true };

export async function registerAuthJobs(ctx: AppContext) {
  await ctx.jobs.register<{ email: string }>(
    PASSWORD_RESET_JOB,
    async ({ email }) => sendPasswordReset(ctx, email),
    RESET_RETRY,
  );
}
