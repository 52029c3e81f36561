import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** How long a stopping process keeps its port open, answering 503, so a load balancer moves on without resets. */
export const DRAIN_MS = 2_000;
/** A stop that takes longer than this (a request or job that hangs) ends the process anyway, with code 1. */
export const STOP_TIMEOUT_MS = 20_000;

/**
 * Stops the process on SIGTERM and SIGINT, once. `app.close()` first marks Fastify as closing: from then on
 * it answers every new request 503 with `Connection: close` (its `return503OnClosing`) while requests in
 * flight run on. The drain window keeps the listener open meanwhile, so late clients get that 503 rather
 * than a refused connection; then the listener closes and the close waits for the requests in flight.
 * `after` runs next (stop the job queue, close the database), and the process exits 0.
 */
export function stopOnSignals(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  after: () => Promise<void>,
  drainMs = DRAIN_MS,
) {
  app.addHook('preClose', () => new Promise<void>((resolve) => setTimeout(resolve, drainMs)));
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown took too long');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    try {
      await app.close();
      await after();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}
