import type { AppContext } from '../../lib/context';
import { expireQuotes } from './quotes.service';

export const EXPIRE_QUOTES_JOB = 'quotes.expire';

/** Hourly, as businesses' days turn at different hours: sent quotes past their valid-until day expire. */
export async function registerQuoteJobs(ctx: AppContext) {
  await ctx.jobs.register(EXPIRE_QUOTES_JOB, async () => void (await expireQuotes(ctx.db)));
  await ctx.jobs.schedule(EXPIRE_QUOTES_JOB, '15 * * * *');
}
