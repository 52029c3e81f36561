import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/app-error';
import {
  errorMonitoringMessages as m,
  type AdminSettings,
  type ErrorLog,
  type ErrorNotification,
  type ErrorSource,
  type Severity,
  type errorLogListQuerySchema,
  type adminSettingsInputSchema,
  type latestQuerySchema,
  type testErrorInputSchema,
  type clientErrorReportSchema,
} from '../../../shared/error-monitoring/error-monitoring.schemas';
import type { z } from '../../../shared/zod';
import type { Db } from '../../db/client';
import { recordError, storableRequestUrl, type ErrorRecorderDeps } from '../../lib/error-recorder';
import { pagePattern } from '../../lib/page-routes';
import type { SessionUser } from '../../lib/session';
import * as q from './error-monitoring.queries';

type Listed<T> = { total: number; items: T[] };

const placeOf = (row: q.ErrorLogRow) => {
  const data = row.additionalData as { place?: unknown } | null;
  return typeof data?.place === 'string' ? data.place : null;
};

export function toErrorLog(row: q.ErrorLogRow): ErrorLog {
  return {
    id: row.id,
    severity: row.severity as Severity,
    source: row.source as ErrorSource,
    message: row.message,
    place: placeOf(row),
    stackTrace: row.stackTrace,
    requestUrl: row.requestUrl,
    requestMethod: row.requestMethod,
    userAgent: row.userAgent,
    userId: row.userId,
    errorCode: row.errorCode,
    environment: row.environment,
    resolved: row.resolved,
    resolvedBy: row.resolvedBy,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listErrorLogs(
  db: Db,
  query: z.output<typeof errorLogListQuerySchema>,
): Promise<Listed<ErrorLog>> {
  const where = query.severity ? q.bySeverity(query.severity) : undefined;
  const { rows, total } = await q.findErrorLogs(db, { ...query, where });
  return { total, items: rows.map(toErrorLog) };
}

export async function listUnresolvedErrorLogs(
  db: Db,
  query: z.output<typeof latestQuerySchema>,
): Promise<Listed<ErrorLog>> {
  const { rows, total } = await q.findErrorLogs(db, { ...query, where: q.unresolvedOnly() });
  return { total, items: rows.map(toErrorLog) };
}

/** PATCH /api/error-logs/{id}/resolve: resolved by this administrator now (404 for an unknown id). */
export async function resolveErrorLog(db: Db, id: number, adminId: number): Promise<ErrorLog> {
  const row = await q.updateErrorLogResolved(db, { id, adminId, now: new Date() });
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return toErrorLog(row);
}

export async function listNotifications(
  db: Db,
  query: z.output<typeof latestQuerySchema>,
): Promise<Listed<ErrorNotification>> {
  const { rows, total } = await q.findNotifications(db, query);
  return {
    total,
    items: rows.map(({ notification: n, outboxStatus }) => ({
      id: n.id,
      errorLogId: n.errorLogId,
      recipientEmail: n.recipientEmail,
      emailSubject: n.emailSubject,
      // How the message fared in the outbox; without one, what was written when it was decided.
      deliveryStatus: outboxStatus ?? (n.deliveryStatus === 'failed' ? 'failed' : 'queued'),
      sentAt: n.sentAt.toISOString(),
    })),
  };
}

export async function getErrorSummary(db: Db) {
  return q.countErrorSummary(db, new Date(Date.now() - 24 * 60 * 60 * 1000));
}

/**
 * The caller's alert settings; defaults when never saved. `isAdmin` is the account's own flag (the one every guard
 * reads), whatever an older row says.
 */
export async function getAdminSettings(db: Db, user: SessionUser): Promise<AdminSettings> {
  const row = await q.findAdminSettingsRow(db, user.id);
  return {
    isAdmin: user.isAdmin,
    errorEmailAlertsEnabled: row?.errorEmailAlertsEnabled ?? false,
    errorEmailAddress: row?.errorEmailAddress ?? null,
  };
}

export async function saveAdminSettings(
  db: Db,
  user: SessionUser,
  input: z.output<typeof adminSettingsInputSchema>,
): Promise<AdminSettings> {
  const row = await q.upsertAdminSettingsRow(db, {
    userId: user.id,
    isAdmin: user.isAdmin,
    errorEmailAlertsEnabled: input.errorEmailAlertsEnabled,
    errorEmailAddress: input.errorEmailAddress,
  });
  return {
    isAdmin: user.isAdmin,
    errorEmailAlertsEnabled: row.errorEmailAlertsEnabled,
    errorEmailAddress: row.errorEmailAddress,
  };
}

/** POST /api/test-error: stored, fingerprinted and alerted exactly as a failure of this route would be. */
export async function createTestError(
  deps: ErrorRecorderDeps,
  input: z.output<typeof testErrorInputSchema>,
  request: FastifyRequest,
): Promise<ErrorLog> {
  const error = new Error(input.message);
  const row = await recordError(deps, {
    severity: input.severity,
    source: 'server',
    message: input.message,
    place: `${request.method} ${request.routeOptions.url ?? request.url}`,
    stackTrace: error.stack ?? null,
    requestUrl: storableRequestUrl(request),
    requestMethod: request.method,
    userAgent: request.headers['user-agent'] ?? null,
    userId: request.user?.id ?? null,
    ipAddress: request.ip,
    details: { test: true },
  });
  return toErrorLog(row);
}

/**
 * POST /api/client-errors: an uncaught error of a visitor's browser, medium. Nothing personal is kept: the page's
 * route pattern instead of its path (a path may carry a token), no address, the user only when signed in.
 */
export async function recordBrowserError(
  deps: ErrorRecorderDeps,
  report: z.output<typeof clientErrorReportSchema>,
  request: FastifyRequest,
) {
  const page = pagePattern(report.path) ?? '(unknown page)';
  await recordError(deps, {
    severity: 'medium',
    source: 'browser',
    message: report.message,
    place: `page ${page}`,
    stackTrace: report.stack ?? null,
    requestUrl: page,
    requestMethod: null,
    userAgent: request.headers['user-agent'] ?? null,
    userId: request.user?.id ?? null,
    ipAddress: null,
    details: { kind: report.kind },
  });
}
