import { and, asc, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { emailOutbox, emailSchedulerSettings, userPreferences, users, weeklyEmailLogs } from '../../../db/schema';
import { nextSendAtSql, weekOfSql } from './schedule-time';

const s = emailSchedulerSettings;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Users whose e-mail is due, oldest slot first, a bounded batch (the `next_send_at` index). */
export async function findDueUserIds(db: Db, opts: { now: Date; limit: number }) {
  const rows = await db
    .select({ userId: s.userId })
    .from(s)
    .where(and(isNotNull(s.nextSendAt), lte(s.nextSendAt, opts.now)))
    .orderBy(asc(s.nextSendAt))
    .limit(opts.limit);
  return rows.map((r) => r.userId);
}

/**
 * A due schedule with what deciding its send needs, its row locked for the transaction; undefined when it is no
 * longer due or another process holds it (that process sends it).
 */
export async function lockDueSchedule(db: Db, opts: { userId: number; now: Date }) {
  const [row] = await db
    .select({
      settings: s,
      email: users.email,
      timezone: users.timezone,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
      weeklyDigest: sql<boolean>`coalesce(${userPreferences.weeklyDigest}, true)`,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .leftJoin(userPreferences, eq(userPreferences.userId, s.userId))
    .where(and(eq(s.userId, opts.userId), lte(s.nextSendAt, opts.now)))
    .for('update', { of: s, skipLocked: true });
  return row;
}

type LogValues = { userId: number; emailSubject: string; emailContent: string; todoItemsIncluded: number[] };

/**
 * Claims the week of the slot `slot` for a scheduled send: the log row, unique per user and week, or undefined when
 * that week has its e-mail already (another process, or a run before a restart).
 */
export async function claimWeek(db: Db, values: LogValues & { slot: Date; timeZone: string }) {
  const { slot, timeZone, ...log } = values;
  const rows = await db
    .insert(weeklyEmailLogs)
    .values({ ...log, kind: 'scheduled', weekOf: weekOfSql(at(slot), timeZone) })
    .onConflictDoNothing({ target: [weeklyEmailLogs.userId, weeklyEmailLogs.weekOf] })
    .returning({ id: weeklyEmailLogs.id });
  return rows[0]?.id;
}

export async function insertTestLog(db: Db, values: LogValues & { now: Date }) {
  const { now, ...log } = values;
  const [row] = await db
    .insert(weeklyEmailLogs)
    .values({ ...log, kind: 'test', sentAt: now })
    .returning({ id: weeklyEmailLogs.id });
  return row.id;
}

/** Moves the schedule to its next slot after `now`; `sent` also stamps the send. */
export async function advanceSchedule(db: Db, opts: { userId: number; timeZone: string; now: Date; sent: boolean }) {
  await db
    .update(s)
    .set({
      nextSendAt: nextSendAtSql(opts.timeZone, s.sendDay, s.sendTime, opts.now),
      ...(opts.sent ? { lastSentAt: opts.now } : {}),
    })
    .where(eq(s.userId, opts.userId));
}

/** The outbox message a log's e-mail went out as. */
export const relatedToLog = (logId: number) => `weekly-email:${logId}`;

/** A page of the user's logs, newest first (the `(user_id, sent_at)` index), each with its message's fate. */
export async function findLogPage(db: Db, opts: { userId: number; limit: number; offset: number }) {
  const related = sql`'weekly-email:' || ${weeklyEmailLogs.id}`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ log: weeklyEmailLogs, outboxStatus: emailOutbox.status, recipient: emailOutbox.to })
      .from(weeklyEmailLogs)
      .leftJoin(emailOutbox, eq(emailOutbox.relatedTo, related))
      .where(eq(weeklyEmailLogs.userId, opts.userId))
      .orderBy(desc(weeklyEmailLogs.sentAt), desc(weeklyEmailLogs.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(weeklyEmailLogs).where(eq(weeklyEmailLogs.userId, opts.userId)),
  ]);
  return { rows, total: Number(total.n) };
}
