import { and, asc, count, eq, not, sql, type SQL } from 'drizzle-orm';
import type { RecipientState } from '../../../../shared/campaigns/campaign-values';
import type { Db } from '../../../db/client';
import { campaignRecipients as r } from '../../../db/schema';

/**
 * What each state shows of a recipient, furthest first: a recipient is in the first whose test it passes
 * (unsubscribed, then clicked, then opened, then its delivery; `sending` shows as queued). Each test is never
 * null, so negating one is safe.
 */
const stateTests: [RecipientState, SQL][] = [
  ['unsubscribed', sql`${r.unsubscribedAt} is not null`],
  ['clicked', sql`${r.clickedAt} is not null`],
  ['opened', sql`${r.openedAt} is not null`],
  ['failed', sql`${r.status} = 'failed'`],
  ['sent', sql`${r.status} = 'sent'`],
  ['queued', sql`${r.status} in ('queued', 'sending')`],
];

/** The recipients in `state`: its own test, and none of those before it. */
function inState(state: RecipientState) {
  const at = stateTests.findIndex(([s]) => s === state);
  return and(...stateTests.slice(0, at).map(([, test]) => not(test)), stateTests[at][1]);
}

/** The state of each row, by the same tests in the same order. */
const stateOf = sql<RecipientState>`case ${sql.join(
  stateTests.map(([state, test]) => sql`when ${test} then ${state}`),
  sql` `,
)} else 'queued' end`;

const recipientColumns = {
  id: r.id,
  customerId: r.customerId,
  name: r.name,
  email: r.email,
  state: stateOf,
  error: r.error,
  sentAt: r.sentAt,
  openedAt: r.openedAt,
  clickedAt: r.clickedAt,
  unsubscribedAt: r.unsubscribedAt,
};

/**
 * A page of a campaign's recipients in id order, optionally in one state, and how many there are: on the
 * `(campaign_id, id)` and `(campaign_id, status, id)` indexes. The caller has checked the campaign is the tenant's.
 */
export async function findRecipientPage(
  db: Db,
  opts: { campaignId: number; state?: RecipientState; limit: number; offset: number },
) {
  const where = and(eq(r.campaignId, opts.campaignId), opts.state ? inState(opts.state) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select(recipientColumns).from(r).where(where).orderBy(asc(r.id)).limit(opts.limit).offset(opts.offset),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return { rows, total: Number(total.n) };
}
export type RecipientListRow = Awaited<ReturnType<typeof findRecipientPage>>['rows'][number];
