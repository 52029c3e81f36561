import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyError, FastifyRequest } from 'fastify';
import {
  ALERTED_SEVERITIES,
  type ErrorSource,
  type Severity,
} from '../../shared/error-monitoring/error-monitoring.schemas';
import type { Db } from '../db/client';
import { errorLogs } from '../db/schema';
import type { JobQueue } from './jobs';

/** The job that e-mails the administrators about a high or critical error (features/error-monitoring). */
export const ERROR_ALERT_JOB = 'error-monitoring.alert';

/** What recording an error needs: the database, the queue for its alert, the environment it happened in. */
export type ErrorRecorderDeps = { db: Db; jobs: JobQueue; env: { NODE_ENV: string } };

/** One error to store. `place` is where it happened (a route pattern, a job, a page): part of its fingerprint. */
export type ErrorRecord = {
  severity: Severity;
  source: ErrorSource;
  message: string;
  place: string;
  stackTrace?: string | null;
  requestUrl?: string | null;
  requestMethod?: string | null;
  userAgent?: string | null;
  userId?: number | null;
  ipAddress?: string | null;
  errorCode?: string | null;
  details?: Record<string, unknown>;
  /** False for what must not alert about itself (a failure of the alert job). */
  alert?: boolean;
};

// PostgreSQL refuses U+0000 in text, and a failure's message may quote the very input that caused it.
const storable = (text: string) => text.replaceAll('\0', '\uFFFD');
const storableOrNull = (text: string | null | undefined, max: number) => (text ? storable(text.slice(0, max)) : null);

/** SHA-256 of severity, message and place: the same failure repeated has the same fingerprint. */
export function fingerprintOf(severity: Severity, message: string, place: string): string {
  return createHash('sha256').update(`${severity}\n${message}\n${place}`).digest('hex');
}

/**
 * Stores the error in `error_logs` with its fingerprint and, for high and critical ones, queues the administrators'
 * alert in the same transaction: the alert exists exactly when the row does. Returns the row; throws on failure.
 */
export async function recordError(deps: ErrorRecorderDeps, record: ErrorRecord) {
  const message = storable(record.message.slice(0, 5000)) || 'Error';
  const place = storable(record.place.slice(0, 500));
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(errorLogs)
      .values({
        severity: record.severity,
        source: record.source,
        message,
        stackTrace: storableOrNull(record.stackTrace, 20_000),
        requestUrl: storableOrNull(record.requestUrl, 2000),
        requestMethod: record.requestMethod ?? null,
        userAgent: storableOrNull(record.userAgent, 500),
        userId: record.userId ?? null,
        ipAddress: record.ipAddress ?? null,
        errorCode: storableOrNull(record.errorCode, 64),
        environment: deps.env.NODE_ENV,
        fingerprint: fingerprintOf(record.severity, message, place),
        additionalData: { place, ...record.details },
      })
      .returning();
    if (record.alert !== false && ALERTED_SEVERITIES.includes(record.severity)) {
      await deps.jobs.send(ERROR_ALERT_JOB, { errorLogId: row.id }, tx);
    }
    return row;
  });
}

const asError = (reason: unknown): Error =>
  reason instanceof Error ? reason : new Error(typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? ''));

/** Path parameters that carry a secret (a portal's token, a code): kept as their name. */
const SECRET_PARAM = /token|secret|code|key|password/i;

/**
 * The request's address as a log may keep it: the route's parameters filled in but those that carry a secret
 * (`/api/portal/:token/invoices/12`), the query's names without their values (`?search&page`). A path a wildcard
 * route served (a page) is kept as it is, without its query.
 */
export function storableRequestUrl(request: FastifyRequest): string {
  const [path = '', query] = request.url.split('?', 2);
  const pattern = request.routeOptions.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const shown =
    pattern && !pattern.includes('*')
      ? pattern.replace(/:(\w+)/g, (name, key: string) =>
          SECRET_PARAM.test(key) || params[key] === undefined ? name : encodeURIComponent(String(params[key])),
        )
      : path;
  const names = query ? [...new Set([...new URLSearchParams(query).keys()])] : [];
  return names.length ? `${shown}?${names.join('&')}` : shown;
}

/** A request that failed with an unexpected error: high, at its route's pattern. */
export function requestErrorRecord(error: Error, request: FastifyRequest): ErrorRecord {
  const route = request.routeOptions.url ?? request.url.split('?')[0];
  return {
    severity: 'high',
    source: 'server',
    message: error.message || error.name,
    place: `${request.method} ${route}`,
    stackTrace: error.stack ?? null,
    requestUrl: storableRequestUrl(request),
    requestMethod: request.method,
    userAgent: request.headers['user-agent'] ?? null,
    userId: request.user?.id ?? null,
    ipAddress: request.ip,
    errorCode: (error as FastifyError).code ?? null,
  };
}

/** A background job whose handler threw on its last attempt: critical. */
export function jobCrashRecord(name: string, reason: unknown, attempt: number): ErrorRecord {
  const error = asError(reason);
  return {
    severity: 'critical',
    source: 'job',
    message: error.message || error.name,
    place: `job ${name}`,
    stackTrace: error.stack ?? null,
    errorCode: (error as { code?: unknown }).code ? String((error as { code?: unknown }).code) : null,
    details: { job: name, attempt },
    // The alert job failing must not queue another alert job about itself, and so on.
    alert: name !== ERROR_ALERT_JOB,
  };
}

/** An uncaught exception or unhandled rejection of the process: critical. */
export function processCrashRecord(event: 'uncaughtException' | 'unhandledRejection', reason: unknown): ErrorRecord {
  const error = asError(reason);
  return {
    severity: 'critical',
    source: 'process',
    message: error.message || error.name,
    place: `process ${event}`,
    stackTrace: error.stack ?? null,
    details: { event },
  };
}

/** `recordError` for callers that must go on whatever happens (the failed request's answer): logs, never throws. */
export async function recordErrorQuietly(deps: ErrorRecorderDeps, record: ErrorRecord, log: FastifyBaseLogger) {
  try {
    return await recordError(deps, record);
  } catch (err) {
    log.error({ err }, 'could not store the error log');
    return undefined;
  }
}

/** How long a crashing process waits for its error to be stored before it exits. */
const CRASH_RECORD_WAIT_MS = 3000;

/**
 * Stores an uncaught exception or unhandled rejection as a critical error, then exits 1 as Node would have: after
 * either, the process's state is unknown. The alert is queued in the database, so another process (or this one
 * once restarted) sends it.
 */
export function recordProcessCrashes(deps: ErrorRecorderDeps, log: FastifyBaseLogger) {
  let crashing = false;
  const crash = async (event: 'uncaughtException' | 'unhandledRejection', reason: unknown) => {
    log.fatal({ err: reason }, `process ${event}`);
    if (crashing) return;
    crashing = true;
    await Promise.race([
      recordErrorQuietly(deps, processCrashRecord(event, reason), log),
      new Promise((resolve) => setTimeout(resolve, CRASH_RECORD_WAIT_MS).unref()),
    ]);
    process.exit(1);
  };
  process.on('uncaughtException', (error) => void crash('uncaughtException', error));
  process.on('unhandledRejection', (reason) => void crash('unhandledRejection', reason));
}
