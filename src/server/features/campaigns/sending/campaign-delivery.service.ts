import type { AppContext } from '../../../lib/context';
import type { BulkTransport } from '../../../lib/mailer/transport';
import {
  findCustomerFacts,
  findSendingCompany,
  type CustomerFacts,
  type SendingCompany,
} from './campaign-facts.queries';
import { compileCampaign, type CompiledCampaign } from './campaign-message';
import { withDeliveryLock, type LockCheck } from './delivery-lock';
import * as q from './delivery.queries';
import { batchSizeFor, pacer } from './pacer';
import { brandOf, placeholderValues, senderOf } from './placeholder-values';

export const INTERRUPTED_ERROR = 'Interrupted while sending; not sent again so that no one gets two copies';
export const UNSUBSCRIBED_ERROR = 'Not sent: the customer unsubscribed after the campaign started';
export const unreachableError = (reason: string) =>
  `Waiting to be sent: the mail server could not be reached (${reason})`;
export const gaveUpError = (reason: string) =>
  `Not sent: the mail server could not be reached for a day after the campaign started (${reason})`;

/**
 * How long after its start a campaign waits for an unreachable mail server (retried every minute): a message
 * about this week's offer that arrives next week is worse than none, and a mistyped SMTP_URL is not retried for ever.
 */
export const UNREACHABLE_GIVE_UP_MS = 24 * 60 * 60_000;

/** SMTP connections a run keeps open, and how long it runs before it queues itself again (another process may go on). */
export const DELIVERY_CONNECTIONS = 4;
export const DELIVERY_RUN_MS = 30_000;

/**
 * done: no recipient is left queued; more: the run's time is up with some left; paused: the mail server could not be
 * reached (the recipients wait, queued); busy: another delivery of the campaign is running.
 */
export type DeliveryRun = { state: 'done' | 'more' | 'paused' | 'busy'; sent: number; failed: number };

export type DeliveryOptions = {
  budgetMs?: number;
  ratePerMinute?: number;
  /** Called once a batch is claimed, before any of its messages leaves: where a test makes the process "die". */
  onClaimed?: (recipientIds: number[]) => Promise<void> | void;
};

/** The server never took the message: it could not be reached, greeted or logged into. Sending it later is safe. */
function unreachable(err: unknown): boolean {
  const e = err as { code?: string; command?: string };
  return e.command === 'CONN' || ['ECONNECTION', 'EDNS', 'EAUTH', 'ETLS', 'EPROXY'].includes(e.code ?? '');
}
const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

type Run = {
  ctx: AppContext;
  campaignId: number;
  company: SendingCompany;
  compiled: CompiledCampaign;
  transport: BulkTransport;
  pace: ReturnType<typeof pacer>;
  from: string;
  result: DeliveryRun;
};

/** Sends a claimed batch over a few connections at once; answers the reason when the mail server is unreachable. */
async function sendBatch(run: Run, batch: q.ClaimedRecipient[], facts: Map<number, CustomerFacts>) {
  const { ctx, campaignId, company, compiled } = run;
  const waiting = [...batch];
  const putBack: number[] = [];
  let paused: string | undefined;
  const worker = async () => {
    for (let r = waiting.shift(); r; r = waiting.shift()) {
      if (paused) {
        putBack.push(r.id);
        continue;
      }
      if (r.unsubscribed) {
        await q.markFailedRow(ctx.db, { campaignId, recipientId: r.id, error: UNSUBSCRIBED_ERROR });
        run.result.failed++;
        continue;
      }
      await run.pace.wait();
      if (paused) {
        putBack.push(r.id);
        continue;
      }
      const customer = { name: r.name, facts: r.customerId === null ? undefined : facts.get(r.customerId) };
      const message = compiled.fill({ token: r.token, values: placeholderValues(company, customer, new Date()) });
      try {
        await run.transport.deliver({
          ...message,
          from: run.from,
          to: r.email,
          replyTo: company.email,
          attachments: [],
        });
      } catch (err) {
        if (unreachable(err)) {
          paused ??= reasonOf(err);
          putBack.push(r.id);
          continue;
        }
        await q.markFailedRow(ctx.db, { campaignId, recipientId: r.id, error: reasonOf(err) });
        run.result.failed++;
        continue;
      }
      await q.markSentRow(ctx.db, { campaignId, recipientId: r.id });
      run.result.sent++;
    }
  };
  await Promise.all(Array.from({ length: DELIVERY_CONNECTIONS }, worker));
  if (paused) await q.requeueRows(ctx.db, { recipientIds: putBack, error: unreachableError(paused) });
  return paused;
}

