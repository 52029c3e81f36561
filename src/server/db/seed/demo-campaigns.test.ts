import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { queryRows } from '../client';
import { campaigns, companies, customers, users } from '../schema';
import { DEMO_EMAIL, seedDemo } from './demo';

describe("the demo business's campaigns", () => {
  let t: TestApp;
  let companyId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    const [owner] = await t.db
      .select({ companyId: companies.id })
      .from(users)
      .innerJoin(companies, eq(companies.userId, users.id))
      .where(eq(users.email, DEMO_EMAIL));
    companyId = owner!.companyId;
  });
  afterAll(() => t?.close());

  it('has two sent campaigns whose figures are their recipients, and a draft', async () => {
    const rows = await t.db.select().from(campaigns).where(eq(campaigns.companyId, companyId)).orderBy(campaigns.id);
    expect(rows.map((c) => [c.name, c.status])).toEqual([
      ['Spring Cleanup Special', 'sent'],
      ['Maintenance Reminder', 'sent'],
      ['New Customer Welcome', 'draft'],
    ]);
    const counted = await queryRows<{ id: number; n: number; opened: number; clicked: number; unsubscribed: number }>(
      t.db,
      sql`select campaign_id as id, count(*)::int as n, count(opened_at)::int as opened, count(clicked_at)::int as clicked,
        count(unsubscribed_at)::int as unsubscribed
        from campaign_recipients where company_id = ${companyId} and status = 'sent' group by campaign_id order by campaign_id`,
    );
    for (const [i, c] of rows.slice(0, 2).entries()) {
      expect(counted[i]).toEqual({
        id: c.id,
        n: c.recipientCount,
        opened: c.opensCount,
        clicked: c.clicksCount,
        unsubscribed: c.unsubscribesCount,
      });
      expect(c.emailsSent).toBe(c.recipientCount);
      expect(c.opensCount).toBeGreaterThan(c.clicksCount);
      expect(c.clicksCount).toBeGreaterThan(0);
    }
    expect(rows[0]!.unsubscribesCount).toBe(1);
    expect(rows[2]).toMatchObject({ recipientCount: 0, sentDate: null });
  });

  it('remembers the customer who unsubscribed, and wrote to them no more', async () => {
    const gone = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.companyId, companyId), isNotNull(customers.unsubscribedAt)));
    expect(gone).toHaveLength(1);
    const later = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from campaign_recipients r join campaigns c on c.id = r.campaign_id
        where r.customer_id = ${gone[0]!.id} and c.name = 'Maintenance Reminder'`,
    );
    expect(later[0]!.n).toBe(0);
  });
});
