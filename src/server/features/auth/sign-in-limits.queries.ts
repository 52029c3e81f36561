import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { knownDevices, signInFailures } from '../../db/schema';

export async function findKnownDevice(db: Db, opts: { tokenHash: string; userId: number }) {
  const [device] = await db
    .select()
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.tokenHash, opts.tokenHash),
        eq(knownDevices.userId, opts.userId),
        gt(knownDevices.expiresAt, new Date()),
      ),
    );
  return device;
}

/** Trusts the browser for the account (again): failures forgotten, expiry pushed back. */
export async function upsertKnownDevice(db: Db, opts: { tokenHash: string; userId: number; expiresAt: Date }) {
  await db
    .insert(knownDevices)
    .values({ ...opts, failedAttempts: 0 })
    .onConflictDoUpdate({
      target: [knownDevices.tokenHash, knownDevices.userId],
      set: { failedAttempts: 0, expiresAt: opts.expiresAt },
    });
}

export async function countDeviceFailure(db: Db, opts: { tokenHash: string; userId: number }) {
  await db
    .update(knownDevices)
    .set({ failedAttempts: sql`${knownDevices.failedAttempts} + 1` })
    .where(and(eq(knownDevices.tokenHash, opts.tokenHash), eq(knownDevices.userId, opts.userId)));
}

export async function findSignInFailures(db: Db, email: string) {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.email, email));
  return row;
}

/**
 * Counts one failure in one statement (concurrent failures all count) and sets the delay the next attempt waits:
 * none for the first `free` failures, then `baseMs` doubling with each failure up to `maxMs`. Failures older than
 * `forgetAfterMs` no longer count.
 */
export async function countSignInFailure(
  db: Db,
  opts: { email: string; free: number; baseMs: number; maxMs: number; forgetAfterMs: number },
) {
  const failures = sql`case when sign_in_failures.last_failed_at < now() - ${opts.forgetAfterMs} * interval '1 millisecond'
    then 1 else sign_in_failures.failures + 1 end`;
  const delayMs = (n: typeof failures) =>
    sql`case when ${n} >= ${opts.free}
      then now() + least(${opts.baseMs} * power(2, ${n} - ${opts.free}), ${opts.maxMs}) * interval '1 millisecond'
      end`;
  const [row] = await queryRows<{ failures: number; blocked_until: Date | string | null }>(
    db,
    sql`insert into sign_in_failures (email, failures, blocked_until, last_failed_at)
      values (${opts.email}, 1, ${delayMs(sql`1`)}, now())
      on conflict (email) do update set
        failures = ${failures},
        blocked_until = ${delayMs(failures)},
        last_failed_at = now()
      returning failures, blocked_until`,
  );
  return row;
}

export async function deleteSignInFailures(db: Db, email: string) {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}

/** Maintenance: devices past their expiry, failures not repeated for `forgetAfterMs`. */
export async function deleteStaleSignInRows(db: Db, forgetAfterMs: number) {
  const now = new Date();
  await db.delete(knownDevices).where(lt(knownDevices.expiresAt, now));
  await db.delete(signInFailures).where(lt(signInFailures.lastFailedAt, new Date(now.getTime() - forgetAfterMs)));
}
