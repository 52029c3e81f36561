// How a run is laid out in time and how its measurements become ratios. Pure: tested in rounds.test.ts.

/** One autocannon measurement of one route. */
export type Sample = {
  /** 2xx answers per second over the measurement. */
  rps: number;
  /** Mean latency, ms. */
  mean: number;
  /** 99th percentile latency, ms. */
  p99: number;
  /** Answers that were not 2xx, connection errors and timeouts. */
  errors: number;
};

/** A step of a round: the one-row reference, or a route (by its index in the run's route list). */
export type Step = { kind: 'reference' } | { kind: 'route'; route: number };

/**
 * One round: the routes in an order rotated by the round (so no route always runs first, or always after the
 * same heavy one), with the reference measured first, after every `refEvery` routes, and last. Every route
 * thus has a reference measured at most `refEvery` measurements before and after it.
 */
export function planRound(routeCount: number, round: number, rounds: number, refEvery: number): Step[] {
  const stride = Math.max(1, Math.floor(routeCount / Math.max(1, rounds)));
  const offset = (round * stride) % Math.max(1, routeCount);
  const steps: Step[] = [{ kind: 'reference' }];
  for (let i = 0; i < routeCount; i++) {
    steps.push({ kind: 'route', route: (offset + i) % routeCount });
    if ((i + 1) % refEvery === 0 || i === routeCount - 1) steps.push({ kind: 'reference' });
  }
  return steps;
}

/**
 * Each route's throughput in a round as a fraction of the reference around it: the mean of the reference
 * measured just before its group and just after. `samples[i]` is the measurement of `steps[i]`.
 */
export function roundRatios(steps: readonly Step[], samples: readonly Sample[]): Map<number, number> {
  if (steps.length !== samples.length) throw new Error('roundRatios: one sample per step');
  const ratios = new Map<number, number>();
  steps.forEach((step, i) => {
    if (step.kind !== 'route') return;
    const around: number[] = [];
    for (let j = i - 1; j >= 0; j--) {
      if (steps[j].kind === 'reference') {
        around.push(samples[j].rps);
        break;
      }
    }
    for (let j = i + 1; j < steps.length; j++) {
      if (steps[j].kind === 'reference') {
        around.push(samples[j].rps);
        break;
      }
    }
    if (around.length === 0) throw new Error('roundRatios: a route without a reference around it');
    const reference = around.reduce((a, b) => a + b, 0) / around.length;
    ratios.set(step.route, reference > 0 ? samples[i].rps / reference : 0);
  });
  return ratios;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** What is reported of a route over the rounds. */
export type Summary = {
  /** Median over the rounds of the ratio to the reference in the same round (1 for the reference itself). */
  ratio: number;
  rps: number;
  mean: number;
  /** Median of the rounds' p99: the figure the goal is held to. */
  p99: number;
  /** The worst round's p99, shown beside it. */
  worstP99: number;
  errors: number;
  /** Every round's ratio, in round order, to show the spread. */
  ratios: number[];
};

/** Medians over a route's samples (one per round, or more for the reference) and, when given, its ratios. */
export function summarize(samples: readonly Sample[], ratios?: readonly number[]): Summary {
  return {
    ratio: ratios?.length ? median(ratios) : 1,
    rps: median(samples.map((s) => s.rps)),
    mean: median(samples.map((s) => s.mean)),
    p99: median(samples.map((s) => s.p99)),
    worstP99: Math.max(...samples.map((s) => s.p99)),
    errors: samples.reduce((n, s) => n + s.errors, 0),
    ratios: [...(ratios ?? [])],
  };
}
