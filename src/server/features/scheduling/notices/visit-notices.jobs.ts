import type { AppContext } from '../../../lib/context';
import { sendVisitReminders } from './visit-reminders.service';

export const VISIT_REMINDERS_JOB = 'scheduling.visit-reminders';

/**
 * Every minute, so a reminder goes within a minute of its time (each once, however many processes run it): the
 * due ones are found by a partial index, a read of nothing most minutes.
 */
export async function registerVisitNoticeJobs(ctx: AppContext) {
  await ctx.jobs.register(VISIT_REMINDERS_JOB, async () => void (await sendVisitReminders(ctx)));
  await ctx.jobs.schedule(VISIT_REMINDERS_JOB, '* * * * *');
}
