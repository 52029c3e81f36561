import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { invoiceEmail } from './invoices.emails';
import { DAY_MS } from './invoices.service';
import * as q from './invoices.queries';

/** Every company's sent or viewed invoices due before its today become overdue, in one UPDATE. */
export function markAllOverdue(db: Db, now = new Date()) {
  return q.markOverdue(db, { now });
}

/**
 * Reminds customers of overdue invoices (3, 7 and 14 days past due in the business's days, from 9 in its
 * morning; at most one reminder per invoice per run, never a fourth) for companies that have reminders on.
 * Returns how many were sent.
 */
export async function sendPaymentReminders(ctx: Pick<AppContext, 'db' | 'mailer' | 'origin'>, now = new Date()) {
  const { db } = ctx;
  await q.markOverdue(db, { now });
  let sent = 0;
  for (const { invoice, today } of await q.findReminderCandidates(db, { now })) {
    const parties = await q.findInvoiceParties(db, { companyId: invoice.companyId, customerId: invoice.customerId });
    const daysOverdue = Math.round((Date.parse(today) - Date.parse(invoice.dueDate!)) / DAY_MS);
    const email = await invoiceEmail(invoice, parties, {
      baseUrl: ctx.origin.url,
      status: 'overdue',
      daysOverdue,
    });
    // The claim (the count) and the message commit together, or neither does: a crash between them can neither
    // lose the reminder nor send it twice. A run overlapping this one waits on the claimed row, then skips it.
    const claimed = await db.transaction(async (tx) => {
      if (!(await q.claimReminder(tx, { id: invoice.id, remindersSent: invoice.remindersSent, now }))) return false;
      const emailId = await ctx.mailer.send(tx, email);
      await q.setLastEmail(tx, { id: invoice.id, emailId });
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}
