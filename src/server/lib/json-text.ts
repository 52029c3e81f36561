import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text that the database already wrote (or its UTF-8 bytes, when kept), as it is: Fastify serializes objects only, so the route's
 * response schema still documents the shape but is not applied again. A test holds the text to that schema.
 */
export function sendJsonText(reply: FastifyReply, text: string | Buffer) {
  return reply.type('application/json; charset=utf-8').send(text as never);
}
