import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportUncaughtErrors } from './error-reporter';

afterEach(() => vi.unstubAllGlobals());

/** A window of its own, so the listeners of one test do not hear the next one's events. */
function fakeWindow(path: string) {
  const target = new EventTarget() as EventTarget & { location: { pathname: string } };
  target.location = new URL(path, 'http://localhost') as unknown as { pathname: string };
  return target as unknown as Window;
}

function stubFetch() {
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const bodies = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string));

describe('the browser error reporter', () => {
  it('reports an uncaught error with the page path only, never its query string', () => {
    const fetch = stubFetch();
    const target = fakeWindow('/customer/abc?token=secret#x');
    reportUncaughtErrors(target);
    const error = new TypeError('items.map is not a function');
    target.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/client-errors');
    const [body] = bodies(fetch);
    expect(body).toEqual({
      message: 'TypeError: items.map is not a function',
      stack: error.stack,
      path: '/customer/abc',
      kind: 'error',
    });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('reports unhandled rejections, once per message, at most five a page', () => {
    const fetch = stubFetch();
    const target = fakeWindow('/invoices');
    reportUncaughtErrors(target);
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection') as Event & { reason: unknown };
      event.reason = reason;
      target.dispatchEvent(event);
    };
    rejection('plain text reason');
    rejection('plain text reason');
    for (let i = 0; i < 10; i++) rejection(new Error(`failure ${i}`));
    expect(bodies(fetch).map((b) => b.message)).toEqual([
      'plain text reason',
      'Error: failure 0',
      'Error: failure 1',
      'Error: failure 2',
      'Error: failure 3',
    ]);
    expect(bodies(fetch)[0]).toMatchObject({ kind: 'unhandledrejection', path: '/invoices' });
  });

  it("ignores another origin's opaque 'Script error.' and survives a failed report", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const target = fakeWindow('/');
    reportUncaughtErrors(target);
    target.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(fetch).not.toHaveBeenCalled();
    target.dispatchEvent(new ErrorEvent('error', { message: 'Boom' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });
});
