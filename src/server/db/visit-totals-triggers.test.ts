import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { queryRows } from './client';
import { appointments, companies, customers } from './schema';
import { seedOwner } from './seed/factories';

/** The visits counted per company and status by triggers (migration 0018) against counting the visits. */
describe('the visit counts kept by triggers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const kept = (companyId: number) =>
    queryRows<{ status: string; n: number }>(
      t.db,
      sql`select status, visit_count as n from visit_status_totals
          where company_id = ${companyId} and visit_count <> 0 order by status`,
    );
  const counted = (companyId: number) =>
    queryRows<{ status: string; n: number }>(
      t.db,
      sql`select status, count(*)::int as n from appointments where company_id = ${companyId}
          group by status order by status`,
    );
  const expectCounts = async (companyId: number, expected: Record<string, number>) => {
    const rows = Object.entries(expected).map(([status, n]) => ({ status, n }));
    expect(await counted(companyId)).toEqual(rows);
    expect(await kept(companyId)).toEqual(rows);
  };

  async function companyWithCustomers(names: string[]) {
    const { company } = await seedOwner(t.db);
    const rows = await t.db
      .insert(customers)
      .values(names.map((name) => ({ companyId: company.id, name, accessToken: `tok-${company.id}-${name}` })))
      .returning();
    return { company, customers: rows };
  }
  const visit = (companyId: number, customerId: number, n: number, status = 'scheduled') => ({
    companyId,
    customerId,
    title: `Visit ${n}`,
    appointmentType: 'maintenance',
    status,
    startTime: new Date(Date.UTC(2026, 10, n, 9)),
    endTime: new Date(Date.UTC(2026, 10, n, 10)),
    duration: 60,
  });

  it('counts visits per status through inserts, status changes, other changes and deletes', async () => {
    const a = await companyWithCustomers(['a1', 'a2']);
    const b = await companyWithCustomers(['b1']);
    const [a1, a2] = a.customers;
    // One statement for both companies.
    const rows = await t.db
      .insert(appointments)
      .values([
        visit(a.company.id, a1!.id, 1),
        visit(a.company.id, a1!.id, 2),
        visit(a.company.id, a2!.id, 3, 'confirmed'),
        visit(a.company.id, a2!.id, 4),
        visit(b.company.id, b.customers[0]!.id, 1),
      ])
      .returning();
    await expectCounts(a.company.id, { confirmed: 1, scheduled: 3 });
    await expectCounts(b.company.id, { scheduled: 1 });

    await t.db
      .update(appointments)
      .set({ status: 'completed' })
      .where(inArray(appointments.id, [rows[0]!.id, rows[2]!.id]));
    await expectCounts(a.company.id, { completed: 2, scheduled: 2 });
    // The same status again, and other columns: nothing moves.
    await t.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, rows[0]!.id));
    await t.db.update(appointments).set({ title: 'Renamed' }).where(eq(appointments.companyId, a.company.id));
    await expectCounts(a.company.id, { completed: 2, scheduled: 2 });

    await t.db.delete(appointments).where(eq(appointments.id, rows[1]!.id));
    await expectCounts(a.company.id, { completed: 2, scheduled: 1 });
    // A customer's visits go with the customer.
    await t.db.delete(customers).where(eq(customers.id, a2!.id));
    await expectCounts(a.company.id, { completed: 1 });
    await expectCounts(b.company.id, { scheduled: 1 });

    // A company deleted takes its counts with it, and nothing of its visits is counted anywhere else.
    await t.db.delete(companies).where(eq(companies.id, b.company.id));
    const left = await queryRows(t.db, sql`select * from visit_status_totals where company_id = ${b.company.id}`);
    expect(left).toEqual([]);
    await expectCounts(a.company.id, { completed: 1 });
  });
});
