import type { AppContext } from '../../lib/context';
import { markAllOverdue, sendPaymentReminders } from './invoice-reminders.service';

export const OVERDUE_JOB = 'invoices.mark-overdue';
export const REMINDERS_JOB = 'invoices.send-reminders';

/** The daily invoice jobs: overdue just after the day changes (UTC), reminders in the American morning. */
export async function registerInvoiceJobs(ctx: AppContext) {
  await ctx.jobs.register(OVERDUE_JOB, async () => void (await markAllOverdue(ctx.db)));
  await ctx.jobs.schedule(OVERDUE_JOB, '5 0 * * *');
  await ctx.jobs.register(REMINDERS_JOB, async () => void (await sendPaymentReminders(ctx)));
  await ctx.jobs.schedule(REMINDERS_JOB, '0 14 * * *');
}
