import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { feedbackAttachments } from '../../db/schema';

export async function insertScreenshot(db: Db, values: PgInsertValue<typeof feedbackAttachments>) {
  const [row] = await db.insert(feedbackAttachments).values(values).returning({
    key: feedbackAttachments.key,
    fileName: feedbackAttachments.fileName,
    contentType: feedbackAttachments.contentType,
    byteSize: feedbackAttachments.byteSize,
  });
  return row;
}

/** Screenshots of the user not (yet) sent with a submission (the `(user_id)` index). */
export async function countPendingScreenshots(db: Db, opts: { userId: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(feedbackAttachments)
    .where(and(eq(feedbackAttachments.userId, opts.userId), isNull(feedbackAttachments.feedbackId)));
  return Number(row.n);
}

/** Forgets the user's screenshots that were uploaded before `before` and never sent (a form left unsubmitted). */
export async function deleteStalePendingScreenshots(db: Db, opts: { userId: number; before: Date }) {
  await db
    .delete(feedbackAttachments)
    .where(
      and(
        eq(feedbackAttachments.userId, opts.userId),
        isNull(feedbackAttachments.feedbackId),
        lt(feedbackAttachments.createdAt, opts.before),
      ),
    );
}

/** A screenshot and its bytes, when the reader may see it: its uploader, or anyone for `userId` undefined (admins). */
export async function findScreenshotFile(db: Db, opts: { key: string; userId?: number }) {
  const [row] = await db
    .select({ contentType: feedbackAttachments.contentType, data: feedbackAttachments.data })
    .from(feedbackAttachments)
    .where(
      and(
        eq(feedbackAttachments.key, opts.key),
        opts.userId === undefined ? undefined : eq(feedbackAttachments.userId, opts.userId),
      ),
    );
  return row;
}

/** Removes one of the user's screenshots not yet sent (the form's remove button); false when there is none. */
export async function deletePendingScreenshot(db: Db, opts: { key: string; userId: number }) {
  const rows = await db
    .delete(feedbackAttachments)
    .where(
      and(
        eq(feedbackAttachments.key, opts.key),
        eq(feedbackAttachments.userId, opts.userId),
        isNull(feedbackAttachments.feedbackId),
      ),
    )
    .returning({ key: feedbackAttachments.key });
  return rows.length > 0;
}
