import type { AppContext } from '../../../lib/context';
import { sendVisitReminders } from './visit-reminders.service';

export const VISIT_REMINDERS_JOB = 'scheduling.visit-reminders';

/** Every 5 minutes, so a reminder goes within minutes of its time (each once, however many processes run it). */
export async function registerVisitNoticeJobs(ctx: AppContext) {
  await ctx.jobs.register(VISIT_REMINDERS_JOB, async () => void (await sendVisitReminders(ctx)));
  await ctx.jobs.schedule(VISIT_REMINDERS_JOB, '*/5 * * * *');
}
