import type { Database } from '../../../db/client';

/** The first key of the campaigns' advisory locks ("CAMP"); the second is the campaign's id. */
export const DELIVERY_LOCK_CLASS = 0x43414d50;

/** The campaigns being delivered by this process, per database (tests run several apps in one process). */
const runningHere = new WeakMap<Database, Set<number>>();

/** Checks, before each batch, that the lock is still held (its connection alive); throws when it is not. */
export type LockCheck = () => Promise<void>;

/**
 * Runs `work` as the campaign's only delivery: in this process (a set of the campaigns being delivered) and across
 * processes on PostgreSQL (a session advisory lock on a connection held for the run, which PostgreSQL releases by
 * itself when the process dies, so a crashed delivery never blocks the next). Answers undefined, without running
 * `work`, when another delivery of the campaign holds it. The embedded database has one process: the set suffices.
 */
export async function withDeliveryLock<T>(
  database: Database,
  campaignId: number,
  work: (check: LockCheck) => Promise<T>,
): Promise<T | undefined> {
  const running = runningHere.get(database) ?? new Set<number>();
  runningHere.set(database, running);
  if (running.has(campaignId)) return undefined;
  running.add(campaignId);
  try {
    if (!database.pool) return await work(async () => undefined);
    const client = await database.pool.connect();
    let broken: Error | undefined;
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
        DELIVERY_LOCK_CLASS,
        campaignId,
      ]);
      if (!rows[0]?.locked) return undefined;
      try {
        return await work(async () => {
          await client.query('select 1').catch((err: Error) => {
            broken = err;
            throw err;
          });
        });
      } finally {
        if (!broken) {
          await client.query('select pg_advisory_unlock($1, $2)', [DELIVERY_LOCK_CLASS, campaignId]).catch((err) => {
            broken = err as Error;
          });
        }
      }
    } finally {
      // A connection that failed is dropped rather than returned with a lock it may still hold.
      client.release(broken);
    }
  } finally {
    running.delete(campaignId);
  }
}
