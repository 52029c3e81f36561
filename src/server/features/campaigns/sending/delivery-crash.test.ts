import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { campaignRecipients } from '../../../db/schema';
import { seedOwner } from '../../../db/seed/factories';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addressedTo, startSmtpServer, type SmtpTestServer } from '../../../../test/smtp';
import { waitFor } from '../../../../test/wait';
import { deliverCampaign, INTERRUPTED_ERROR } from './campaign-delivery.service';
import { DELIVERY_LOCK_CLASS } from './delivery-lock';
import { CAMPAIGN_DELIVER_JOB, deliveryKey } from './delivery-queue';
import { campaignRow, recipientRows, seedCustomers, startedCampaign, statusCounts } from './sending-fixtures';
import { resumeDeliveries } from './sending.jobs';

const threeMinutesOn = () => new Date(Date.now() + 3 * 60_000);

describe('a delivery that dies, and deliveries that meet', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url, env: { CAMPAIGN_RATE_PER_MINUTE: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function campaignFor(count: number) {
    const { company } = await seedOwner(t.db);
    const people = await seedCustomers(t, company.id, count);
    return { people, ...(await startedCampaign(t, { companyId: company.id, customers: people })) };
  }
  const copiesTo = (email: string) => smtp.messages.filter(addressedTo(email)).length;

  it('fails the recipients a dead run left sending, never sending them again', async () => {
    const { campaign, people, recipients } = await campaignFor(5);
    const stranded = recipients.slice(0, 2).map((r) => r.id);
    await t.db.update(campaignRecipients).set({ status: 'sending' }).where(inArray(campaignRecipients.id, stranded));

    expect(await deliverCampaign(t.ctx, campaign.id)).toMatchObject({ state: 'done', sent: 3, failed: 2 });
    const rows = await recipientRows(t, campaign.id);
    expect(rows.slice(0, 2).map((r) => [r.status, r.error])).toEqual([
      ['failed', INTERRUPTED_ERROR],
      ['failed', INTERRUPTED_ERROR],
    ]);
    expect(await campaignRow(t, campaign.id)).toMatchObject({ emailsSent: 3, failedCount: 2 });
    expect(people.map((p) => copiesTo(p.email!))).toEqual([0, 0, 1, 1, 1]);
  });

  it('recovers from a run killed between the claim and the send: no duplicates, the claimed ones failed', async () => {
    const { campaign, people } = await campaignFor(6);
    let claimed: number[] = [];
    const killed = deliverCampaign(t.ctx, campaign.id, {
      onClaimed: (ids) => {
        claimed = ids;
        throw new Error('process killed');
      },
    });
    await expect(killed).rejects.toThrow('process killed');
    expect(claimed.length).toBeGreaterThan(0);
    expect(await statusCounts(t, campaign.id)).toEqual({
      sending: claimed.length,
      ...(claimed.length < 6 ? { queued: 6 - claimed.length } : {}),
    });

    const next = await deliverCampaign(t.ctx, campaign.id);
    expect(next).toMatchObject({ state: 'done', sent: 6 - claimed.length, failed: claimed.length });
    const rows = await recipientRows(t, campaign.id);
    for (const r of rows) {
      expect(r.status).toBe(claimed.includes(r.id) ? 'failed' : 'sent');
      if (claimed.includes(r.id)) expect(r.error).toBe(INTERRUPTED_ERROR);
    }
    expect(await campaignRow(t, campaign.id)).toMatchObject({
      emailsSent: 6 - claimed.length,
      failedCount: claimed.length,
    });
    const byId = new Map(rows.map((r) => [r.email, r]));
    for (const p of people) expect(copiesTo(p.email!)).toBe(claimed.includes(byId.get(p.email!)!.id) ? 0 : 1);
  });

  it('lets only one delivery of a campaign run at a time', async () => {
    const { campaign, people } = await campaignFor(8);
    const runs = await Promise.all([
      deliverCampaign(t.ctx, campaign.id, { ratePerMinute: 600 }),
      deliverCampaign(t.ctx, campaign.id, { ratePerMinute: 600 }),
    ]);
    expect(runs.map((r) => r.state).sort()).toEqual(['busy', 'done']);
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(8);
    expect(await campaignRow(t, campaign.id)).toMatchObject({ emailsSent: 8, failedCount: 0 });
    for (const p of people) expect(copiesTo(p.email!)).toBe(1);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "on PostgreSQL, leaves a campaign another process's delivery holds",
    async () => {
      const { campaign } = await campaignFor(2);
      const other = await t.ctx.database.pool!.connect();
      try {
        await other.query('select pg_advisory_lock($1, $2)', [DELIVERY_LOCK_CLASS, campaign.id]);
        expect(await deliverCampaign(t.ctx, campaign.id)).toMatchObject({ state: 'busy', sent: 0 });
        expect(await statusCounts(t, campaign.id)).toEqual({ queued: 2 });
        await other.query('select pg_advisory_unlock($1, $2)', [DELIVERY_LOCK_CLASS, campaign.id]);
        expect(await deliverCampaign(t.ctx, campaign.id)).toMatchObject({ state: 'done', sent: 2 });
      } finally {
        other.release();
      }
    },
  );

  it('resumes, through the minute job, a campaign whose delivery job was lost; one waiting job per campaign', async () => {
    const { campaign } = await campaignFor(4);
    const done = await campaignFor(1);
    await t.db
      .update(campaignRecipients)
      .set({ status: 'sent' })
      .where(eq(campaignRecipients.campaignId, done.campaign.id));
    await t.db.execute(sql`update campaigns set emails_sent = 1 where id = ${done.campaign.id}`);

    // Stopped, the queue keeps what is sent: two resumptions in a row leave one waiting job for the campaign.
    await t.ctx.jobs.stop();
    expect(await resumeDeliveries(t.ctx)).not.toContain(campaign.id); // just started: its own job is on its way
    const resumed = await resumeDeliveries(t.ctx, threeMinutesOn());
    await resumeDeliveries(t.ctx, threeMinutesOn());
    expect(resumed).toContain(campaign.id);
    expect(resumed).not.toContain(done.campaign.id);
    const waiting = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from pgboss.job
        where name = ${CAMPAIGN_DELIVER_JOB} and singleton_key = ${deliveryKey(campaign.id)} and state = 'created'`,
    );
    expect(waiting[0]!.n).toBe(1);
  });

  it('delivers, through the job the minute job queues, a campaign left without one', async () => {
    const t2 = await createTestApp({ smtpUrl: smtp.url, env: { CAMPAIGN_RATE_PER_MINUTE: '0' } });
    try {
      const { campaign, people } = await (async () => {
        const { company } = await seedOwner(t2.db);
        const who = await seedCustomers(t2, company.id, 3);
        return { people: who, ...(await startedCampaign(t2, { companyId: company.id, customers: who })) };
      })();
      await resumeDeliveries(t2.ctx, threeMinutesOn());
      await waitFor(async () => ((await campaignRow(t2, campaign.id)).emailsSent === 3 ? true : undefined), 'delivery');
      for (const p of people) expect(copiesTo(p.email!)).toBe(1);
    } finally {
      await t2.close();
    }
  });
});
