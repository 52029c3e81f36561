import type { FastifyReply } from 'fastify';

/**
 * What a client is told while the database is away, and while the process stops (another process, or this one
 * restarted, serves the retry): either way nothing it sent is at fault and it may try again, so one wording.
 */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client should wait before trying again (the `Retry-After` header). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The app's one 503 answer: `{ message }` and `Retry-After`, whatever made the service unavailable. */
export function sendUnavailable(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
}

/** Socket errors of a connection that could not be made or was cut. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/**
 * PostgreSQL's admin_shutdown (a terminated backend, a fast shutdown), crash_shutdown and cannot_connect_now
 * (starting up, shutting down); class 08 (connection exception) is matched by its prefix.
 */
const serverCodes = new Set(['57P01', '57P02', '57P03']);
/** What node-postgres says when it loses or cannot get a connection; it gives these errors no code. */
const driverMessages = ['Connection terminated', 'is not queryable', 'timeout exceeded when trying to connect'];

function matches(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (socketCodes.has(code) || serverCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && driverMessages.some((m) => message.includes(m));
}

/**
 * Whether `error` means the database connection was lost or refused (not that the query was wrong), however
 * the drivers wrapped it: Drizzle puts the driver's error in `cause`, a refused connection to several
 * addresses is an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (matches(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}

/** The driver's own words under the wrappers (no SQL, no parameters): what the log says of a lost database. */
export function unavailableReason(error: unknown): string {
  let inner = error as { cause?: unknown; message?: unknown; code?: unknown };
  for (let depth = 0; depth < 5 && typeof inner.cause === 'object' && inner.cause !== null; depth++) {
    inner = inner.cause as typeof inner;
  }
  const code = typeof inner.code === 'string' ? `${inner.code}: ` : '';
  return `${code}${String(inner.message ?? inner)}`;
}
