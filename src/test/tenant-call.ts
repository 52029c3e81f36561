import type { TestApp } from './app';

type Json = Record<string, unknown>;

/** A call of the tenant fixture, as `cookie`'s holder: its JSON answer, or an error naming what went wrong. */
export async function call(t: TestApp, cookie: string | undefined, method: string, url: string, payload?: unknown) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.body ? (response.json() as Json) : {};
}
