import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  todoIdParamSchema as params,
  todoInputSchema,
  todoListQuerySchema,
  todoSchema,
  todoStatsSchema,
  todoToggleSchema,
  todoUpdateSchema,
} from '../../../shared/todos/todos.schemas';
import type { AppContext } from '../../lib/context';
import { requireVerified, verifiedUser } from '../../lib/guards';
import * as todos from './todos.service';
import { weeklyEmailRoutes } from './weekly-email/weekly-email.routes';

/** TODO Management: each account's own list (an administrator's too); another user's item answers 404. */
export function todosRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const tags = ['todos'];
  return async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireVerified);
    app.get(
      '/todos',
      { schema: { tags, querystring: todoListQuerySchema, response: { 200: z.array(todoSchema) } } },
      async (request, reply) => {
        const page = await todos.listTodos(db, verifiedUser(request), request.query);
        return reply.header('X-Total-Count', String(page.total)).send(page.items);
      },
    );
    app.get('/todos/stats', { schema: { tags, response: { 200: todoStatsSchema } } }, async (request) =>
      todos.getTodoStats(db, verifiedUser(request)),
    );
    app.post(
      '/todos',
      { schema: { tags, body: todoInputSchema, response: { 201: todoSchema } } },
      async (request, reply) => reply.status(201).send(await todos.createTodo(db, verifiedUser(request), request.body)),
    );
    app.patch(
      '/todos/:id',
      { schema: { tags, params, body: todoUpdateSchema, response: { 200: todoSchema } } },
      async (request) => todos.updateTodo(db, verifiedUser(request), request.params.id, request.body),
    );
    app.patch(
      '/todos/:id/toggle',
      { schema: { tags, params, body: todoToggleSchema, response: { 200: todoSchema } } },
      async (request) => todos.setTodoStatus(db, verifiedUser(request), request.params.id, request.body.status),
    );
    app.delete('/todos/:id', { schema: { tags, params } }, async (request, reply) => {
      await todos.deleteTodo(db, verifiedUser(request), request.params.id);
      return reply.status(204).send();
    });
    await app.register(weeklyEmailRoutes(ctx));
  };
}
