import { describe, expect, it } from 'vitest';
import { median, planRound, roundRatios, summarize, type Sample, type Step } from './rounds';

const sample = (rps: number, p99 = 10, errors = 0): Sample => ({ rps, mean: p99 / 2, p99, errors });
const order = (steps: Step[]) => steps.map((s) => (s.kind === 'reference' ? 'R' : String(s.route))).join('');

describe('planRound', () => {
  it('puts the reference first, after every group of routes and last', () => {
    expect(order(planRound(7, 0, 1, 3))).toBe('R012R345R6R');
    expect(order(planRound(6, 0, 1, 3))).toBe('R012R345R');
  });

  it('rotates the order from round to round, each route once per round', () => {
    const rounds = [0, 1, 2].map((r) => order(planRound(6, r, 3, 2)));
    expect(rounds).toEqual(['R01R23R45R', 'R23R45R01R', 'R45R01R23R']);
    expect(new Set(rounds.map((r) => r.replaceAll('R', '')[0])).size).toBe(3);
  });

  it('still rotates when there are more rounds than routes', () => {
    expect([0, 1, 2].map((r) => order(planRound(2, r, 5, 3)))).toEqual(['R01R', 'R10R', 'R01R']);
  });
});

describe('roundRatios', () => {
  it('divides each route by the mean of the references just before and just after it', () => {
    const steps = planRound(3, 0, 1, 2); // R 0 1 R 2 R
    const ratios = roundRatios(steps, [
      sample(1000),
      sample(500),
      sample(300),
      sample(1000 * 0.6),
      sample(400),
      sample(1000),
    ]);
    expect(ratios.get(0)).toBeCloseTo(500 / 800);
    expect(ratios.get(1)).toBeCloseTo(300 / 800);
    expect(ratios.get(2)).toBeCloseTo(400 / 800);
  });

  it('follows the reference when the machine slows down during the round', () => {
    // The same route at half the reference, while everything slows to a third: the ratio stays 50 %.
    const steps = planRound(2, 0, 1, 1); // R 0 R 1 R
    const ratios = roundRatios(steps, [sample(900), sample(450), sample(900), sample(150), sample(300)]);
    expect(ratios.get(0)).toBeCloseTo(0.5);
    expect(ratios.get(1)).toBeCloseTo(150 / 600);
  });

  it('refuses samples that do not match the steps', () => {
    expect(() => roundRatios(planRound(2, 0, 1, 1), [sample(1)])).toThrow(/one sample per step/);
  });
});

describe('median and summarize', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(() => median([])).toThrow();
  });

  it('reports the median ratio and p99, the worst p99 and every error', () => {
    const summary = summarize([sample(100, 20), sample(300, 90, 2), sample(200, 30)], [0.5, 0.2, 0.9]);
    expect(summary).toMatchObject({ ratio: 0.5, rps: 200, p99: 30, worstP99: 90, errors: 2, ratios: [0.5, 0.2, 0.9] });
  });

  it('gives the reference itself a ratio of 1', () => {
    expect(summarize([sample(1000), sample(1200)]).ratio).toBe(1);
  });
});
