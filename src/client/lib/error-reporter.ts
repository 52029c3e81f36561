/** At most this many reports a page load: a failing render loop must not flood the server (which limits too). */
const MAX_REPORTS = 5;

/**
 * Reports the page's uncaught errors and unhandled rejections (React's uncaught render errors arrive as the former)
 * to the server, which logs them as medium errors. Only the page's path is sent: a query string or hash may carry a
 * token. Never throws, never retries.
 */
export function reportUncaughtErrors(target: Window = window) {
  const seen = new Set<string>();
  const report = (kind: 'error' | 'unhandledrejection', reason: unknown) => {
    const error = reason instanceof Error ? reason : undefined;
    const message = (error ? `${error.name}: ${error.message}` : String(reason)).slice(0, 1000);
    if (seen.size >= MAX_REPORTS || seen.has(message)) return;
    seen.add(message);
    const body = { message, stack: error?.stack?.slice(0, 4000), path: target.location.pathname, kind };
    fetch('/api/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  };
  target.addEventListener('error', (event) => {
    // Another origin's script tells nothing ("Script error."): nothing worth keeping.
    if (event.error || (event.message && event.message !== 'Script error.'))
      report('error', event.error ?? event.message);
  });
  target.addEventListener('unhandledrejection', (event) => report('unhandledrejection', event.reason));
}
