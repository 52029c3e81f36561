import type { Summary } from './rounds';

/**
 * What a route is held to: `list` (a screen's data, summaries and the session included) and `search` at a
 * fraction of the one-row reference's throughput; `reference` only to answer every request.
 */
export type GoalClass = 'list' | 'search' | 'reference';

export type Goals = { ratio: Record<Exclude<GoalClass, 'reference'>, number>; p99Ms: number };

/**
 * The goals at 10 connections on PostgreSQL, and on the embedded database each ratio at half of them.
 * PGlite runs one statement at a time on the server's own thread, so ten connections queue behind each other
 * and every latency is about ten statements long: its p99 is held to twice PostgreSQL's, as its ratios are
 * held to half.
 */
export const GOALS: Record<'postgres' | 'pglite', Goals> = {
  postgres: { ratio: { list: 0.4, search: 0.3 }, p99Ms: 50 },
  pglite: { ratio: { list: 0.2, search: 0.15 }, p99Ms: 100 },
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
      if (summary.p99 >= goals.p99Ms) {
        misses.push({ route: name, goal: `median p99 < ${goals.p99Ms} ms`, value: `${summary.p99} ms` });
      }
    }
    if (summary.errors > 0) {
      misses.push({ route: name, goal: 'every request answered 2xx', value: `${summary.errors} failed` });
    }
  }
  return misses;
}
