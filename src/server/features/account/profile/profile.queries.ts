import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';

export type ProfileUserRow = typeof users.$inferSelect;

/** Whether another account uses `email` (as its address). */
export async function isEmailUsedByAnother(db: Db, opts: { userId: number; email: string }) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, opts.email), ne(users.id, opts.userId)))
    .limit(1);
  return Boolean(row);
}

export async function updateUserRow(db: Db, userId: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

/** The user whose pending e-mail change this token (hashed) confirms, sent after `sentAfter`; the row locked. */
export async function findUserByPendingTokenForUpdate(db: Db, opts: { tokenHash: string; sentAfter: Date }) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.pendingEmailToken, opts.tokenHash), gt(users.pendingEmailSentAt, opts.sentAfter)))
    .for('update');
  return row;
}
