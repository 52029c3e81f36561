// The campaign measurement's goals and table (lib/bench/campaign.ts measures): pure, so they are tested without a
// database or a mail server.
import type { Miss } from './goals';

/** Customers the campaign goes to, each with an e-mail address of their own. */
export const CAMPAIGN_CUSTOMERS = 10_000;

/**
 * The issue's goals: the recipients fixed by POST /api/campaigns/{id}/send within `expansionMs`, delivered to a
 * loopback catcher at `perSecond` or more with the rate limit off, and the live heap (after a forced collection)
 * at most `heapGrowthBytes` above where it started at any point of the delivery: a run's memory must not grow with
 * the number of messages.
 */
export const CAMPAIGN_GOALS = { expansionMs: 2_000, perSecond: 50, heapGrowthBytes: 64 * 2 ** 20 };

/** What the catcher counted: messages, distinct recipient addresses, and messages beyond the first per address. */
export type SinkCount = { total: number; distinct: number; duplicates: number };

export type CampaignFigures = {
  db: 'postgres' | 'pglite';
  /** Customers seeded (all in the audience). */
  customers: number;
  /** Milliseconds POST /api/campaigns/{id}/send took, as the client saw it. */
  expansionMs: number;
  /** Rows of campaign_recipients the start wrote, and the count the campaign answered. */
  recipients: number;
  recipientCount: number;
  /** The campaign's figures when the wait ended. */
  sent: number;
  failed: number;
  /** Seconds from the send request to the last message marked sent; undefined when none was. */
  seconds: number | undefined;
  /** The wait for the delivery ended at its bound, some messages still to go. */
  timedOut: boolean;
  sink: SinkCount;
  /** Bytes, each after a forced collection: before the send, the highest while delivering, once delivered. */
  heap: { before: number; peak: number; after: number };
  rss: { before: number; peak: number };
};

/** Messages a second from the send request to the last message out. */
export const perSecondOf = (f: CampaignFigures) => (f.seconds === undefined || f.seconds <= 0 ? 0 : f.sent / f.seconds);

const n = (x: number) => x.toLocaleString('en-US');
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const CAMPAIGN = 'campaign';

/** Every goal the campaign missed, in the shape of the routes' misses (report.ts `formatVerdict`). */
export function missedCampaignGoals(f: CampaignFigures): Miss[] {
  const misses: Miss[] = [];
  const miss = (goal: string, value: string) => misses.push({ route: CAMPAIGN, goal, value });
  if (!(f.expansionMs < CAMPAIGN_GOALS.expansionMs)) {
    miss(`recipients expanded in < ${n(CAMPAIGN_GOALS.expansionMs)} ms`, `${n(Math.round(f.expansionMs))} ms`);
  }
  if (f.recipients !== f.customers || f.recipientCount !== f.customers) {
    miss(
      `one recipient per customer (${n(f.customers)})`,
      `${n(f.recipients)} rows, recipient count ${n(f.recipientCount)}`,
    );
  }
  if (f.timedOut || f.sent !== f.customers || f.failed > 0) {
    miss(
      `every message sent${f.timedOut ? ' within the wait' : ''}`,
      `${n(f.sent)} sent, ${n(f.failed)} failed${f.timedOut ? ', timed out' : ''}`,
    );
  }
  const rate = perSecondOf(f);
  if (!(rate >= CAMPAIGN_GOALS.perSecond)) miss(`>= ${CAMPAIGN_GOALS.perSecond} messages/s`, `${rate.toFixed(1)}/s`);
  const { total, distinct, duplicates } = f.sink;
  if (total !== f.customers || distinct !== f.customers || duplicates !== 0) {
    miss(
      `each customer's message caught once (${n(f.customers)} / ${n(f.customers)} / 0)`,
      `${n(total)} / ${n(distinct)} / ${n(duplicates)}`,
    );
  }
  const growth = f.heap.peak - f.heap.before;
  if (!(growth < CAMPAIGN_GOALS.heapGrowthBytes)) {
    miss(`heap growth < ${mb(CAMPAIGN_GOALS.heapGrowthBytes)} MB`, `${mb(growth)} MB`);
  }
  return misses;
}

/** The campaign's figures as a Markdown table: what was measured, its value, the goal held to it. */
export function formatCampaignTable(f: CampaignFigures): string {
  const rate = perSecondOf(f);
  const rows = [
    [
      'expansion (POST /api/campaigns/{id}/send)',
      `${n(Math.round(f.expansionMs))} ms`,
      `< ${n(CAMPAIGN_GOALS.expansionMs)} ms`,
    ],
    ['recipients (rows / recipient count)', `${n(f.recipients)} / ${n(f.recipientCount)}`, n(f.customers)],
    [
      'messages sent / failed',
      `${n(f.sent)} / ${n(f.failed)}${f.timedOut ? ' (timed out)' : ''}`,
      `${n(f.customers)} / 0`,
    ],
    ['send to last delivered', f.seconds === undefined ? '-' : `${f.seconds.toFixed(1)} s`, ''],
    ['messages/s', rate.toFixed(1), `>= ${CAMPAIGN_GOALS.perSecond}`],
    [
      'caught: total / distinct / duplicates',
      `${n(f.sink.total)} / ${n(f.sink.distinct)} / ${n(f.sink.duplicates)}`,
      `${n(f.customers)} / ${n(f.customers)} / 0`,
    ],
    [
      'heap MB: before / peak / after',
      `${mb(f.heap.before)} / ${mb(f.heap.peak)} / ${mb(f.heap.after)}`,
      `peak - before < ${mb(CAMPAIGN_GOALS.heapGrowthBytes)}`,
    ],
    ['rss MB: before / peak', `${mb(f.rss.before)} / ${mb(f.rss.peak)}`, ''],
  ];
  const header = ['campaign', 'measured', 'goal'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 1 ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
