import { afterAll, afterEach, beforeEach } from 'vitest';

/**
 * Any console.error while a test runs fails that test: errors must be expected and asserted, not printed. The
 * server's files share one module cache per worker (`isolate: false`), and this file runs again before each of
 * them: console.error is wrapped once, and every file reads the same list.
 */
const patched = globalThis as { reportedErrors?: string[] };
const reported = (patched.reportedErrors ??= []);
if (!(console.error as { reports?: true }).reports) {
  const original = console.error.bind(console);
  console.error = Object.assign(
    (...args: unknown[]) => {
      reported.push(args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' '));
      original(...args);
    },
    { reports: true as const },
  );
}

function failOnReported(where: string) {
  if (reported.length === 0) return;
  const lines = reported.splice(0);
  throw new Error(`console.error was called ${where}:\n${lines.join('\n')}`);
}

beforeEach(() => failOnReported('before this test (in a hook or between tests)'));
afterEach(() => failOnReported('during this test'));
afterAll(() => failOnReported('after the last test of this file'));
