import { againstOf, timeRatio, times, type Goals, type Measured, type Miss } from './goals';

const pct = (x: number) => `${Math.round(x * 100)} %`;
const goalOf = (m: Measured, goals: Goals) => (m.goal === 'reference' ? '' : `>= ${pct(goals.ratio[m.goal])}`);

/**
 * The run's table in Markdown (what docs/performance.md keeps): per route the median over the rounds of its
 * ratio to the one-row reference measured around it, of its req/s, mean and p99, and the worst round's p99.
 */
export function formatTable(measured: readonly Measured[], goals: Goals): string {
  const header = ['route', 'vs one-row ref.', 'goal', 'req/s', 'mean ms', 'p99 ms', 'worst p99', 'ratio per round'];
  const rows = measured.map((m) => [
    m.name,
    pct(m.summary.ratio),
    goalOf(m, goals),
    m.summary.rps.toFixed(0),
    m.summary.mean.toFixed(1),
    String(m.summary.p99),
    String(m.summary.worstP99),
    m.summary.ratios.map((r) => Math.round(r * 100)).join(' '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const numeric = (i: number) => i > 0 && i < 7;
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/**
 * One line per route held against another: how many times that route's time it took (the median of the rounds),
 * the goal, and each round's figure.
 */
export function formatScales(measured: readonly Measured[], goals: Goals): string[] {
  return measured.flatMap((m) => {
    const against = againstOf(m, measured);
    if (!against) return [];
    const { median, perRound } = timeRatio(m.summary, against.summary);
    const rounds = perRound.map((x) => x.toFixed(2)).join(' ');
    return [`${m.name}: ${times(median)} the time of ${against.name} (goal <= ${goals.scale}x; per round ${rounds})`];
  });
}

/** The verdict: every missed goal on a line of its own, or that all were met. */
export function formatVerdict(misses: readonly Miss[]): string {
  if (misses.length === 0) return 'All goals met.';
  return [
    `MISSED ${misses.length} goal${misses.length === 1 ? '' : 's'}:`,
    ...misses.map((m) => `  - ${m.route}: ${m.goal}, measured ${m.value}`),
  ].join('\n');
}
