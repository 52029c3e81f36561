import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import type { Env } from '../env';

export type LogFormat = 'pretty' | 'json';

/** JSON for machines (production with its output collected), readable lines for a person at a terminal. */
export function logFormat(env: Pick<Env, 'LOG_FORMAT' | 'NODE_ENV'>, isTty = Boolean(process.stdout.isTTY)) {
  if (env.LOG_FORMAT !== 'auto') return env.LOG_FORMAT;
  return env.NODE_ENV === 'production' && !isTty ? 'json' : 'pretty';
}

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const shown = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'responseTime', 'err', 'reqId']);

const clock = (time: number) => new Date(time).toISOString().slice(11, 19);
const value = (v: unknown) => (typeof v === 'string' && !/[\s"=]/.test(v) ? v : JSON.stringify(v));

/** One pino JSON line as a person reads it: `12:03:04 POST /api/invoices 201 12 ms`, or level, message, fields. */
export function prettyLine(line: string): string {
  const entry = JSON.parse(line) as Record<string, unknown>;
  const time = clock(Number(entry.time));
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  if (req && res)
    return `${time} ${req.method} ${req.url} ${res.statusCode} ${Math.round(Number(entry.responseTime))} ms`;
  const level = Number(entry.level);
  const fields = Object.entries(entry)
    .filter(([k]) => !shown.has(k))
    .map(([k, v]) => ` ${k}=${value(v)}`)
    .join('');
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const detail = err ? `\n  ${(err.stack ?? err.message ?? '').split('\n').join('\n  ')}` : '';
  const tag = level === 30 ? '' : `${levelNames[level] ?? level} `;
  return `${time} ${tag}${entry.msg ?? ''}${fields}${detail}`;
}

/**
 * Card fields, wherever a log line might carry them (a request body, an error's details): never written. Nothing
 * logs bodies today; this keeps a future debug line from printing a card number.
 */
export const CARD_FIELDS = [
  'card',
  '*.card',
  '*.*.card',
  'cardNumber',
  '*.cardNumber',
  '*.*.cardNumber',
  'cvv',
  '*.cvv',
  '*.*.cvv',
];
export const redactCardFields = { paths: CARD_FIELDS, censor: '[redacted]' };

/** The process's logger, writing JSON lines or readable ones to standard output. */
export function createLogger(env: Pick<Env, 'LOG_FORMAT' | 'LOG_LEVEL' | 'NODE_ENV'>) {
  const options = { level: env.LOG_LEVEL, redact: redactCardFields };
  if (logFormat(env) === 'json') return pino(options);
  return pino(options, { write: (line: string) => void process.stdout.write(`${prettyLine(line)}\n`) });
}

/**
 * Fastify's request log: one line per API request once it is answered, and none for the app's files and pages,
 * which would bury the lines a person needs (printed e-mails, errors). Fastify's "incoming request" line goes too.
 */
export class ApiRequestLog extends LogController {
  override isLogDisabled(request: FastifyRequest) {
    return !request.url.startsWith('/api/');
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const entry = {
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}
