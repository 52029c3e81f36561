import type { AppContext } from '../../lib/context';
import { markAllOverdue, sendPaymentReminders } from './invoice-reminders.service';

export const OVERDUE_JOB = 'invoices.mark-overdue';
export const REMINDERS_JOB = 'invoices.send-reminders';

/**
 * The invoice jobs run every hour, as businesses' days turn at different hours: overdue soon after a
 * business's midnight, reminders once its morning has come (each is sent once, whatever the number of runs).
 */
export async function registerInvoiceJobs(ctx: AppContext) {
  await ctx.jobs.register(OVERDUE_JOB, async () => void (await markAllOverdue(ctx.db)));
  await ctx.jobs.schedule(OVERDUE_JOB, '5 * * * *');
  await ctx.jobs.register(REMINDERS_JOB, async () => void (await sendPaymentReminders(ctx)));
  await ctx.jobs.schedule(REMINDERS_JOB, '10 * * * *');
}
