import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../../shared/app-error';
import { isDatabaseUnavailable, sendUnavailable, unavailableReason } from './database-unavailable';
import { recordErrorQuietly, requestErrorRecord, type ErrorRecorderDeps } from './error-recorder';

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

/**
 * The one place errors become HTTP answers. 4xx say what is wrong; a lost database is 503 with `Retry-After`;
 * other 5xx say only that something went wrong.
 */
export function installErrorHandler(app: FastifyInstance, recorder: ErrorRecorderDeps) {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const fields = error.fields ?? (error.status === 400 ? {} : undefined);
      return reply
        .status(error.status)
        .send({
          message: error.message,
          ...(fields ? { fields } : {}),
          ...(error.values ? { values: error.values } : {}),
        });
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
    // Stored as a high error (with its alert queued); a failure to store it never changes this answer.
    await recordErrorQuietly(recorder, requestErrorRecord(error, request), request.log);
    return reply.status(500).send({ message: GENERIC_FAILURE });
  });
}