/** Paused (retried later) while the campaign is under a day old; past that, its queued recipients fail. */
async function pausedOrGivenUp(
  ctx: AppContext,
  campaign: { id: number; sentDate: Date | null },
  reason: string,
  result: DeliveryRun,
): Promise<DeliveryRun> {
  const startedAt = campaign.sentDate?.getTime() ?? Date.now();
  if (Date.now() - startedAt < UNREACHABLE_GIVE_UP_MS) return { ...result, state: 'paused' };
  result.failed += await q.failQueuedRows(ctx.db, { campaignId: campaign.id, error: gaveUpError(reason) });
  return result;
}

async function runDelivery(ctx: AppContext, campaignId: number, check: LockCheck, opts: DeliveryOptions) {
  const result: DeliveryRun = { state: 'done', sent: 0, failed: 0 };
  const campaign = await q.findCampaignForDelivery(ctx.db, campaignId);
  if (!campaign || campaign.status !== 'sent') return result;
  result.failed += await q.failInterruptedRows(ctx.db, { campaignId, error: INTERRUPTED_ERROR });
  const company = await findSendingCompany(ctx.db, { companyId: campaign.companyId });
  if (!company) return result;
  const origin = ctx.origin.url;
  const rate = opts.ratePerMinute ?? ctx.env.CAMPAIGN_RATE_PER_MINUTE;
  const run: Run = {
    ctx,
    campaignId,
    company,
    compiled: await compileCampaign(campaign, brandOf(company, origin), origin),
    transport: ctx.mailer.transport.bulk({ connections: DELIVERY_CONNECTIONS }),
    pace: pacer(rate),
    from: senderOf(company.name, ctx.env.MAIL_FROM),
    result,
  };
  const deadline = Date.now() + (opts.budgetMs ?? DELIVERY_RUN_MS);
  try {
    for (;;) {
      if (Date.now() >= deadline) return { ...result, state: 'more' as const };
      await check();
      const batch = await q.claimRecipientRows(ctx.db, { campaignId, limit: batchSizeFor(rate) });
      if (batch.length === 0) return result;
      await opts.onClaimed?.(batch.map((r) => r.id));
      const customerIds = batch.flatMap((r) => (r.customerId === null ? [] : [r.customerId]));
      const facts = await findCustomerFacts(ctx.db, { companyId: company.id, customerIds, now: new Date() });
      const unreachableReason = await sendBatch(run, batch, facts);
      if (unreachableReason) return await pausedOrGivenUp(ctx, campaign, unreachableReason, result);
    }
  } finally {
    run.transport.close();
  }
}

/**
 * Delivers a started campaign's queued recipients for a bounded time, at the campaign rate, as its only delivery
 * (`withDeliveryLock`): recipients a dead run left `sending` are failed first, never sent again.
 */
export async function deliverCampaign(
  ctx: AppContext,
  campaignId: number,
  opts: DeliveryOptions = {},
): Promise<DeliveryRun> {
  const run = await withDeliveryLock(ctx.database, campaignId, (check) => runDelivery(ctx, campaignId, check, opts));
  return run ?? { state: 'busy', sent: 0, failed: 0 };
}
