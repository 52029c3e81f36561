import type { Summary } from './rounds';

/**
 * What a route is held to: `list` (a screen's data, summaries and the session included) and `search` at a
 * fraction of the one-row reference's throughput; `reference` only to answer every request.
 */
export type GoalClass = 'list' | 'search' | 'reference';

/** `p99Ms` absent: the p99 is reported, not held. */
export type Goals = { ratio: Record<Exclude<GoalClass, 'reference'>, number>; p99Ms?: number };

/**
 * The goals at 10 connections on PostgreSQL, and on the embedded database each ratio at half of them.
 * PGlite's p99 is reported, not held: it runs one statement at a time on the server's own thread, so ten
 * connections queue behind each other and a request waits for about ten statements. Its latency is then its
 * throughput seen from the other side (a route at 150 req/s keeps ten requests waiting about 67 ms on average),
 * which the ratio already holds. A p99 under 100 ms (about twice the mean there) would ask every route for about
 * 70 % of a reference answering 300 req/s, where the issue asks 20 % of the embedded database; the reference's own
 * p99 is 60 to 105 ms.
 */
export const GOALS: Record<'postgres' | 'pglite', Goals> = {
  postgres: { ratio: { list: 0.4, search: 0.3 }, p99Ms: 50 },
  pglite: { ratio: { list: 0.2, search: 0.15 } },
};

export type Measured = { name: string; goal: GoalClass; summary: Summary };
export type Miss = { route: string; goal: string; value: string };

const pct = (x: number) => `${Math.round(x * 100)} %`;
/** One decimal, so a miss just under the goal (19.9 %) does not read as the goal itself. */
const measuredPct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Every goal a route missed, in route order: its ratio, its median p99, and any answer that was not 2xx. */
export function missedGoals(measured: readonly Measured[], goals: Goals): Miss[] {
  const misses: Miss[] = [];
  for (const { name, goal, summary } of measured) {
    if (goal !== 'reference') {
      const want = goals.ratio[goal];
      if (summary.ratio < want) {
        misses.push({
          route: name,
          goal: `throughput >= ${pct(want)} of the one-row reference`,
          value: measuredPct(summary.ratio),
        });
      }
      if (goals.p99Ms !== undefined && summary.p99 >= goals.p99Ms) {
        misses.push({ route: name, goal: `median p99 < ${goals.p99Ms} ms`, value: `${summary.p99} ms` });
      }
    }
    if (summary.errors > 0) {
      misses.push({ route: name, goal: 'every request answered 2xx', value: `${summary.errors} failed` });
    }
  }
  return misses;
}
