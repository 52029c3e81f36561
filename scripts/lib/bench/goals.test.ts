import { describe, expect, it } from 'vitest';
import { GOALS, missedGoals, timeRatio, type Measured } from './goals';
import { formatScales, formatTable, formatVerdict } from './report';
import { benchRoutes, selectRoutes } from './routes';
import { summarize } from './rounds';

const route = (name: string, goal: Measured['goal'], ratio: number, p99: number, errors = 0): Measured => ({
  name,
  goal,
  summary: { ...summarize([{ rps: 100, mean: p99 / 2, p99, errors }], [ratio]), ratio },
});

describe('missedGoals', () => {
  it('holds lists to 40 % and searches to 30 % of the reference on PostgreSQL, p99 under 50 ms', () => {
    const measured = [
      route('list ok', 'list', 0.4, 49),
      route('list slow', 'list', 0.39, 20),
      route('search ok', 'search', 0.3, 10),
      route('search slow', 'search', 0.29, 50),
    ];
    expect(missedGoals(measured, GOALS.postgres)).toEqual([
      { route: 'list slow', goal: 'throughput >= 40 % of the one-row reference', value: '39.0 %' },
      { route: 'search slow', goal: 'throughput >= 30 % of the one-row reference', value: '29.0 %' },
      { route: 'search slow', goal: 'median p99 < 50 ms', value: '50 ms' },
    ]);
  });

  it('holds the embedded database to half the ratios, its p99 only reported', () => {
    expect(GOALS.pglite).toEqual({ ratio: { list: 0.2, search: 0.15 }, scale: 2 });
    const measured = [route('list', 'list', 0.2, 250), route('search', 'search', 0.1996, 400)];
    expect(missedGoals(measured, GOALS.pglite)).toEqual([]);
    const under = [route('list', 'list', 0.1996, 99), route('search', 'search', 0.14, 100)];
    expect(missedGoals(under, GOALS.pglite)).toEqual([
      { route: 'list', goal: 'throughput >= 20 % of the one-row reference', value: '20.0 %' },
      { route: 'search', goal: 'throughput >= 15 % of the one-row reference', value: '14.0 %' },
    ]);
  });

  it('holds the references to answering every request, nothing more', () => {
    expect(missedGoals([route('ref', 'reference', 0.01, 500)], GOALS.postgres)).toEqual([]);
    expect(missedGoals([route('ref', 'reference', 1, 5, 3)], GOALS.postgres)).toEqual([
      { route: 'ref', goal: 'every request answered 2xx', value: '3 failed' },
    ]);
  });
});

describe('a route held against the small company', () => {
  /** A route at `ratios` of the reference in each round, held against `against` when given. */
  const rounds = (name: string, ratios: number[], against?: string): Measured => ({
    name,
    goal: 'list',
    against,
    summary: summarize(
      ratios.map(() => ({ rps: 100, mean: 5, p99: 10, errors: 0 })),
      ratios,
    ),
  });

  it('holds its time, round by round against the reference, to twice the other route', () => {
    const small = rounds('small', [0.9, 0.8, 1.0]);
    const within = rounds('big', [0.5, 0.3, 0.6], 'small'); // 1.8x, 2.67x, 1.67x: median 1.8x
    expect(timeRatio(within.summary, small.summary).median).toBeCloseTo(1.8);
    expect(missedGoals([within, small], GOALS.postgres)).toEqual([]);
    const slow = rounds('big', [0.44, 0.3, 0.45], 'small'); // 2.05x, 2.67x, 2.22x
    expect(missedGoals([slow, small], GOALS.pglite)).toEqual([
      { route: 'big', goal: 'time within 2x of small', value: '2.22x' },
    ]);
    expect(formatScales([slow, small], GOALS.pglite)).toEqual([
      'big: 2.22x the time of small (goal <= 2x; per round 2.05 2.67 2.22)',
    ]);
  });

  it('misses its goal when the other route was not measured', () => {
    expect(missedGoals([rounds('big', [0.5], 'small')], GOALS.postgres)).toEqual([
      { route: 'big', goal: 'time within 2x of small', value: 'not measured' },
    ]);
  });

  it('is measured with the route it is held against, whatever --only names', () => {
    const routes = benchRoutes({ invoices: 100_000, customers: 5_000 });
    const big = routes.find((r) => r.against !== undefined)!;
    expect(big.name).toBe('GET /api/dashboard/stats (100,000 invoices, 200,000 payments)');
    expect(big.against).toBe('GET /api/dashboard/stats (100 invoices, 200 payments)');
    expect(selectRoutes(routes, '200,000 payments').map((r) => r.name)).toEqual([big.name, big.against]);
    expect(selectRoutes(routes, 'customers/summary').map((r) => r.name)).toEqual(['GET /api/customers/summary']);
  });
});

describe('report', () => {
  it('prints a Markdown table with each route, its goal and its ratio per round', () => {
    const table = formatTable(
      [route('reference: one row by key', 'reference', 1, 12), route('GET /x', 'search', 0.31, 40)],
      GOALS.postgres,
    );
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^\| route +\| vs one-row ref\. \| +goal \| req\/s \|/);
    expect(lines[1]).toMatch(/^\| -+ \| -+: \|/);
    expect(lines[3]).toMatch(/^\| GET \/x +\| +31 % \| >= 30 % \| +100 \| +20\.0 \| +40 \| +40 \| 31 +\|$/);
  });

  it('lists every missed goal, or says all were met', () => {
    expect(formatVerdict([])).toBe('All goals met.');
    expect(formatVerdict([{ route: 'GET /x', goal: 'median p99 < 50 ms', value: '61 ms' }])).toBe(
      'MISSED 1 goal:\n  - GET /x: median p99 < 50 ms, measured 61 ms',
    );
  });
});
