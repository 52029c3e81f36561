import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sendUnavailable } from './database-unavailable';

/** How long a stopping process keeps its port open, answering 503, so a load balancer moves on without resets. */
export const DRAIN_MS = 2_000;
/** A stop that takes longer than this (a request or job that hangs) ends the process anyway, with code 1. */
export const STOP_TIMEOUT_MS = 20_000;

/**
 * Once the app starts closing, answers every new request (`/api/health` included, so a load balancer moves
 * on) with the app's one 503 and `Connection: close`, before any other hook runs; requests in flight run on.
 * Installed first in `buildApp`, with Fastify's own closing answer (`return503OnClosing`) off: that one has
 * another body and no `Retry-After`.
 */
export function refuseWhileClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return sendUnavailable(reply.header('connection', 'close'));
  });
}

/**
 * Stops the process on SIGTERM and SIGINT, once. `app.close()` first makes the app refuse new requests
 * (`refuseWhileClosing`) while requests in flight run on. The drain window keeps the listener open
 * meanwhile, so late clients get that 503 rather than a refused connection; then the listener closes and the
 * close waits for the requests in flight. `after` runs next (stop the job queue, close the database), and the
 * process exits 0.
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
