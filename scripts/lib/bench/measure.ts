import autocannon from 'autocannon';
import type { Sample } from './rounds';

export type Load = {
  base: string;
  path: string;
  headers: Record<string, string>;
  connections: number;
  /** Seconds: autocannon stops by itself, so no measurement outlasts it. */
  duration: number;
};

/**
 * Loads one route for `duration` seconds. autocannon runs in a worker thread: the load generator's parsing
 * and bookkeeping then take the other core, not the event loop of the server being measured.
 */
export function measure(load: Load): Promise<Sample> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${load.base}${load.path}`,
        connections: load.connections,
        duration: load.duration,
        headers: load.headers,
        workers: 1,
      },
      (err, result) => {
        if (err) return reject(err);
        const seconds = result.duration > 0 ? result.duration : load.duration;
        resolve({
          rps: result['2xx'] / seconds,
          mean: result.latency.average,
          p99: result.latency.p99,
          errors: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
  });
}

/**
 * One request before any load: the route must answer 2xx with a body that holds something (not `[]` nor
 * `{}`), or the run stops here, naming it. Returns the `X-Total-Count` when the route sends one.
 */
export async function checkRoute(base: string, path: string, headers: Record<string, string>) {
  const res = await fetch(`${base}${path}`, { headers });
  const body = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 300)}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${path} answered ${res.status} with a body that is not JSON: ${body.slice(0, 300)}`);
  }
  const empty =
    parsed === null || (typeof parsed === 'object' && Object.keys(parsed as Record<string, unknown>).length === 0);
  if (empty) throw new Error(`${path} answered ${res.status} with nothing in it (${body}): the data is not there`);
  const total = res.headers.get('x-total-count');
  return { total: total === null ? undefined : Number(total) };
}
