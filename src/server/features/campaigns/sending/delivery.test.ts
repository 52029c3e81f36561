import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOwner } from '../../../db/seed/factories';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addressedTo, SMTP_REJECTION, startSmtpServer, type SmtpTestServer } from '../../../../test/smtp';
import { waitFor } from '../../../../test/wait';
import { smtpTransport } from '../../../lib/mailer/transport';
import { campaigns, emailOutbox } from '../../../db/schema';
import { deliverCampaign } from './campaign-delivery.service';
import { CAMPAIGN_DELIVER_JOB, deliveryKey, queueCampaignDelivery } from './delivery-queue';
import { runDeliveryJob } from './sending.jobs';
import { queryRows } from '../../../db/client';
import { eq, sql } from 'drizzle-orm';
import { campaignRow, recipientRows, seedCustomers, startedCampaign, statusCounts } from './sending-fixtures';

describe('delivering a started campaign over SMTP', () => {
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
    return { company, people, ...(await startedCampaign(t, { companyId: company.id, customers: people })) };
  }
  const messagesTo = (email: string) => smtp.messages.filter(addressedTo(email));

  it('sends each of N recipients exactly one message through the job; emailsSent = N', async () => {
    const n = 25;
    const { campaign, people } = await campaignFor(n);
    await queueCampaignDelivery(t.ctx.jobs, t.db, campaign.id);
    const done = await waitFor(async () => {
      const row = await campaignRow(t, campaign.id);
      return row.emailsSent === n ? row : undefined;
    }, 'every message of the campaign to be sent');
    expect(done).toMatchObject({ emailsSent: n, failedCount: 0 });
    for (const p of people) expect(messagesTo(p.email!)).toHaveLength(1);
    const rows = await recipientRows(t, campaign.id);
    expect(rows.every((r) => r.status === 'sent' && r.sentAt instanceof Date && r.error === null)).toBe(true);
    // Nothing of the campaign went through the outbox, nor the log.
    expect(t.printed).toEqual([]);
  });

  it('stops when its time is up and goes on in the next run, without sending anyone twice', async () => {
    const { campaign, people } = await campaignFor(12);
    // At 120 a minute a run claims 4 (two seconds' worth); past its time it claims no more.
    const first = await deliverCampaign(t.ctx, campaign.id, { budgetMs: 200, ratePerMinute: 120 });
    expect(first).toMatchObject({ state: 'more', sent: 4 });
    expect(await statusCounts(t, campaign.id)).toEqual({ sent: 4, queued: 8 });
    const rest = await deliverCampaign(t.ctx, campaign.id);
    expect(rest).toMatchObject({ state: 'done', sent: 12 - first.sent, failed: 0 });
    expect(await campaignRow(t, campaign.id)).toMatchObject({ emailsSent: 12, failedCount: 0 });
    for (const p of people) expect(messagesTo(p.email!)).toHaveLength(1);
  });

  it('queues itself again when its time is up; the queued run goes on', async () => {
    const { campaign, people } = await campaignFor(10);
    expect(await runDeliveryJob(t.ctx, campaign.id, { budgetMs: 200, ratePerMinute: 120 })).toMatchObject({
      state: 'more',
      sent: 4,
    });
    await waitFor(
      async () => ((await campaignRow(t, campaign.id)).emailsSent === 10 ? true : undefined),
      'the queued run to send the rest',
    );
    for (const p of people) expect(messagesTo(p.email!)).toHaveLength(1);
  });

  it('paces messages at the configured rate', async () => {
    const { campaign } = await campaignFor(6);
    const started = Date.now();
    const run = await deliverCampaign(t.ctx, campaign.id, { ratePerMinute: 300 });
    const elapsed = Date.now() - started;
    expect(run).toMatchObject({ state: 'done', sent: 6 });
    // Six messages 200 ms apart: at least a second from the first to the last.
    expect(elapsed).toBeGreaterThanOrEqual(950);

    const { campaign: unpaced } = await campaignFor(6);
    const fastStart = Date.now();
    expect(await deliverCampaign(t.ctx, unpaced.id, { ratePerMinute: 0 })).toMatchObject({ sent: 6 });
    expect(Date.now() - fastStart).toBeLessThan(elapsed);
  });

  it('does not send to a customer who unsubscribed after the campaign started: failed, saying why', async () => {
    const { campaign, people } = await campaignFor(3);
    const [, gone] = await recipientRows(t, campaign.id);
    const unsubscribe = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${gone!.token}` });
    expect(unsubscribe.statusCode).toBe(200);
    expect(await deliverCampaign(t.ctx, campaign.id)).toMatchObject({ state: 'done', sent: 2, failed: 1 });
    const rows = await recipientRows(t, campaign.id);
    expect(rows[1]).toMatchObject({
      status: 'failed',
      error: 'Not sent: the customer unsubscribed after the campaign started',
    });
    expect(messagesTo(people[1]!.email!)).toHaveLength(0);
    expect(await campaignRow(t, campaign.id)).toMatchObject({ emailsSent: 2, failedCount: 1 });
  });
});

describe('a mail server that refuses or cannot be reached', () => {
  let refusing: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    refusing = await startSmtpServer({ rejectAll: true });
    t = await createTestApp({ smtpUrl: refusing.url, env: { CAMPAIGN_RATE_PER_MINUTE: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await refusing.close();
  });

  it('marks each refused recipient failed with the reason, counted', async () => {
    const { company } = await seedOwner(t.db);
    const people = await seedCustomers(t, company.id, 3);
    const { campaign } = await startedCampaign(t, { companyId: company.id, customers: people });
    expect(await deliverCampaign(t.ctx, campaign.id)).toMatchObject({ state: 'done', sent: 0, failed: 3 });
    const rows = await recipientRows(t, campaign.id);
    for (const r of rows) {
      expect(r.status).toBe('failed');
      expect(r.error).toContain(SMTP_REJECTION);
    }
    expect(await campaignRow(t, campaign.id)).toMatchObject({ emailsSent: 0, failedCount: 3 });
  });

  it('keeps the recipients queued, with the reason, while the server cannot be reached', async () => {
    const { company } = await seedOwner(t.db);
    const people = await seedCustomers(t, company.id, 3);
    const { campaign } = await startedCampaign(t, { companyId: company.id, customers: people });
    const closed = { ...t.ctx, mailer: { ...t.ctx.mailer, transport: unreachableTransport() } };
    expect(await deliverCampaign(closed, campaign.id)).toMatchObject({ state: 'paused', sent: 0, failed: 0 });
    const rows = await recipientRows(t, campaign.id);
    for (const r of rows) {
      expect(r.status).toBe('queued');
      expect(r.error).toMatch(/^Waiting to be sent: the mail server could not be reached \(.*ECONNREFUSED/);
    }
    expect(await statusCounts(t, campaign.id)).toEqual({ queued: 3 });
    expect(await campaignRow(t, campaign.id)).toMatchObject({ emailsSent: 0, failedCount: 0 });

    // Through the job: the next run waits a minute.
    expect(await runDeliveryJob(closed, campaign.id)).toMatchObject({ state: 'paused' });
    const [job] = await queryRows<{ wait: number }>(
      t.db,
      sql`select extract(epoch from start_after - now())::int as wait from pgboss.job
        where name = ${CAMPAIGN_DELIVER_JOB} and singleton_key = ${deliveryKey(campaign.id)} and state = 'created'`,
    );
    expect(job!.wait).toBeGreaterThanOrEqual(50);
    expect(await statusCounts(t, campaign.id)).toEqual({ queued: 3 });
  });

  it('gives up a day after the start: the recipients still waiting fail with the reason, counted, not retried', async () => {
    const { company } = await seedOwner(t.db);
    const people = await seedCustomers(t, company.id, 3);
    const { campaign } = await startedCampaign(t, { companyId: company.id, customers: people });
    const closed = { ...t.ctx, mailer: { ...t.ctx.mailer, transport: unreachableTransport() } };
    const startedAt = (hoursAgo: number) =>
      t.db
        .update(campaigns)
        .set({ sentDate: new Date(Date.now() - hoursAgo * 3_600_000) })
        .where(eq(campaigns.id, campaign.id));

    await startedAt(23);
    expect(await deliverCampaign(closed, campaign.id)).toMatchObject({ state: 'paused', failed: 0 });
    await startedAt(25);
    expect(await runDeliveryJob(closed, campaign.id)).toMatchObject({ state: 'done', sent: 0, failed: 3 });
    for (const r of await recipientRows(t, campaign.id)) {
      expect(r.status).toBe('failed');
      expect(r.error).toMatch(/^Not sent: the mail server could not be reached for a day after .*ECONNREFUSED/);
    }
    expect(await campaignRow(t, campaign.id)).toMatchObject({ emailsSent: 0, failedCount: 3 });
    const waiting = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from pgboss.job
        where name = ${CAMPAIGN_DELIVER_JOB} and singleton_key = ${deliveryKey(campaign.id)} and state = 'created'`,
    );
    expect(waiting[0]!.n).toBe(0);
  });
});

/** SMTP on a port nothing listens on (1, reserved). */
const unreachableTransport = () => smtpTransport('smtp://127.0.0.1:1');

describe('without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAMPAIGN_RATE_PER_MINUTE: '0' } });
  });
  afterAll(() => t.close());

  it('prints one line a message, not its body, and keeps the campaign out of the outbox', async () => {
    const { company } = await seedOwner(t.db);
    const people = await seedCustomers(t, company.id, 3);
    const { campaign } = await startedCampaign(t, { companyId: company.id, customers: people });
    expect(await deliverCampaign(t.ctx, campaign.id)).toMatchObject({ state: 'done', sent: 3 });
    expect(t.printed).toEqual(
      people.map((p) => `Campaign e-mail to ${p.email}: Hello ${p.name} (not sent: no SMTP_URL set)\n`),
    );
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });
});
