import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { twoFactorChallenges, twoFactorRecoveryCodes, userTwoFactor } from '../../../db/schema';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

export async function findTwoFactor(db: Db, userId: number) {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  return row;
}

/** A setup waiting for its first code replaces any earlier one; never an enabled row (the where clause). */
export async function upsertPendingTwoFactor(db: Db, opts: { userId: number; secret: string }) {
  const [row] = await db
    .insert(userTwoFactor)
    .values({ userId: opts.userId, secret: opts.secret })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret: opts.secret, lastUsedStep: null, failedAttempts: 0, lockedUntil: null, createdAt: new Date() },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning();
  return row;
}

export async function updateTwoFactorRow(db: Db, userId: number, values: Partial<typeof userTwoFactor.$inferInsert>) {
  await db.update(userTwoFactor).set(values).where(eq(userTwoFactor.userId, userId));
}

export async function deleteTwoFactorRow(db: Db, userId: number) {
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
}

/**
 * Takes a time step for the account in one statement: only a step later than the last one used, so a code (and
 * one replayed concurrently) passes once. A right code also clears the failure count.
 */
export async function claimStep(db: Db, userId: number, step: number) {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step, failedAttempts: 0, lockedUntil: null })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** One wrong code; at `lockAt` in a row the account refuses codes for `lockMs` (the count starts again). Returns the row after. */
export async function countCodeFailure(db: Db, opts: { userId: number; lockAt: number; lockMs: number }) {
  const failures = sql`${userTwoFactor.failedAttempts} + 1`;
  const until = new Date(Date.now() + opts.lockMs);
  const [row] = await db
    .update(userTwoFactor)
    .set({
      failedAttempts: sql`case when ${failures} >= ${opts.lockAt} then 0 else ${failures} end`,
      lockedUntil: sql`case when ${failures} >= ${opts.lockAt} then ${until.toISOString()}::timestamptz
        else ${userTwoFactor.lockedUntil} end`,
    })
    .where(eq(userTwoFactor.userId, opts.userId))
    .returning();
  return row;
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused code of the account used, in one statement: true when it was there to use. */
export async function useRecoveryCode(db: Db, opts: { userId: number; codeHash: string }) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, opts.userId),
        eq(twoFactorRecoveryCodes.codeHash, opts.codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row.n;
}

export async function insertChallenge(db: Db, values: { tokenHash: string; userId: number; expiresAt: Date }) {
  await db.insert(twoFactorChallenges).values(values);
}

export async function findLiveChallenge(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), gt(twoFactorChallenges.expiresAt, new Date())));
  return row;
}

/** One wrong code against the challenge; returns how many it has taken. */
export async function countChallengeAttempt(db: Db, tokenHash: string) {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(eq(twoFactorChallenges.tokenHash, tokenHash))
    .returning({ attempts: twoFactorChallenges.attempts });
  return row?.attempts ?? Infinity;
}

/** Deletes the challenge; true when this call was the one that removed it (it is used once). */
export async function deleteChallenge(db: Db, tokenHash: string) {
  const rows = await db
    .delete(twoFactorChallenges)
    .where(eq(twoFactorChallenges.tokenHash, tokenHash))
    .returning({ userId: twoFactorChallenges.userId });
  return rows.length > 0;
}

/** Maintenance: challenges past their ten minutes. */
export async function deleteExpiredChallenges(db: Db) {
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, new Date()));
}
