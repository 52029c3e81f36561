import type { AppContext } from '../../../lib/context';
import { visitNoticeEmail } from './visit-notices.emails';
import * as q from './visit-notices.queries';

/** Visits claimed per transaction: short transactions, and a long backlog spread over several. */
export const REMINDER_BATCH = 50;
/** A run stops after this many batches (a bounded job); the next run, 5 minutes on, takes the rest. */
const MAX_BATCHES_PER_RUN = 100;

/**
 * Sends the reminders that are due (reminder time reached, not sent, visit open and still ahead), in batches: each
 * batch is claimed with `FOR UPDATE SKIP LOCKED`, marked sent and its e-mails queued in one transaction, so a
 * reminder goes once whatever the number of processes running this at once, and a crash sends none twice.
 * Returns how many were sent.
 */
export async function sendVisitReminders(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'origin'>,
  now = new Date(),
  batchSize = REMINDER_BATCH,
) {
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const due = await q.claimDueReminders(tx, { now, limit: batchSize });
      await q.markRemindersSent(
        tx,
        due.map((row) => row.visit.id),
      );
      for (const row of due) await ctx.mailer.send(tx, visitNoticeEmail(row, ctx.origin.url, { kind: 'reminder' }));
      return due.length;
    });
    sent += claimed;
    if (claimed < batchSize) break;
  }
  return sent;
}
