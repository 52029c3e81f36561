import { median, type Summary } from './rounds';

/**
 * What a route is held to: `list` (a screen's data, summaries and the session included) and `search` at a
 * fraction of the one-row reference's throughput; `reference` only to answer every request.
 */
export type GoalClass = 'list' | 'search' | 'reference';

/**
 * `p99Ms` absent: the p99 is reported, not held. `scale`: a route measured `against` another (the same screen of
 * the small company) takes at most this many times its time.
 */
export type Goals = { ratio: Record<Exclude<GoalClass, 'reference'>, number>; p99Ms?: number; scale: number };

/**
 * The goals at 10 connections on PostgreSQL, and on the embedded database each ratio at half of them.
 * PGlite's p99 is reported, not held: it runs one statement at a time on the server's own thread, so ten
 * connections queue behind each other and a request waits for about ten statements. Its latency is then its
 * throughput seen from the other side (a route at 150 req/s keeps ten requests waiting about 67 ms on average),
 * which the ratio already holds. A p99 under 100 ms (about twice the mean there) would ask every route for about
 * 70 % of a reference answering 300 req/s, where the issue asks 20 % of the embedded database; the reference's own
 * p99 is 60 to 105 ms.
 *
 * On both, the big company's dashboard (100,000 invoices, 200,000 payments) is held to within twice its time for
 * the small company (100 invoices), measured in the same run: its figures come from kept totals, so the number of
 * invoices and payments must not show in its time.
 */
export const GOALS: Record<'postgres' | 'pglite', Goals> = {
  postgres: { ratio: { list: 0.4, search: 0.3 }, p99Ms: 50, scale: 2 },
  pglite: { ratio: { list: 0.2, search: 0.15 }, scale: 2 },
};

/** `against`: the name of the route whose time this one is held to (see `timeRatio`). */
export type Measured = { name: string; goal: GoalClass; summary: Summary; against?: string };
export type Miss = { route: string; goal: string; value: string };

/**
 * How many times `against`'s time a route took: in each round, `against`'s ratio to the reference over the
 * route's own (a request's time is the inverse of the throughput at the run's connections, and each ratio is
 * taken to the reference measured around it, so a machine that slows down between the two cancels out), and the
 * median of the rounds.
 */
export function timeRatio(route: Summary, against: Summary): { median: number; perRound: number[] } {
  const perRound = route.ratios.map((own, i) => (own > 0 ? against.ratios[i] / own : Infinity));
  return { median: perRound.length ? median(perRound) : Infinity, perRound };
}

/** The route `m` is held against, when it is held against one and that one was measured. */
export const againstOf = (m: Measured, measured: readonly Measured[]) =>
  m.against === undefined ? undefined : measured.find((other) => other.name === m.against);

/** A time ratio as the report and the misses write it. */
export const times = (x: number) => `${x.toFixed(2)}x`;

const pct = (x: number) => `${Math.round(x * 100)} %`;
/** One decimal, so a miss just under the goal (19.9 %) does not read as the goal itself. */
const measuredPct = (x: number) => `${(x * 100).toFixed(1)} %`;

/**
 * Every goal a route missed, in route order: its ratio, its median p99, its time against another route's, and any
 * answer that was not 2xx.
 */
export function missedGoals(measured: readonly Measured[], goals: Goals): Miss[] {
  const misses: Miss[] = [];
  for (const m of measured) {
    const { name, goal, summary } = m;
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
    if (m.against !== undefined) {
      const against = againstOf(m, measured);
      const ratio = against ? timeRatio(summary, against.summary).median : Infinity;
      if (!(ratio <= goals.scale)) {
        misses.push({
          route: name,
          goal: `time within ${goals.scale}x of ${m.against}`,
          value: against ? times(ratio) : 'not measured',
        });
      }
    }
    if (summary.errors > 0) {
      misses.push({ route: name, goal: 'every request answered 2xx', value: `${summary.errors} failed` });
    }
  }
  return misses;
}
