import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../shared/app-error';
import { idParamSchema } from '../../../../shared/ids';
import {
  PHOTO_MAX_BYTES,
  PHOTOS_PER_LOG,
  photoMessages,
  progressLogInputSchema,
  progressLogSchema,
  taskInputSchema,
  taskParamsSchema,
  taskSchema,
  taskUpdateSchema,
} from '../../../../shared/scheduling/job-work.schemas';
import type { AppContext } from '../../../lib/context';
import { requireVerified, verifiedUser } from '../../../lib/guards';
import { technicianAccess as config, visitScopeOf } from '../visit-scope';
import * as tasks from './job-tasks.service';
import * as progress from './progress-log.service';
import { readPhotoForm } from './progress-photos';
import { getVisitId } from './work-access.service';

// Six photos at the limit, plus the form's boundaries, headers and message.
const PHOTO_FORM_LIMIT = PHOTOS_PER_LOG * PHOTO_MAX_BYTES + 1024 * 1024;

/**
 * A visit's checklist and progress log (notes, photos), for the company's owner and office; a technician reads the
 * checklist and ticks it, and reads and writes the progress, of the visits assigned to them (visit-scope.ts).
 */
export function jobWorkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['scheduling'];
  const params = idParamSchema;
  const visitOf = (request: FastifyRequest, appointmentId: number) => ({ ...visitScopeOf(request), appointmentId });
  return async (app) => {
    // Before any body is read: a stranger uploads nothing.
    app.addHook('onRequest', requireVerified);
    const owner = app.withTypeProvider<ZodTypeProvider>();

    owner.get(
      '/appointments/:id/tasks',
      { config, schema: { tags, params, response: { 200: z.array(taskSchema) } } },
      async (request) => tasks.listTasks(db, visitOf(request, request.params.id)),
    );
    owner.post(
      '/appointments/:id/tasks',
      { schema: { tags, params, body: taskInputSchema, response: { 201: taskSchema } } },
      async (request, reply) =>
        reply.status(201).send(await tasks.createTask(db, visitOf(request, request.params.id), request.body)),
    );
    owner.put(
      '/appointments/:id/tasks/:taskId',
      { config, schema: { tags, params: taskParamsSchema, body: taskUpdateSchema, response: { 200: taskSchema } } },
      async (request) =>
        tasks.updateTask(
          db,
          verifiedUser(request),
          { ...visitOf(request, request.params.id), id: request.params.taskId },
          request.body,
        ),
    );
    owner.delete(
      '/appointments/:id/tasks/:taskId',
      { schema: { tags, params: taskParamsSchema } },
      async (request, reply) => {
        await tasks.deleteTask(db, { ...visitOf(request, request.params.id), id: request.params.taskId });
        return reply.status(204).send();
      },
    );

    owner.get(
      '/appointments/:id/progress',
      { config, schema: { tags, params, response: { 200: z.array(progressLogSchema) } } },
      async (request) => progress.listProgress(db, visitOf(request, request.params.id)),
    );
    owner.post(
      '/appointments/:id/progress',
      { config, schema: { tags, params, body: progressLogInputSchema, response: { 201: progressLogSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await progress.addNote(db, verifiedUser(request), visitOf(request, request.params.id), request.body)),
    );

    owner.register(async (files) => {
      // The form is read whole, whatever type it declares; readPhotoForm refuses what is not multipart.
      files.removeAllContentTypeParsers();
      files.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PHOTO_FORM_LIMIT }, (_req, body, done) =>
        done(null, body),
      );
      files.setErrorHandler(async (error: FastifyError) => {
        throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? new AppError('PAYLOAD_TOO_LARGE', photoMessages.size)
          : error;
      });
      files.withTypeProvider<ZodTypeProvider>().post(
        '/appointments/:id/progress/photos',
        {
          config,
          bodyLimit: PHOTO_FORM_LIMIT,
          // Another company's visit is refused before an upload's megabytes are read. Anything but an upload (or a
          // NUL in the address) goes on to the API-wide checks first, which answer it as for every other route.
          onRequest: async (request) => {
            const upload = String(request.headers['content-type'] ?? '').startsWith('multipart/form-data');
            if (!upload || request.url.includes('%00')) return;
            const id = idParamSchema.safeParse(request.params);
            if (id.success) await getVisitId(db, visitScopeOf(request), id.data.id);
          },
          schema: {
            tags,
            params,
            description: 'multipart/form-data: `message`, an optional `taskId`, 1 to 6 PNG, JPEG or WebP files',
            response: { 201: progressLogSchema },
          },
        },
        async (request, reply) => {
          // Another company's visit is not found, whatever was sent (an upload's was checked before it was read).
          await getVisitId(db, visitScopeOf(request), request.params.id);
          const form = await readPhotoForm(request.body as Buffer | undefined, request.headers['content-type']);
          return reply
            .status(201)
            .send(await progress.addPhotos(db, verifiedUser(request), visitOf(request, request.params.id), form));
        },
      );
    });
  };
}
