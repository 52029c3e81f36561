import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { sqlOf, type Db, type SqlExecutor } from '../db/client';
import { isDatabaseUnavailable, unavailableReason } from './database-unavailable';

export type JobMeta = { attempt: number; lastAttempt: boolean };
export type JobHandler<T> = (data: T, meta: JobMeta) => Promise<void>;
export type RetryPolicy = { retryLimit: number; retryDelay: number; retryBackoff: boolean };
/**
 * How a queue keeps its jobs apart: `short` keeps one waiting job per `singletonKey` (a second send with the key of a
 * waiting job is dropped), pg-boss's policies otherwise. `expireInSeconds`: an active job not finished by then is
 * failed (its process died).
 */
export type QueueOptions = { policy?: 'standard' | 'short'; expireInSeconds?: number };
/** `singletonKey`: see `QueueOptions.policy`; `startAfterSeconds`: the job waits that long before it may run. */
export type SendOptions = { singletonKey?: string; startAfterSeconds?: number };

export type JobQueue = {
  register<T extends object>(
    name: string,
    handler: JobHandler<T>,
    retry?: RetryPolicy,
    queue?: QueueOptions,
  ): Promise<void>;
  /**
   * Queues a job on `db`'s connection (the application's by default). Given a transaction, the job exists only
   * once that transaction commits, and not at all if it rolls back.
   */
  send<T extends object>(name: string, data: T, db?: Db, options?: SendOptions): Promise<void>;
  /** Runs `name` on a cron schedule (UTC), once across every app process. */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
};

const noRetry: RetryPolicy = { retryLimit: 0, retryDelay: 0, retryBackoff: false };

/** How long stopping waits for pg-boss's last statements (a job fetched as it stopped, its completion). */
const SETTLE_MS = 15_000;

/**
 * Counts what pg-boss has in flight on the database, so that stopping can wait for it: pg-boss's own stop waits
 * for the jobs it knows to be running, but not for a fetch already sent (whose job then runs), nor for the
 * completion it writes after a job, unawaited: either meeting a closed pool is an unhandled rejection.
 */
function inFlight(sql: SqlExecutor) {
  let busy = 0;
  const track = async <T>(work: () => Promise<T>) => {
    busy += 1;
    try {
      return await work();
    } finally {
      busy -= 1;
    }
  };
  const executor: SqlExecutor = { executeSql: (text, values) => track(() => sql.executeSql(text, values)) };
  /** Resolves once nothing has been in flight at two checks 20 ms apart (or after `ms`). */
  async function settled(ms: number) {
    const until = Date.now() + ms;
    let quiet = 0;
    while (quiet < 2 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      quiet = busy === 0 ? quiet + 1 : 0;
    }
  }
  return { executor, track, settled };
}

/**
 * Background jobs on pg-boss, in the application's own database. On PGlite the single connection is shared
 * through pg-boss's `db` adapter; on PostgreSQL pg-boss distributes jobs among every app process.
 */
export async function startJobs(
  sql: SqlExecutor,
  log: FastifyBaseLogger,
  opts: {
    embedded: boolean;
    /** Told of a handler that threw on its last attempt (the job has failed for good); its own failure is logged. */
    onCrash?: (crash: { name: string; error: unknown; attempt: number }) => Promise<unknown>;
  },
): Promise<JobQueue> {
  const flight = inFlight(sql);
  const boss = new PgBoss({
    db: flight.executor as PgBoss.Db,
    schema: 'pgboss',
    // PGlite runs one statement at a time: keep the background chatter low there.
    monitorStateIntervalSeconds: opts.embedded ? 300 : 60,
    maintenanceIntervalSeconds: opts.embedded ? 300 : 120,
  });
  // pg-boss polls every second: while the database is away, a one-line warning per failed poll, not a stack.
  boss.on('error', (err: Error) =>
    isDatabaseUnavailable(err)
      ? log.warn({ reason: unavailableReason(err) }, 'job queue: database unavailable')
      : log.error({ err }, 'job queue error'),
  );
  await boss.start();

  const workers = new Map<string, string>();

  return {
    async register(name, handler, retry = noRetry, queue = {}) {
      await boss.createQueue(name, { name, ...retry, ...queue });
      const workerId = await boss.work<object>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: opts.embedded ? 2 : 1 },
        async ([job]) => {
          const meta = { attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit };
          try {
            await flight.track(() => handler(job.data as never, meta));
          } catch (error) {
            // A lost database is no crash of the job's own (and its record could not be stored anyway).
            if (meta.lastAttempt && opts.onCrash && !isDatabaseUnavailable(error)) {
              const crash = { name, error, attempt: meta.attempt };
              await flight.track(() => opts.onCrash!(crash)).catch((err) => log.error({ err }, 'job crash not stored'));
            }
            throw error;
          }
        },
      );
      workers.set(name, workerId);
    },
    async send(name, data, db, options = {}) {
      await boss.send(name, data, {
        ...(db ? { db: sqlOf(db) as PgBoss.Db } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      // Woken before a transaction's commit, the worker waits for it on PGlite (one connection, one transaction
      // at a time); on PostgreSQL it finds nothing yet and takes the job at its next poll, within a second.
      const workerId = workers.get(name);
      if (workerId) boss.notifyWorker(workerId);
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
      await flight.settled(SETTLE_MS);
    },
  };
}
