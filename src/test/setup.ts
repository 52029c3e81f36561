import { afterAll, afterEach, beforeEach } from 'vitest';

/** Any console.error while a test runs fails that test: errors must be expected and asserted, not printed. */
const reported: string[] = [];
const original = console.error.bind(console);

console.error = (...args: unknown[]) => {
  reported.push(args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' '));
  original(...args);
};

function failOnReported(where: string) {
  if (reported.length === 0) return;
  const lines = reported.splice(0);
  throw new Error(`console.error was called ${where}:\n${lines.join('\n')}`);
}

beforeEach(() => failOnReported('before this test (in a hook or between tests)'));
afterEach(() => failOnReported('during this test'));
afterAll(() => failOnReported('after the last test of this file'));
