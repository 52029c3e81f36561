import { vi } from 'vitest';

type Handler = (request: { url: URL; body: unknown }) => Response;

/** Stubs fetch with handlers keyed `METHOD /path` (query left out); anything else answers 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler ? handler({ url, body }) : Response.json({ message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls made to `METHOD /path`, with their parsed bodies. */
export function callsTo(fetch: ReturnType<typeof mockApi>, key: string) {
  return fetch.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}` === key)
    .map(([input, init]) => ({
      url: new URL(input, 'http://localhost'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }));
}
