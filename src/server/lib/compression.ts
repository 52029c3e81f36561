import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less than the compression costs, and fit in one packet either way. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses the API's answers (JSON, CSV, streamed or not) for clients that accept Brotli or gzip. Registered
 * in the `/api` scope only: the app's files are served from the copies the build compressed once at full
 * quality, and its pages are compressed by serve-client, so neither is compressed twice.
 *
 * Brotli at quality 4, not zlib's default 11: on a page of 25 invoices (19 kB) quality 11 took about 250 ms
 * against 1.7 ms for quality 4, which still writes a smaller answer than gzip at level 6 (1.86 kB against
 * 1.95 kB) in the same time (docs/performance.md).
 */
export async function compressApiAnswers(api: FastifyInstance) {
  await api.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // Every answer says it depends on Accept-Encoding, also when this one went out plain (small, or the client
  // accepts no compression), so a cache between never hands a stored plain or compressed copy to the other kind.
  api.addHook('onSend', async (_request, reply, payload) => {
    const vary = reply.getHeader('Vary');
    if (vary === undefined) reply.header('Vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('Vary', `${String(vary)}, accept-encoding`);
    return payload;
  });
}
