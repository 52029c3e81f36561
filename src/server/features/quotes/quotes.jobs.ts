import type { AppContext } from '../../lib/context';
import { expireQuotes } from './quotes.service';

export const EXPIRE_QUOTES_JOB = 'quotes.expire';

/** Daily, just after the day changes (UTC): sent quotes past their valid-until day become expired. */
export async function registerQuoteJobs(ctx: AppContext) {
  await ctx.jobs.register(EXPIRE_QUOTES_JOB, async () => void (await expireQuotes(ctx.db)));
  await ctx.jobs.schedule(EXPIRE_QUOTES_JOB, '10 0 * * *');
}
