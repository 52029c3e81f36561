import { type WeeklyDigest, type WeeklyEmailLog } from '../../../../shared/todos/todos.schemas';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { buildDigest, digestText } from './digest.service';
import { safeTimeZone } from './schedule-time';
import { findScheduleOf } from './scheduler-settings.queries';
import { weeklyTodoEmail } from './weekly-email.emails';
import * as q from './weekly-email.queries';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'origin'>;

/** At most this many users a batch; the job takes batches until none is due. */
export const WEEKLY_EMAIL_BATCH = 50;

/** Where the e-mail goes: the schedule's recipient, else the account's address. */
async function recipientOf(db: Db, userId: number) {
  const row = await findScheduleOf(db, userId);
  return row.settings?.recipientEmail ?? row.email;
}

/** What the e-mail would contain now: the Email Preview. */
export async function previewWeeklyEmail(db: Db, userId: number, now = new Date()): Promise<WeeklyDigest> {
  const { itemIds: _, ...digest } = await buildDigest(db, { userId, recipient: await recipientOf(db, userId), now });
  return digest;
}

/** Queues the e-mail on `db` (the transaction that logs it) as the outbox message of log `logId`. */
function queueEmail(ctx: Ctx, db: Db, digest: WeeklyDigest, logId: number, test: boolean) {
  return ctx.mailer.send(db, {
    to: digest.recipient,
    subject: digest.subject,
    body: weeklyTodoEmail({ digest, link: `${ctx.origin.url}/todo-management`, test }),
    relatedTo: q.relatedToLog(logId),
  });
}

/** The test send: the e-mail as it would go now, sent at once whatever the schedule, logged as a test. */
export async function sendTestWeeklyEmail(ctx: Ctx, userId: number, now = new Date()) {
  return ctx.db.transaction(async (tx) => {
    const digest = await buildDigest(tx, { userId, recipient: await recipientOf(tx, userId), now });
    const logId = await q.insertTestLog(tx, {
      userId,
      emailSubject: digest.subject,
      emailContent: digestText(digest),
      todoItemsIncluded: digest.itemIds,
      now,
    });
    await queueEmail(ctx, tx, digest, logId, true);
    return logId;
  });
}

/**
 * One due user's scheduled e-mail, in one transaction: their row locked (another process skips it), the week
 * claimed by the log's unique (user, week) row, the message queued in the outbox, the schedule moved on. A crash
 * before the commit leaves everything as it was, so the week is sent once, never twice and never lost. Skipped
 * (nothing logged, the schedule still moved on): the digest preference or the schedule off, a disabled account,
 * or no open items.
 */
async function sendScheduled(ctx: Ctx, userId: number, now: Date) {
  return ctx.db.transaction(async (tx) => {
    const due = await q.lockDueSchedule(tx, { userId, now });
    if (!due?.settings.nextSendAt) return false;
    const timeZone = safeTimeZone(due.timezone);
    let sent = false;
    if (due.settings.isEnabled && due.weeklyDigest && !due.disabled) {
      const recipient = due.settings.recipientEmail ?? due.email;
      const digest = await buildDigest(tx, { userId, recipient, now });
      if (digest.openCount > 0) {
        const logId = await q.claimWeek(tx, {
          userId,
          emailSubject: digest.subject,
          emailContent: digestText(digest),
          todoItemsIncluded: digest.itemIds,
          slot: due.settings.nextSendAt,
          timeZone,
        });
        if (logId !== undefined) {
          await queueEmail(ctx, tx, digest, logId, false);
          sent = true;
        }
      }
    }
    await q.advanceSchedule(tx, { userId, timeZone, now, sent });
    return sent;
  });
}

/**
 * Every e-mail due at `now`, batch after batch; answers how many went out. One user's failure does not hold back
 * the others: it is thrown once the rest are done (the job fails and is recorded; the user is tried next run).
 */
export async function sendDueWeeklyEmails(ctx: Ctx, now = new Date(), batch = WEEKLY_EMAIL_BATCH) {
  let sent = 0;
  const seen = new Set<number>();
  const failures: unknown[] = [];
  for (;;) {
    const due = (await q.findDueUserIds(ctx.db, { now, limit: batch })).filter((id) => !seen.has(id));
    if (due.length === 0) break;
    for (const userId of due) {
      seen.add(userId);
      try {
        if (await sendScheduled(ctx, userId, now)) sent += 1;
      } catch (error) {
        failures.push(error);
      }
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} weekly TODO e-mails failed`);
  return sent;
}

export async function listWeeklyEmailLogs(db: Db, userId: number, page: { limit: number; offset: number }) {
  const { rows, total } = await q.findLogPage(db, { userId, ...page });
  const items: WeeklyEmailLog[] = rows.map(({ log, outboxStatus, recipient }) => ({
    id: log.id,
    emailSubject: log.emailSubject,
    sentAt: log.sentAt.toISOString(),
    todoItemsIncluded: log.todoItemsIncluded,
    deliveryStatus: outboxStatus === 'failed' || log.deliveryStatus === 'failure' ? 'failure' : 'sent',
    kind: log.kind === 'test' ? 'test' : 'scheduled',
    recipient,
  }));
  return { items, total };
}
