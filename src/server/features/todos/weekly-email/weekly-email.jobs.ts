import type { AppContext } from '../../../lib/context';
import { sendDueWeeklyEmails } from './weekly-email.service';

export const WEEKLY_TODO_EMAIL_JOB = 'todos.send-weekly-emails';

/**
 * Every minute, the weekly TODO e-mails whose slot has come (each user's day and time in their own zone, so a
 * minute's grain); once across every app process, and each week sent once whatever the number of runs.
 */
export async function registerWeeklyTodoEmailJob(ctx: AppContext) {
  await ctx.jobs.register(WEEKLY_TODO_EMAIL_JOB, async () => void (await sendDueWeeklyEmails(ctx)));
  await ctx.jobs.schedule(WEEKLY_TODO_EMAIL_JOB, '* * * * *');
}
