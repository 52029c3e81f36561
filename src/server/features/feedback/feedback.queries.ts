import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { FeedbackStatus, FeedbackSummary } from '../../../shared/feedback/feedback.schemas';
import type { Db } from '../../db/client';
import { feedbackAttachments, feedbackResponses, feedbackSubmissions, users } from '../../db/schema';

export type FeedbackRow = typeof feedbackSubmissions.$inferSelect;
export type ResponseRow = typeof feedbackResponses.$inferSelect;

/** Whose submissions a reader sees: the user's own, or (`userId` undefined) everyone's, for an administrator. */
export type Reader = { userId?: number };

const readable = (reader: Reader, id?: number): SQL | undefined =>
  and(
    reader.userId === undefined ? undefined : eq(feedbackSubmissions.userId, reader.userId),
    id === undefined ? undefined : eq(feedbackSubmissions.id, id),
  );

/** A page, newest first (the `(user_id, created_at)`, `(status, created_at)` and `(created_at)` indexes), and the total. */
export async function findFeedbackPage(
  db: Db,
  opts: Reader & { limit: number; offset: number; status?: FeedbackStatus },
) {
  const where = and(readable(opts), opts.status ? eq(feedbackSubmissions.status, opts.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedbackSubmissions)
      .where(where)
      .orderBy(desc(feedbackSubmissions.createdAt), desc(feedbackSubmissions.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(feedbackSubmissions).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findFeedback(db: Db, opts: Reader & { id: number }): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedbackSubmissions).where(readable(opts, opts.id));
  return row;
}

/** The cards' counts in one statement, over what the reader's list holds. */
export async function summarizeFeedback(db: Db, reader: Reader): Promise<FeedbackSummary> {
  const status = (s: FeedbackStatus) => sql<number>`count(*) filter (where ${feedbackSubmissions.status} = ${s})`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      open: status('open').mapWith(Number),
      inProgress: status('in_progress').mapWith(Number),
      resolved: status('resolved').mapWith(Number),
      closed: status('closed').mapWith(Number),
      urgentOpen: sql<number>`count(*) filter (where ${feedbackSubmissions.priority} = 'urgent'
        and ${feedbackSubmissions.status} in ('open', 'in_progress'))`.mapWith(Number),
    })
    .from(feedbackSubmissions)
    .where(readable(reader));
  return row;
}

/** The responses of these submissions, oldest first (the `(feedback_id, created_at)` index); public ones only unless asked. */
export function findResponses(db: Db, opts: { feedbackIds: number[]; withInternal: boolean }) {
  if (opts.feedbackIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(feedbackResponses)
    .where(
      and(
        inArray(feedbackResponses.feedbackId, opts.feedbackIds),
        opts.withInternal ? undefined : eq(feedbackResponses.isInternal, false),
      ),
    )
    .orderBy(asc(feedbackResponses.createdAt), asc(feedbackResponses.id));
}

const screenshotColumns = {
  key: feedbackAttachments.key,
  feedbackId: feedbackAttachments.feedbackId,
  fileName: feedbackAttachments.fileName,
  contentType: feedbackAttachments.contentType,
  byteSize: feedbackAttachments.byteSize,
};

/** The screenshots of these submissions, without their bytes. */
export function findScreenshots(db: Db, opts: { feedbackIds: number[] }) {
  if (opts.feedbackIds.length === 0) return Promise.resolve([]);
  return db
    .select(screenshotColumns)
    .from(feedbackAttachments)
    .where(inArray(feedbackAttachments.feedbackId, opts.feedbackIds))
    .orderBy(asc(feedbackAttachments.id));
}

export async function insertFeedback(db: Db, values: PgInsertValue<typeof feedbackSubmissions>) {
  const [row] = await db.insert(feedbackSubmissions).values(values).returning();
  return row;
}

export async function updateFeedbackStatus(db: Db, opts: { id: number; status: FeedbackStatus }) {
  const [row] = await db
    .update(feedbackSubmissions)
    .set({ status: opts.status })
    .where(eq(feedbackSubmissions.id, opts.id))
    .returning();
  return row;
}

export async function insertResponse(db: Db, values: PgInsertValue<typeof feedbackResponses>) {
  const [row] = await db.insert(feedbackResponses).values(values).returning();
  return row;
}

/** Who submitted a submission: where its public responses are sent. */
export async function findSubmitter(db: Db, opts: { userId: number }) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, opts.userId));
  return row;
}

/** Every administrator whose account is not disabled: who hears of a new submission. */
export function findAdministrators(db: Db) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.disabledAt)))
    .orderBy(asc(users.id));
}

/**
 * Attaches the user's own waiting screenshots to the submission; answers the keys it took. A key of another user,
 * one already sent, or none at all is not taken.
 */
export async function attachScreenshots(db: Db, opts: { userId: number; feedbackId: number; keys: string[] }) {
  if (opts.keys.length === 0) return [];
  const rows = await db
    .update(feedbackAttachments)
    .set({ feedbackId: opts.feedbackId })
    .where(
      and(
        inArray(feedbackAttachments.key, opts.keys),
        eq(feedbackAttachments.userId, opts.userId),
        isNull(feedbackAttachments.feedbackId),
      ),
    )
    .returning({ key: feedbackAttachments.key });
  return rows.map((r) => r.key);
}
