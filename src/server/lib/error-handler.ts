import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../../shared/app-error';
import type { Db } from '../db/client';
import { errorLogs } from '../db/schema';
import { isDatabaseUnavailable, sendUnavailable, unavailableReason } from './database-unavailable';

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

function validationAnswer(error: { validation: { instancePath: string; message?: string }[] }) {
  const fields: FieldErrors = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? 'Invalid input';
  }
  const first = error.validation[0]?.message ?? 'Invalid input';
  return { message: first, fields };
}

// PostgreSQL refuses U+0000 in text, and a failure's message may quote the very input that caused it.
const storable = (text: string) => text.replaceAll('\0', '\uFFFD');

/** Stores a server failure where administrators read it; never throws. */
export async function recordError(db: Db, error: Error, request: FastifyRequest, environment: string) {
  try {
    await db.insert(errorLogs).values({
      severity: 'high',
      message: storable(error.message.slice(0, 5000) || error.name),
      stackTrace: error.stack === undefined ? null : storable(error.stack),
      requestUrl: storable(request.url.slice(0, 2000)),
      requestMethod: request.method,
      userAgent: storable(request.headers['user-agent'] ?? '') || null,
      userId: request.user?.id ?? null,
      ipAddress: request.ip,
      errorCode: storable((error as FastifyError).code ?? '') || null,
      environment,
    });
  } catch (err) {
    request.log.error({ err }, 'could not store the error log');
  }
}

/**
 * The one place errors become HTTP answers. 4xx say what is wrong; a lost database is 503 with `Retry-After`;
 * other 5xx say only that something went wrong.
 */
export function installErrorHandler(app: FastifyInstance, db: Db, environment: string) {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const fields = error.fields ?? (error.status === 400 ? {} : undefined);
      return reply.status(error.status).send({ message: error.message, ...(fields ? { fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationAnswer(error));
    }
    if (isDatabaseUnavailable(error)) {
      // Not stored in error_logs: that insert needs the database that is away. Nothing was half-done either:
      // writes that belong together share a transaction, which the lost connection rolled back.
      request.log.error({ reason: unavailableReason(error) }, 'database unavailable');
      return sendUnavailable(reply);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body =
        status === 400 ? { message: error.message || 'Invalid request', fields: {} } : { message: error.message };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    await recordError(db, error, request, environment);
    return reply.status(500).send({ message: GENERIC_FAILURE });
  });
}
