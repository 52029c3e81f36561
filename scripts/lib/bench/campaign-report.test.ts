import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_CUSTOMERS,
  formatCampaignTable,
  missedCampaignGoals,
  perSecondOf,
  type CampaignFigures,
} from './campaign-report';

const MB = 2 ** 20;

/** A run that met every goal: 10,000 expanded in 0.8 s and sent in 100 s, each caught once, the heap level. */
const met = (over: Partial<CampaignFigures> = {}): CampaignFigures => ({
  db: 'postgres',
  customers: CAMPAIGN_CUSTOMERS,
  expansionMs: 800,
  recipients: 10_000,
  recipientCount: 10_000,
  sent: 10_000,
  failed: 0,
  seconds: 100,
  timedOut: false,
  sink: { total: 10_000, distinct: 10_000, duplicates: 0 },
  heap: { before: 70 * MB, peak: 90 * MB, after: 75 * MB },
  rss: { before: 250 * MB, peak: 300 * MB },
  ...over,
});

describe('missedCampaignGoals', () => {
  it('finds nothing to say of a run that met every goal', () => {
    expect(CAMPAIGN_CUSTOMERS).toBe(10_000);
    expect(perSecondOf(met())).toBe(100);
    expect(missedCampaignGoals(met())).toEqual([]);
  });

  it('holds the expansion under 2 s, the rate at 50 a second or more, the heap growth under 64 MB', () => {
    expect(missedCampaignGoals(met({ expansionMs: 1_999.4, seconds: 200 }))).toEqual([]);
    expect(missedCampaignGoals(met({ heap: { before: 70 * MB, peak: 70 * MB + 64 * MB - 1, after: 0 } }))).toEqual([]);
    expect(
      missedCampaignGoals(
        met({ expansionMs: 2_000, seconds: 200.5, heap: { before: 70 * MB, peak: 134 * MB, after: 71 * MB } }),
      ),
    ).toEqual([
      { route: 'campaign', goal: 'recipients expanded in < 2,000 ms', value: '2,000 ms' },
      { route: 'campaign', goal: '>= 50 messages/s', value: '49.9/s' },
      { route: 'campaign', goal: 'heap growth < 64 MB', value: '64 MB' },
    ]);
  });

  it('misses a duplicate, a missing message, a failure and a recipient too few', () => {
    expect(missedCampaignGoals(met({ sink: { total: 10_000, distinct: 9_999, duplicates: 1 } }))).toEqual([
      {
        route: 'campaign',
        goal: "each customer's message caught once (10,000 / 10,000 / 0)",
        value: '10,000 / 9,999 / 1',
      },
    ]);
    expect(missedCampaignGoals(met({ sink: { total: 9_999, distinct: 9_999, duplicates: 0 } }))).toHaveLength(1);
    expect(missedCampaignGoals(met({ sent: 9_999, failed: 1 }))).toContainEqual({
      route: 'campaign',
      goal: 'every message sent',
      value: '9,999 sent, 1 failed',
    });
    expect(missedCampaignGoals(met({ recipients: 9_999, recipientCount: 9_999 }))).toContainEqual({
      route: 'campaign',
      goal: 'one recipient per customer (10,000)',
      value: '9,999 rows, recipient count 9,999',
    });
  });

  it('misses a delivery the wait gave up on, and a rate of none when nothing was sent', () => {
    const stopped = met({
      sent: 0,
      seconds: undefined,
      timedOut: true,
      sink: { total: 0, distinct: 0, duplicates: 0 },
    });
    expect(perSecondOf(stopped)).toBe(0);
    expect(missedCampaignGoals(stopped).map((m) => [m.goal, m.value])).toEqual([
      ['every message sent within the wait', '0 sent, 0 failed, timed out'],
      ['>= 50 messages/s', '0.0/s'],
      ["each customer's message caught once (10,000 / 10,000 / 0)", '0 / 0 / 0'],
    ]);
  });
});

describe('formatCampaignTable', () => {
  it('writes each figure beside its goal, in Markdown', () => {
    const table = formatCampaignTable(met()).split('\n');
    expect(table).toHaveLength(10);
    expect(table[0]).toMatch(/^\| campaign +\| +measured \| goal +\|$/);
    expect(table[1]).toMatch(/^\| -+ \| -+: \| -+ \|$/);
    expect(table.find((l) => l.includes('messages/s'))).toMatch(/\| +100\.0 \| >= 50 +\|$/);
    expect(table.find((l) => l.includes('heap'))).toContain('70 / 90 / 75');
    expect(table.find((l) => l.includes('caught'))).toContain('10,000 / 10,000 / 0');
    expect(formatCampaignTable(met({ seconds: undefined, timedOut: true }))).toMatch(
      /send to last delivered +\| +- \|/,
    );
  });
});
