import type { QueryFunction } from '@tanstack/react-query';
import type { MessageValues } from '@shared/app-error';
import { translateMessage } from '../i18n/translate-message';

/** Any non-success answer becomes an Error whose message is `status: body` (or the status text). */
export async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/** JSON of a call, or undefined for an empty answer (204). */
export async function apiJson<T>(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await apiRequest(method, url, data, headers);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The message of an API error without its status prefix: the server's `message` when the body is JSON; in the user's
 * language (i18n/translate-message.ts).
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!(error instanceof Error)) return translateMessage(fallback);
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return translateMessage(parsed.message);
  } catch {
    // not JSON: the text itself is the message
  }
  return translateMessage(body || fallback);
}

type ErrorAnswer = { message?: unknown; fields?: Record<string, string>; values?: MessageValues };

/** The JSON body of an API error, or an empty one. */
export function answerOf(error: unknown): ErrorAnswer {
  if (!(error instanceof Error)) return {};
  try {
    return (JSON.parse(error.message.replace(/^\d{3}: /, '')) as ErrorAnswer | null) ?? {};
  } catch {
    return {};
  }
}

/** Field messages of a 400 answer `{ message, fields }`, in the user's language. */
export function fieldErrors(error: unknown): Record<string, string> {
  const { fields } = answerOf(error);
  return Object.fromEntries(Object.entries(fields ?? {}).map(([field, message]) => [field, translateMessage(message)]));
}

/** What the server's composed message was made of (`{ message, values }`), to word it in the user's language. */
export const errorValues = (error: unknown): MessageValues => answerOf(error).values ?? {};

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: GET the path made of the query key's segments. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** A page of a list and its total: exact, or (a search counted up to a cap) at least that many. */
export type Page<T> = { items: T[]; total: number; exact: boolean };

/**
 * One page of a list endpoint: a JSON array, with the total in `X-Total-Count`, which `X-Total-Count-Exact:
 * false` makes "at least".
 */
export async function fetchPage<T>(url: string, page: number, size: number): Promise<Page<T>> {
  const separator = url.includes('?') ? '&' : '?';
  const res = await fetch(`${url}${separator}limit=${size}&offset=${page * size}`, { credentials: 'include' });
  await throwIfNotOk(res);
  return {
    items: (await res.json()) as T[],
    total: Number(res.headers.get('X-Total-Count') ?? 0),
    exact: res.headers.get('X-Total-Count-Exact') !== 'false',
  };
}
