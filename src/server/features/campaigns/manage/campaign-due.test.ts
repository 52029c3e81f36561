import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { queryRows } from '../../../db/client';
import { startDueCampaigns } from './campaign-start.service';
import { campaignTestApi, insertCampaignRow, minutesFromNow, seedCampaignCustomer } from './campaign-fixtures';
import { START_DUE_CAMPAIGNS_JOB } from './manage.jobs';

// The minute job may also run while a test does: each assertion holds whichever run started a campaign.
describe('campaigns: the minute job that starts scheduled campaigns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { call, owner, campaignRow, recipientRows, deliveryJobs } = campaignTestApi(() => t);
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('is scheduled every minute', async () => {
    const rows = await queryRows<{ cron: string }>(
      t.db,
      sql`select cron from pgboss.schedule where name = ${START_DUE_CAMPAIGNS_JOB}`,
    );
    expect(rows).toEqual([{ cron: '* * * * *' }]);
  });

  it('starts a campaign whose time has come, and not one still ahead', async () => {
    const { company } = await owner();
    await seedCampaignCustomer(t.db, { companyId: company.id, name: 'Ann', invoiceCount: 1 });
    await seedCampaignCustomer(t.db, { companyId: company.id, name: 'Ben' });
    const due = await insertCampaignRow(t.db, {
      companyId: company.id,
      status: 'scheduled',
      scheduledDate: minutesAgo(1),
      targetAudience: 'active',
    });
    const ahead = await insertCampaignRow(t.db, {
      companyId: company.id,
      status: 'scheduled',
      scheduledDate: new Date(minutesFromNow(24 * 60)),
    });
    const draft = await insertCampaignRow(t.db, { companyId: company.id, status: 'draft' });

    await startDueCampaigns(t.ctx);

    expect(await campaignRow(due.id)).toMatchObject({ status: 'sent', recipientCount: 1, sentDate: expect.any(Date) });
    expect((await recipientRows(due.id)).map((r) => r.name)).toEqual(['Ann']);
    expect((await deliveryJobs(due.id)).length).toBeGreaterThan(0);
    expect(await campaignRow(ahead.id)).toEqual(ahead);
    expect(await campaignRow(draft.id)).toEqual(draft);
    expect(await recipientRows(ahead.id)).toEqual([]);
  });

  it('starts each due campaign once when runs overlap', async () => {
    const { company } = await owner();
    for (let i = 0; i < 5; i++) await seedCampaignCustomer(t.db, { companyId: company.id });
    const due = [];
    for (let i = 0; i < 3; i++) {
      due.push(
        await insertCampaignRow(t.db, { companyId: company.id, status: 'scheduled', scheduledDate: minutesAgo(i + 1) }),
      );
    }
    await Promise.all([startDueCampaigns(t.ctx), startDueCampaigns(t.ctx)]);
    for (const campaign of due) {
      expect(await campaignRow(campaign.id)).toMatchObject({ status: 'sent', recipientCount: 5 });
      expect(await recipientRows(campaign.id)).toHaveLength(5);
      expect((await deliveryJobs(campaign.id)).length).toBeGreaterThan(0);
    }
  });

  it('turns a due campaign nobody can receive back into a draft and tells the owner', async () => {
    const { cookie, company } = await owner();
    await seedCampaignCustomer(t.db, { companyId: company.id, email: null });
    await seedCampaignCustomer(t.db, { companyId: company.id, unsubscribedAt: new Date() });
    const due = await insertCampaignRow(t.db, {
      companyId: company.id,
      name: 'Autumn Leaves',
      status: 'scheduled',
      scheduledDate: minutesAgo(2),
    });

    await startDueCampaigns(t.ctx);

    expect(await campaignRow(due.id)).toMatchObject({ status: 'draft', scheduledDate: null, recipientCount: 0 });
    expect(await recipientRows(due.id)).toEqual([]);
    expect(await deliveryJobs(due.id)).toEqual([]);
    const bell = await call('GET', '/api/notifications', cookie);
    expect(bell.json()).toMatchObject({
      unreadCount: 1,
      items: [
        {
          kind: 'campaign.not-sent',
          title: 'Campaign not sent: Autumn Leaves',
          body: 'No customer in this audience can receive it (each needs an e-mail address and not to have unsubscribed)',
          link: '/marketing',
          readAt: null,
        },
      ],
    });
  });
});
