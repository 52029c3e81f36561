import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../app';
import { SESSION_COOKIE } from '../../server/lib/session';
import { operationName, type ApiOperation } from '../api-operations';
import { caseName, type FuzzCase } from './fuzz-cases';

/**
 * Who sends the cases. `cookie()` gives the session; after `changed()` (an answer set the session cookie: a
 * logout, a sign-in) it makes sure the session still works, signing in again if not.
 */
export type Identity = { name: string; cookie(): Promise<string | undefined>; changed(): void };

export type FuzzTally = {
  sent: number;
  unsendable: number;
  byStatus: Record<string, number>;
  msByOperation: Record<string, number>;
  failures: string[];
};

export const newTally = (): FuzzTally => ({ sent: 0, unsendable: 0, byStatus: {}, msByOperation: {}, failures: [] });

/** The operations that took longest, for tuning the run's size. */
export const slowest = (tally: FuzzTally, n = 6) =>
  Object.entries(tally.msByOperation)
    .sort((x, y) => y[1] - x[1])
    .slice(0, n)
    .map(([op, ms]) => `${op} ${Math.round(ms)} ms`);

// Header values the HTTP layer itself refuses to send (a real client could not send them either).
const UNSENDABLE = /invalid character in header|header content|ERR_INVALID_CHAR|ERR_HTTP_INVALID_HEADER_VALUE/i;

/**
 * Sends `cases` as `identity`, each from its own client address (so per-address rate limits do not end the run
 * early), and records every answer of 500 or more, or any error the server logged meanwhile, as a failure.
 */
export async function sendCases(
  t: TestApp,
  op: ApiOperation,
  cases: FuzzCase[],
  identity: Identity,
  tally: FuzzTally,
  app: FastifyInstance = t.app,
) {
  const started = performance.now();
  for (const c of cases) {
    const cookie = await identity.cookie();
    const n = tally.sent + tally.unsendable;
    const loggedBefore = t.logs.length;
    const headers = { ...c.headers };
    if (cookie && !('cookie' in headers)) headers.cookie = cookie;
    let status: number;
    let body = '';
    try {
      const response = await app.inject({
        method: c.method,
        url: c.url,
        headers,
        remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      });
      status = response.statusCode;
      if (response.cookies.some((cookie) => cookie.name === SESSION_COOKIE)) identity.changed();
      body = response.body.slice(0, 200);
    } catch (err) {
      if (UNSENDABLE.test(String(err)) || UNSENDABLE.test((err as { code?: string }).code ?? '')) {
        tally.unsendable++;
        continue;
      }
      status = 0;
      body = `inject threw: ${String(err)}`;
    }
    tally.sent++;
    tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
    const errors = t.logs
      .slice(loggedBefore)
      .filter((entry) => entry.level >= 50)
      .map((entry) => `${entry.msg}: ${String((entry.err as { message?: string } | undefined)?.message ?? '')}`);
    // Maintenance mode (Site Settings, switched on by an administrator's case) is a deliberate 503.
    const maintenance = status === 503 && body.includes('"maintenance":true');
    if ((status >= 500 && !maintenance) || status === 0 || errors.length) {
      const logged = errors.length ? ` logged ${JSON.stringify(errors).slice(0, 300)}` : '';
      tally.failures.push(`${caseName(op, c)} as ${identity.name}: ${status} ${body}${logged}`);
    }
  }
  const name = operationName(op);
  tally.msByOperation[name] = (tally.msByOperation[name] ?? 0) + performance.now() - started;
}
