import { request } from 'node:http';

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * A POST the server has already taken in (its headers read and the request dispatched, as `100 Continue`
 * proves) whose body is held back until `finish()`: a request certainly in flight at a chosen moment.
 */
export async function holdRequest(base: string, path: string, cookie: string, body: unknown) {
  const payload = JSON.stringify(body);
  const req = request(`${base}${path}`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      expect: '100-continue',
      cookie,
    },
  });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  answer.catch(() => undefined); // awaited by finish(); a test that fails before it must not leave it unhandled
  await new Promise<void>((resolve, reject) => {
    req.once('continue', resolve);
    req.once('error', reject);
    req.flushHeaders();
  });
  return {
    finish() {
      req.end(payload);
      return answer;
    },
  };
}

/** One request on its own connection, with the raw headers of the answer (fetch hides `Connection`). */
export function rawRequest(base: string, path: string, opts: { method?: string; cookie?: string; body?: unknown }) {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request(`${base}${path}`, {
      method: opts.method ?? 'GET',
      agent: false,
      headers: {
        ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}
