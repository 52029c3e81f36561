import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error';
import { NUL_MESSAGE } from '../../shared/text';

/**
 * Where the first NUL (U+0000) is in a parsed input, as a field path like the validation answers name it
 * (`items.0.description`; `_` for a bare string); undefined when there is none. Binary bodies (an uploaded
 * logo) are data, not text, and are skipped. The walk keeps its own stack, so a deeply nested body cannot
 * exhaust the call stack.
 */
export function findNul(input: unknown): string | undefined {
  const pending: [unknown, string][] = [[input, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) return path || '_';
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    const entries = Object.entries(value);
    // Pushed last to first, so the first offending field in document order is the one reported.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\0')) return at.replaceAll('\0', '\uFFFD');
      pending.push([child, at]);
    }
  }
  return undefined;
}

/**
 * Refuses a NUL anywhere in the path parameters, the query string or the body, after parsing and before any
 * route's validation: PostgreSQL cannot store it, so it would otherwise fail as a 500 wherever text is written
 * or searched. One hook for every API route, so a new route is covered without a word in its schema. Other
 * control characters pass here: tabs and line breaks are legitimate in notes and CSV files; single-line
 * fields refuse them in their schemas.
 */
export async function refuseNul(request: FastifyRequest) {
  for (const input of [request.params, request.query, request.body]) {
    const field = findNul(input);
    if (field !== undefined) throw new AppError('BAD_REQUEST', NUL_MESSAGE, { [field]: NUL_MESSAGE });
  }
}
